import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Middle Eastern, Indian and Sri Lankan home cooking from the cupboard's ground spices: roast aubergine
 * with tahini and a bulgur tabbouleh, an aubergine and chickpea stew, lamb shawarma, yogurt and lemon
 * chicken with quinoa, a chicken biryani, paneer bhurji and two coconut curries. Chicken is cooked until
 * no pink is left; a second dried spice or a whole spice is optional.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const spiceHomeMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'roast-aubergine-tahini-chickpeas-tabbouleh', title: 'Roast aubergine with tahini, crisp chickpeas and bulgur tabbouleh', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 20, cookMinutes: 35,
    description: 'Halved aubergines roasted until silky, spooned with a lemony garlic tahini sauce and scattered with cumin-roast chickpeas, on a fresh parsley and tomato tabbouleh.',
    tags: ['vegetarian', 'vegan', 'mild'],
    ingredients: [['aubergine', 2], ['olive-oil', 4, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['salt', 0.75, 'tsp'], ['chickpeas', 1, 'tin'], ['bulgur', 100, 'g'], ['parsley', 30, 'g'], ['mint', 10, 'g', { optional: true }], ['tomato', 2], ['cucumber', 0.25, null, { optional: true }], ['lemon', 1], ['garlic', 1], ['tahini', 2, 'tbsp'], ['pomegranate', 0.5, null, { optional: true }]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Halve the aubergines lengthways, score the flesh deeply in a criss-cross without cutting through the skin, brush with half the olive oil and sprinkle with half the ground cumin and a little of the salt.',
      ['Roast cut side up for 35 minutes, until very soft and golden.', 2100],
      ['Drain the chickpeas, pat them dry, toss them with a little of the oil and the rest of the cumin and roast them on another tray for 20 minutes, until crisp at the edges.', 1200],
      ['Meanwhile pour boiling water over the bulgur wheat in a bowl, just to cover, put a plate on top and leave for 15 minutes, until tender; drain off any water left.', 900],
      'Finely chop the parsley, and the mint, if using, and dice the tomatoes and the cucumber, if you have it. Fork them through the bulgur with the juice of half the lemon, a spoonful of the oil and a pinch of the salt.',
      'For the sauce, crush the garlic and whisk it with the tahini, the rest of the lemon juice, the rest of the salt and enough cold water to make a pourable sauce.',
      'Lay the aubergines on the tabbouleh, spoon over the tahini sauce, scatter with the chickpeas and the pomegranate seeds, if using, and drizzle with the rest of the oil.',
    ],
  },
  {
    id: 'aubergine-chickpea-stew', title: 'Aubergine and chickpea stew', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 45,
    description: 'Golden fried aubergine simmered with chickpeas in a cumin and smoked paprika tomato sauce until silky, with couscous if you like.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['aubergine', 2], ['onion', 1], ['garlic', 3], ['olive-oil', 4, 'tbsp'], ['ground-cumin', 2, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['chopped-tomatoes', 1, 'tin'], ['chickpeas', 2, 'tin'], ['salt', 0.75, 'tsp'], ['couscous', 250, 'g', { optional: true }], ['lemon', 0.5, null, { optional: true }], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      'Cut the aubergines into 3 cm chunks, chop the onion and crush the garlic.',
      ['Heat half the olive oil in a large pan over a medium-high heat and fry the aubergine for 10 minutes, stirring now and then, until golden and soft; tip it out onto a plate.', 600],
      ['Add the rest of the oil and the onion and cook over a medium heat for 8 minutes, until soft.', 480],
      ['Stir in the garlic, the ground cumin, the smoked paprika and the ground cinnamon, if using, and fry for 1 minute.', 60],
      'Add the chopped tomatoes, the drained chickpeas, the aubergine, the salt and a cupful of water.',
      ['Cover and simmer for 20 minutes, stirring now and then, until the aubergine is silky and the sauce thick.', 1200],
      ['Meanwhile put the couscous, if using, in a bowl, pour over boiling water to just cover it, cover and leave for 5 minutes, then fluff it up with a fork.', 300],
      'Squeeze over the lemon juice and scatter with the chopped coriander, if you have them, and serve with the couscous, if using.',
    ],
  },
  {
    id: 'lamb-shawarma-pittas', title: 'Lamb shawarma pittas', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 20, cookMinutes: 10, waitMinutes: 20,
    description: 'Thin slices of lamb leg steak in a garlic, cumin, paprika and lemon marinade, fried until crisp at the edges and stuffed into warm pittas with salad and garlic yogurt.',
    tags: ['mild', 'high-protein'],
    ingredients: [['lamb-leg', 500, 'g', { note: 'leg steaks' }], ['olive-oil', 2, 'tbsp'], ['garlic', 3], ['ground-cumin', 2, 'tsp'], ['paprika', 2, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['lemon', 1], ['salt', 0.75, 'tsp'], ['red-onion', 1], ['tomato', 2], ['cucumber', 0.5], ['greek-yogurt', 150, 'g'], ['tahini', 1, 'tbsp', { optional: true }], ['pitta', 4], ['parsley', 10, 'g', { optional: true }], ['hot-sauce', 1, 'tbsp', { optional: true }]],
    steps: [
      ['Slice the lamb leg steaks thinly across the grain and mix with half the olive oil, half the garlic, crushed, the ground cumin, the paprika, the ground cinnamon, if using, the juice of half the lemon and the salt; leave for 20 minutes, or up to a day in the fridge.', 1200],
      'Meanwhile thinly slice the red onion and toss it with a squeeze of the lemon juice. Slice the tomatoes and the cucumber. Crush the rest of the garlic and mix it into the Greek yogurt with the tahini, if using.',
      ['Heat the rest of the oil in a large frying pan over a high heat and fry the lamb in batches for 4 minutes, until browned and crisp at the edges but still juicy.', 240],
      ['Warm the pittas in a toaster or a hot dry pan for 1 minute, until puffed.', 60],
      'Split the pittas and fill them with the lamb, the tomatoes, cucumber and red onion and a spoonful of the garlic yogurt, with the chopped parsley and the hot sauce, if you like.',
    ],
  },
  {
    id: 'yogurt-lemon-chicken-quinoa-cucumber', title: 'Yogurt and lemon chicken with quinoa and cucumber', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 15, cookMinutes: 20, waitMinutes: 20,
    description: 'Chicken thighs marinated in yogurt, lemon and garlic and pan-fried until charred in places, on lemony quinoa with crunchy cucumber and a cool garlic yogurt.',
    tags: ['mild', 'high-protein'],
    ingredients: [['chicken-thigh', 400, 'g', { note: 'boneless and skinless' }], ['yogurt', 150, 'g'], ['lemon', 1], ['garlic', 2], ['ground-cumin', 1, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['quinoa', 120, 'g'], ['olive-oil', 1, 'tbsp'], ['cucumber', 0.5], ['mint', 5, 'g', { optional: true }], ['parsley', 10, 'g', { optional: true }]],
    steps: [
      ['Mix half the natural yogurt with the zest and juice of half the lemon, half the garlic, crushed, the ground cumin, if using, and half the salt, and coat the chicken thighs in it; leave for 20 minutes, or up to a day in the fridge.', 1200],
      ['Rinse the quinoa and simmer it in plenty of water for 15 minutes, until tender and the little tails show; drain well.', 900],
      ['Meanwhile heat the olive oil in a frying pan over a medium heat and cook the chicken for 6 minutes on each side, until charred in places and cooked through with no pink left.', 360],
      'Dice the cucumber. Crush the rest of the garlic and mix it into the rest of the yogurt with the chopped mint, if using.',
      'Fork the cucumber through the quinoa with the rest of the lemon juice, the rest of the salt and the chopped parsley, if you have it.',
      'Slice the chicken and serve it on the quinoa with the garlic yogurt.',
    ],
  },
  {
    id: 'chicken-biryani', title: 'Chicken biryani', cuisine: 'indian', mealTypes: ['dinner'], servings: 4, prepMinutes: 25, cookMinutes: 65, waitMinutes: 20,
    description: 'Chicken marinated in yogurt and spices, cooked down with deep golden onions, then layered with part-cooked basmati rice and steamed in a sealed pot until fragrant and fluffy.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-thigh', 600, 'g', { note: 'boneless and skinless' }], ['yogurt', 150, 'g'], ['garlic', 4], ['ginger', 1, 'tbsp'], ['garam-masala', 2, 'tsp'], ['turmeric', 0.5, 'tsp'], ['chilli-powder', 0.5, 'tsp', { optional: true }], ['salt', 1.5, 'tsp'], ['basmati-rice', 300, 'g'], ['onion', 3], ['vegetable-oil', 4, 'tbsp'], ['cinnamon-stick', 1, null, { optional: true }], ['cardamom', 0.5, 'tsp', { optional: true }], ['bay-leaf', 2, null, { optional: true }], ['saffron', 1, 'pinch', { optional: true }], ['milk', 2, 'tbsp', { optional: true }], ['butter', 20, 'g', { optional: true }], ['coriander', 10, 'g', { optional: true }], ['mint', 5, 'g', { optional: true }]],
    steps: [
      ['Cut the chicken thighs into large chunks and mix them with the natural yogurt, the crushed garlic, the grated ginger, the garam masala, the turmeric, the chilli powder, if using, and half the salt; leave for 20 minutes, or up to a day in the fridge.', 1200],
      'Meanwhile rinse the basmati rice until the water runs clear and leave it to soak in cold water. Thinly slice the onions.',
      ['Heat the vegetable oil in a large heavy casserole with a tight lid and fry the onions over a medium heat for 15 minutes, stirring often, until deep golden and crisp; lift out half of them onto kitchen paper.', 900],
      ['Add the chicken and its marinade to the onions left in the pan and cook for 10 minutes, stirring now and then, until the chicken is sealed and the sauce has thickened.', 600],
      'Meanwhile bring a large pan of water to the boil with the rest of the salt, and the cinnamon stick, cardamom and bay leaves, if you have them.',
      ['Drain the rice, add it to the boiling water and cook for 5 minutes, until it is tender on the outside but still firm in the middle; drain well.', 300],
      'Spread the rice over the chicken, drizzle over the saffron soaked in the warm milk and the melted butter, if using, and scatter with the kept onions.',
      ['Cover tightly with foil and the lid and cook over the lowest heat for 25 minutes, until the rice is tender and the chicken is cooked through with no pink left.', 1500],
      ['Take it off the heat and leave it to stand, covered, for 5 minutes.', 300],
      'Scatter with the chopped coriander and mint, if you have them, and serve, scooping down to the chicken at the bottom.',
    ],
  },
  {
    id: 'paneer-bhurji', title: 'Paneer bhurji', cuisine: 'indian', mealTypes: ['breakfast', 'lunch', 'dinner'], servings: 2, prepMinutes: 10, cookMinutes: 15,
    description: 'Crumbled paneer scrambled with onion, tomato, ginger, garlic and cumin seeds until hot and coated in masala, with warm chapatis.',
    tags: ['vegetarian', 'mild'],
    ingredients: [['paneer', 225, 'g'], ['onion', 1], ['tomato', 2], ['garlic', 2], ['ginger', 1, 'tsp'], ['green-chilli', 1, null, { optional: true }], ['vegetable-oil', 1, 'tbsp'], ['cumin-seeds', 1, 'tsp'], ['turmeric', 0.5, 'tsp'], ['chilli-powder', 0.25, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['garam-masala', 0.5, 'tsp'], ['coriander', 10, 'g', { optional: true }], ['chapati', 4, null, { optional: true }]],
    steps: [
      'Finely chop the onion and the tomatoes, crush the garlic, grate the ginger and finely chop the green chilli, if using. Crumble the paneer with your fingers.',
      ['Heat the vegetable oil in a frying pan over a medium heat, add the cumin seeds and let them sizzle for 30 seconds.', 30],
      ['Add the onion and fry for 6 minutes, until soft and light golden.', 360],
      ['Add the garlic, ginger and turmeric, with the green chilli and the chilli powder, if using, and fry for 1 minute.', 60],
      ['Add the tomatoes and the salt and cook for 4 minutes, until soft and jammy.', 240],
      ['Stir in the paneer and the garam masala and cook for 3 minutes, stirring, until the paneer is hot and coated in the masala.', 180],
      'Scatter with the chopped coriander, if you have it, and serve with the warm chapatis, if using.',
    ],
  },
  {
    id: 'chickpea-spinach-coconut-curry', title: 'Chickpea, spinach and coconut curry', cuisine: 'indian', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 30,
    description: 'Chickpeas simmered in a creamy coconut and tomato sauce spiced with curry powder, ginger and garlic, with a lot of spinach wilted in and rice on the side.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['rice', 250, 'g'], ['onion', 1], ['garlic', 3], ['ginger', 1, 'tbsp'], ['vegetable-oil', 2, 'tbsp'], ['curry-powder', 2, 'tbsp'], ['chopped-tomatoes', 1, 'tin'], ['coconut-milk', 400, 'ml'], ['chickpeas', 2, 'tin'], ['salt', 0.75, 'tsp'], ['spinach', 200, 'g'], ['lime', 0.5, null, { optional: true }], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Meanwhile chop the onion, crush the garlic and grate the ginger.',
      ['Heat the vegetable oil in a large pan over a medium heat and fry the onion for 8 minutes, until soft and golden.', 480],
      ['Stir in the garlic, the ginger and the curry powder and fry for 1 minute, until fragrant.', 60],
      'Add the chopped tomatoes, the coconut milk, the drained chickpeas and the salt and bring to a simmer.',
      ['Simmer for 15 minutes, stirring now and then, until thickened.', 900],
      ['Stir in the spinach a handful at a time and cook for 2 minutes, until wilted.', 120],
      'Squeeze in the lime juice and scatter with the chopped coriander, if you have them, and serve with the rice.',
    ],
  },
  {
    id: 'sri-lankan-butternut-coconut-curry', title: 'Sri Lankan butternut squash and coconut curry', cuisine: 'sri-lankan', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 35,
    description: 'Chunks of butternut squash simmered until tender in coconut milk with curry powder, turmeric, ginger and garlic, sharpened with lime, with basmati rice.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['butternut-squash', 1, 'kg'], ['onion', 1], ['garlic', 3], ['ginger', 1, 'tbsp'], ['green-chilli', 1, null, { optional: true }], ['vegetable-oil', 2, 'tbsp'], ['mustard-seeds', 1, 'tsp', { optional: true }], ['curry-leaf', 1, 'handful', { optional: true }], ['cinnamon-stick', 1, null, { optional: true }], ['curry-powder', 1, 'tbsp'], ['turmeric', 0.5, 'tsp'], ['coconut-milk', 400, 'ml'], ['salt', 0.75, 'tsp'], ['basmati-rice', 250, 'g'], ['lime', 1], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      'Peel the butternut squash, scoop out the seeds and cut it into 3 cm chunks. Slice the onion, crush the garlic, grate the ginger and slit the green chilli, if using.',
      ['Heat the vegetable oil in a large pan over a medium heat, add the mustard seeds, curry leaves and cinnamon stick, if you have them, and let them sizzle for 30 seconds.', 30],
      ['Add the onion and fry for 8 minutes, until soft and golden.', 480],
      ['Stir in the garlic, the ginger, the curry powder and the turmeric, with the green chilli, if using, and fry for 1 minute.', 60],
      'Add the squash, the coconut milk, the salt and a cupful of water and bring to a simmer.',
      ['Cover and simmer for 20 minutes, stirring now and then, until the squash is tender but holding its shape.', 1200],
      ['Meanwhile rinse the basmati rice and simmer it, covered, in 150 ml of water for every 100 g of rice, for 10 minutes; leave it to stand off the heat.', 600],
      'Take out the cinnamon stick, if you used it, squeeze in the juice of the lime, scatter with the chopped coriander, if using, and serve with the rice.',
    ],
  },
];
