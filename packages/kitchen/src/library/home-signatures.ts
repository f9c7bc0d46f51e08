import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * More of the everyday dinner a cuisine's fridge is plainly stocked for, which chef judges found missing:
 * three-cup chicken, stamppot, red beans and rice, mojo pork with black beans and rice, huevos pericos
 * with arepas, chicken paprikash, lobio, koshari and salade méchouia. Each is a whole meal with its usual
 * starch, built on what a home kitchen of that cuisine keeps.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const homeSignatureMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'three-cup-chicken', title: 'Three-cup chicken with Thai basil', cuisine: 'taiwanese', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'Taiwan\'s san bei ji: chicken thighs braised in sesame oil, soy and rice wine with whole garlic cloves and ginger until sticky, finished with a fistful of Thai basil. With rice.',
    tags: ['high-protein', 'mild'],
    ingredients: [['rice', 300, 'g'], ['chicken-thigh', 700, 'g', { note: 'boneless' }], ['ginger', 30, 'g'], ['garlic', 10], ['sesame-oil', 3, 'tbsp'], ['soy-sauce', 3, 'tbsp'], ['shaoxing-wine', 3, 'tbsp'], ['sugar', 1, 'tbsp'], ['chilli', 1, null, { optional: true }], ['thai-basil', 20, 'g']],
    steps: [
      ['Rinse the rice and simmer it, covered, in one and a half times its volume of water for 12 minutes; leave it to stand, covered, off the heat.', 720],
      'Meanwhile cut the chicken thighs into large bite-sized pieces, slice the ginger into thin coins and peel the garlic cloves, leaving them whole. Slice the chilli, if using.',
      ['Heat the sesame oil in a wok or heavy pan over a medium heat and fry the ginger and garlic for 3 minutes, until the garlic is golden.', 180],
      ['Turn up the heat, add the chicken and fry for 5 minutes, turning, until browned all over.', 300],
      ['Add the soy sauce, Shaoxing wine and sugar, and the chilli if using, cover and simmer for 12 minutes, until the chicken is cooked through.', 720],
      ['Uncover and bubble for 3 minutes, stirring, until the sauce is thick and sticky and coats the chicken.', 180],
      'Take off the heat, stir in the Thai basil leaves until they wilt, and serve with the rice.',
    ],
  },
  {
    id: 'stamppot-boerenkool', title: 'Stamppot with kale and smoked sausage', cuisine: 'dutch', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 30,
    description: 'The Dutch winter supper: potatoes mashed with finely shredded kale, butter and hot milk, with slices of smoked sausage and a dab of mustard.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['potato', 1.2, 'kg', { note: 'floury' }], ['salt', 1, 'tsp'], ['kale', 400, 'g'], ['smoked-sausage', 400, 'g'], ['milk', 150, 'ml'], ['butter', 40, 'g'], ['black-pepper', 0.5, 'tsp'], ['wholegrain-mustard', 4, 'tsp', { optional: true }]],
    steps: [
      'Peel the potatoes and cut them into even chunks. Strip the kale from its stalks and shred it finely.',
      ['Put the potatoes in a large pan with the salt and water to cover, bring to the boil and simmer for 10 minutes.', 600],
      ['Lay the kale on top of the potatoes, cover and simmer for 10 minutes more, until the potatoes are tender and the kale has wilted.', 600],
      ['Meanwhile slice the smoked sausage and warm it through in a frying pan over a medium heat for 8 minutes, turning, until piping hot and browned at the edges.', 480],
      'Drain the potatoes and kale well, add the milk and butter and mash together roughly. Season with the black pepper.',
      'Pile the stamppot onto plates with the sausage on top, and the wholegrain mustard on the side if you have it.',
    ],
  },
  {
    id: 'red-beans-and-rice', title: 'Red beans and rice with smoked sausage', cuisine: 'american', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 35,
    description: 'The Louisiana Monday supper: kidney beans simmered with smoked sausage, celery, green pepper and onion in Cajun spice until creamy, over rice.',
    tags: ['spicy', 'batch-friendly'],
    ingredients: [['onion', 1], ['celery', 2], ['green-pepper', 1], ['garlic', 3], ['smoked-sausage', 300, 'g'], ['vegetable-oil', 1, 'tbsp'], ['cajun-seasoning', 2, 'tsp'], ['kidney-beans', 2, 'tin'], ['chicken-stock', 400, 'ml'], ['rice', 300, 'g'], ['spring-onion', 2, null, { optional: true }]],
    steps: [
      'Dice the onion, celery and green pepper, crush the garlic and slice the smoked sausage into rounds. Drain and rinse the kidney beans.',
      ['Heat the vegetable oil in a large pan and fry the sausage for 5 minutes, until browned.', 300],
      ['Add the onion, celery and green pepper and cook for 8 minutes, until soft.', 480],
      ['Stir in the garlic and Cajun seasoning and cook for 1 minute.', 60],
      ['Add the kidney beans and chicken stock and simmer, uncovered, for 20 minutes, mashing some of the beans against the side of the pan, until thick and creamy.', 1200],
      ['Meanwhile rinse the rice and simmer it, covered, in one and a half times its volume of water for 12 minutes; leave it to stand, covered, off the heat.', 720],
      'Serve the beans over the rice, scattered with the sliced spring onions if you have them.',
    ],
  },
  {
    id: 'mojo-pork-black-beans-rice', title: 'Mojo pork with black beans and rice', cuisine: 'caribbean', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 25, waitMinutes: 30,
    description: 'Cuban-style pork steaks marinated in garlic, orange, lime, cumin and oregano, seared and served with black beans and rice and the pan juices.',
    tags: ['high-protein', 'mild', 'family-friendly'],
    ingredients: [['garlic', 6], ['orange', 2], ['lime', 2], ['ground-cumin', 1, 'tsp'], ['dried-oregano', 1, 'tsp'], ['salt', 1, 'tsp'], ['olive-oil', 3, 'tbsp'], ['pork-loin', 600, 'g', { note: 'as steaks, about 2 cm thick' }], ['onion', 1], ['rice', 250, 'g'], ['black-beans', 1, 'tin']],
    steps: [
      ['Crush the garlic and mix it with the juice of the oranges and limes, the ground cumin, dried oregano, salt and two-thirds of the olive oil. Turn the pork loin steaks in it and leave to marinate for 30 minutes.', 1800],
      ['Meanwhile rinse the rice and simmer it, covered, in one and a half times its volume of water for 12 minutes; leave it to stand, covered, off the heat.', 720],
      'Thinly slice the onion. Drain the black beans, keeping a splash of their liquid.',
      ['Lift the pork out of the marinade. Heat the rest of the olive oil in a large frying pan over a high heat and fry the steaks for 8 minutes, turning once, until browned and cooked through with no pink in the middle; rest them on a board.', 480],
      ['Fry the onion in the pan for 5 minutes, until soft.', 300],
      ['Pour in the marinade and bubble for 2 minutes.', 120],
      ['Warm the black beans with their liquid in a small pan for 5 minutes, until piping hot, and fork them through the rice.', 300],
      'Slice the pork, spoon over the onions and pan juices, and serve with the black beans and rice.',
    ],
  },
  {
    id: 'huevos-pericos-arepas', title: 'Huevos pericos with arepas', cuisine: 'colombian', mealTypes: ['breakfast', 'lunch', 'dinner'], servings: 3, prepMinutes: 15, cookMinutes: 20,
    description: 'Colombia\'s everyday eggs, softly scrambled with tomato and spring onion, with warm griddled corn arepas and fresh cheese.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['masa-harina', 250, 'g'], ['salt', 0.75, 'tsp'], ['vegetable-oil', 1.5, 'tbsp'], ['tomato', 2], ['spring-onion', 4], ['egg', 6], ['queso-fresco', 90, 'g', { optional: true }]],
    steps: [
      'Mix the masa harina with half the salt, then work in warm water a little at a time until it comes together as a soft dough that does not crack.',
      ['Rest the dough for 5 minutes, then shape it into patties about 1 cm thick, two for each person.', 300],
      ['Brush a large frying pan with most of the vegetable oil and cook the arepas over a medium heat for 12 minutes, turning once, until crusted and they sound hollow when tapped.', 720],
      'Meanwhile chop the tomatoes and slice the spring onions. Beat the eggs with the rest of the salt.',
      ['Heat the rest of the oil in a pan and soften the spring onions and tomatoes for 4 minutes.', 240],
      ['Add the eggs and stir gently over a low heat for 3 minutes, until just set.', 180],
      'Serve the eggs with the arepas, split and topped with the crumbled queso fresco if you have it.',
    ],
  },
  {
    id: 'chicken-paprikash', title: 'Chicken paprikash with noodles', cuisine: 'hungarian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'Hungary\'s csirkepaprikás: chicken simmered with onions, green pepper, tomato and plenty of sweet paprika, the sauce finished with soured cream, over noodles.',
    tags: ['high-protein', 'mild', 'family-friendly'],
    ingredients: [['onion', 2], ['green-pepper', 1], ['tomato', 2], ['chicken-thigh', 800, 'g', { note: 'bone-in or boneless' }], ['vegetable-oil', 2, 'tbsp'], ['paprika', 2, 'tbsp'], ['chicken-stock', 300, 'ml'], ['salt', 0.75, 'tsp'], ['soured-cream', 150, 'ml'], ['plain-flour', 1, 'tbsp'], ['egg-noodles', 300, 'g']],
    steps: [
      'Finely chop the onions, slice the green pepper and chop the tomatoes.',
      ['Heat the vegetable oil in a wide pan and brown the chicken thighs for 8 minutes, turning, then lift out onto a plate.', 480],
      ['Cook the onions in the pan for 8 minutes, until soft and golden.', 480],
      'Take the pan off the heat and stir in the paprika, so it does not scorch.',
      ['Return the chicken with the green pepper, tomatoes, chicken stock and salt, cover and simmer for 25 minutes, until the chicken is cooked through.', 1500],
      ['Whisk the soured cream with the flour, stir it into the sauce and simmer gently for 2 minutes, until thickened.', 120],
      ['Meanwhile cook the egg noodles in boiling water for 4 minutes, until tender, and drain.', 240],
      'Serve the chicken and its sauce over the noodles.',
    ],
  },
  {
    id: 'lobio-kidney-beans-walnuts', title: 'Lobio (Georgian kidney beans with walnuts and coriander)', cuisine: 'georgian', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'Georgia\'s bean stew: kidney beans simmered with softened onion, then stirred with crushed walnuts, garlic, coriander and a splash of vinegar, with bread for mopping.',
    tags: ['vegan', 'vegetarian', 'mild', 'family-friendly'],
    ingredients: [['onion', 2], ['garlic', 3], ['vegetable-oil', 2, 'tbsp'], ['ground-coriander', 1, 'tsp'], ['paprika', 1, 'tsp'], ['kidney-beans', 3, 'tin'], ['walnuts', 60, 'g'], ['red-wine-vinegar', 1, 'tbsp'], ['salt', 0.5, 'tsp'], ['coriander', 20, 'g'], ['bread', 4, 'slice']],
    steps: [
      'Finely chop the onions and crush the garlic. Drain the kidney beans, keeping some of their liquid. Finely chop or pound the walnuts.',
      ['Heat the vegetable oil in a pan and cook the onions gently for 10 minutes, until soft and golden.', 600],
      ['Stir in the ground coriander and paprika for 1 minute.', 60],
      ['Add the beans with a good splash of their liquid and simmer for 10 minutes, lightly crushing some of the beans.', 600],
      'Stir in the walnuts, garlic, red wine vinegar and salt, then the chopped coriander.',
      'Serve warm, with the bread.',
    ],
  },
  {
    id: 'koshari', title: 'Koshari (lentils, rice and pasta with spiced tomato and crisp onions)', cuisine: 'north-african', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 45,
    description: 'Egypt\'s street-food favourite from the cupboard: lentils, rice and small pasta layered with a garlicky, vinegar-sharp tomato sauce and a heap of crisp fried onions.',
    tags: ['vegan', 'vegetarian', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['green-lentils', 150, 'g'], ['rice', 150, 'g'], ['pasta', 150, 'g', { note: 'a small shape' }], ['onion', 3], ['vegetable-oil', 5, 'tbsp'], ['garlic', 3], ['ground-cumin', 1, 'tsp'], ['chopped-tomatoes', 1, 'tin'], ['salt', 1, 'tsp'], ['white-wine-vinegar', 1, 'tbsp'], ['chilli-flakes', 0.5, 'tsp', { optional: true }], ['chickpeas', 1, 'tin', { optional: true }]],
    steps: [
      ['Rinse the green lentils and simmer them in plenty of water for 25 minutes, until tender; drain.', 1500],
      ['Meanwhile rinse the rice and simmer it, covered, in one and a half times its volume of water for 12 minutes; leave it to stand, covered, off the heat.', 720],
      ['Cook the pasta in boiling salted water for 10 minutes, until tender, and drain.', 600],
      ['Thinly slice the onions and fry them in the vegetable oil over a medium-high heat for 15 minutes, stirring often, until deep brown and crisp; lift out onto kitchen paper.', 900],
      ['Crush the garlic and fry it with the cumin in the oil left in the pan for 1 minute.', 60],
      ['Add the chopped tomatoes and half the salt and simmer for 10 minutes, until thick. Stir in the white wine vinegar, and the chilli flakes if using.', 600],
      'Toss the lentils, rice and pasta with the rest of the salt, and the drained chickpeas if you have them, and warm through.',
      'Pile into bowls, spoon over the tomato sauce and heap the crisp onions on top.',
    ],
  },
  {
    id: 'salade-mechouia-tuna-egg', title: 'Salade méchouia with tuna and egg', cuisine: 'north-african', mealTypes: ['lunch', 'dinner'], servings: 2, prepMinutes: 10, cookMinutes: 20,
    description: 'Tunisia\'s grilled salad: charred peppers, tomatoes and onion chopped with garlic, olive oil and lemon, topped with tuna and halved boiled eggs, with bread.',
    tags: ['mild'],
    ingredients: [['red-pepper', 2], ['green-pepper', 1], ['tomato', 3], ['onion', 1], ['egg', 2], ['garlic', 1], ['olive-oil', 3, 'tbsp'], ['lemon', 0.5], ['caraway-seeds', 0.5, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['tuna', 1, 'tin'], ['bread', 2, 'slice']],
    steps: [
      ['Heat the grill to high and grill the red and green peppers, the tomatoes and the onion, halved, for 20 minutes, turning, until blackened in places and soft.', 1200],
      ['Meanwhile boil the eggs for 9 minutes, cool them in cold water and peel.', 540],
      ['Put the peppers in a bowl, cover and leave for 5 minutes to steam.', 300],
      'Peel off the peppers\' skins and take out the seeds. Peel the tomatoes.',
      'Finely chop the peppers, tomatoes and onion together with the garlic, then stir in the olive oil, the lemon juice, the salt, and the crushed caraway seeds if using.',
      'Spread on plates, top with the drained tuna and the halved eggs, and serve with the bread.',
    ],
  },
];
