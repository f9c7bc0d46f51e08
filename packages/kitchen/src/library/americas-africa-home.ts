import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Home cooking from the Americas, the Caribbean and West Africa: sweet potato and black bean tacos,
 * enchiladas from leftover chicken, Caribbean brown stew chicken, a peanut and sweet potato groundnut
 * stew, jollof rice and egg-free banana oat pancakes. Chicken is cooked until no pink is left; leftover
 * chicken is only heated until piping hot; a scotch bonnet is optional, so the dishes stay mild.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const americasAfricaHomeMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'sweet-potato-black-bean-tacos-avocado-feta', title: 'Sweet potato and black bean tacos with smashed avocado and feta', cuisine: 'mexican', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 25,
    description: 'Cumin and smoked paprika roast sweet potato and warm black beans in soft tortillas with lime-smashed avocado and crumbled feta.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['sweet-potato', 600, 'g'], ['olive-oil', 2, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['salt', 0.75, 'tsp'], ['black-beans', 1, 'tin'], ['avocado', 2], ['lime', 2], ['flour-tortilla', 8, null, { note: 'small' }], ['feta', 100, 'g'], ['red-onion', 0.5, null, { optional: true }], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Peel the sweet potatoes, cut them into 2 cm cubes and toss them with the olive oil, the ground cumin, the smoked paprika and half the salt on a baking tray.',
      ['Roast for 25 minutes, turning halfway, until tender and caramelised at the edges.', 1500],
      ['Meanwhile drain and rinse the black beans and warm them in a small pan with a splash of water for 3 minutes, lightly crushing a few.', 180],
      'Halve and stone the avocados, scoop the flesh into a bowl and mash it roughly with a good squeeze of the lime juice and the rest of the salt. Cut the rest of the limes into wedges.',
      ['Warm the flour tortillas in a dry frying pan for 20 seconds on each side.', 20],
      'Spread the tortillas with the smashed avocado, top with the sweet potato and black beans and crumble over the feta. Finish with the thinly sliced red onion and the coriander, if you have them, and serve with the lime wedges.',
    ],
  },
  {
    id: 'leftover-chicken-enchiladas', title: 'Chicken enchiladas from leftover chicken', cuisine: 'mexican', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'Shredded leftover chicken rolled in tortillas with a cumin and smoked paprika tomato sauce and cheddar, baked under more sauce and cheese until bubbling.',
    tags: ['mild', 'family-friendly', 'high-protein', 'uses-leftovers'],
    ingredients: [['onion', 1], ['red-pepper', 1, null, { optional: true }], ['garlic', 2], ['olive-oil', 1, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['chilli-powder', 0.5, 'tsp', { optional: true }], ['chopped-tomatoes', 2, 'tin'], ['salt', 0.5, 'tsp'], ['cooked-chicken', 400, 'g', { note: 'cooked within the last two days and kept cold' }], ['cheddar', 120, 'g'], ['flour-tortilla', 8], ['soured-cream', 100, 'ml', { optional: true }], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Slice the onion, and the red pepper, if using, and crush the garlic.',
      ['Heat the olive oil in a large frying pan and fry the onion, with the red pepper, if using, for 8 minutes, until soft.', 480],
      ['Stir in the garlic, the ground cumin and the smoked paprika, with the chilli powder, if using, and fry for 1 minute.', 60],
      ['Add the chopped tomatoes and the salt and simmer for 10 minutes, until thickened.', 600],
      'Shred the cooked chicken and mix it with a third of the sauce and half the grated cheddar.',
      'Spoon the chicken filling down the middle of the flour tortillas, roll them up and lay them side by side, seam down, in an ovenproof dish. Pour over the rest of the sauce and scatter with the rest of the cheddar.',
      ['Bake for 20 minutes, until the cheese is melted and bubbling and the filling is piping hot.', 1200],
      'Serve with the soured cream and the chopped coriander, if you have them.',
    ],
  },
  {
    id: 'caribbean-brown-stew-chicken-rice', title: 'Caribbean brown stew chicken with rice', cuisine: 'caribbean', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 55, waitMinutes: 30,
    description: 'Chicken thighs seasoned with garlic, thyme and soy, browned in caramelised sugar and simmered with onion, pepper and tomato into a rich, dark gravy, with rice.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-thigh', 900, 'g', { note: 'bone-in' }], ['garlic', 4], ['thyme', 5, 'g'], ['soy-sauce', 1, 'tbsp'], ['worcestershire-sauce', 1, 'tbsp', { optional: true }], ['salt', 0.75, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['onion', 1], ['red-pepper', 1], ['tomato', 2], ['spring-onion', 3], ['vegetable-oil', 2, 'tbsp'], ['dark-brown-sugar', 1, 'tbsp'], ['allspice', 0.5, 'tsp', { optional: true }], ['scotch-bonnet', 1, null, { optional: true }], ['rice', 300, 'g'], ['ketchup', 1, 'tbsp', { optional: true }]],
    steps: [
      ['Mix the chicken thighs with the crushed garlic, half the thyme, the soy sauce, the Worcestershire sauce, if using, the salt and the black pepper; leave for 30 minutes, or overnight in the fridge.', 1800],
      'Slice the onion and the red pepper, chop the tomatoes and slice the spring onions.',
      ['Heat the vegetable oil in a heavy casserole over a medium heat, add the dark brown sugar and let it melt and bubble for 2 minutes, until it turns a deep brown but is not burnt.', 120],
      ['Add the chicken, shaking off the marinade, and brown it for 8 minutes, turning, until a deep mahogany colour all over; take care, as it spits.', 480],
      ['Add the onion, red pepper and tomatoes, the rest of the thyme and the marinade, with the allspice and the whole scotch bonnet, if using, and stir for 3 minutes.', 180],
      ['Pour in a cupful of water, cover and simmer gently for 30 minutes, turning the chicken now and then, until it is cooked through with no pink left and the sauce is thick and glossy.', 1800],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Take out the scotch bonnet, if you used it, and stir in the spring onions, and the ketchup, if using. Serve the chicken and its gravy with the rice.',
    ],
  },
  {
    id: 'groundnut-stew-sweet-potato', title: 'West African groundnut stew with sweet potato', cuisine: 'west-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'Sweet potato simmered in a rich, gently spiced peanut and tomato sauce with ginger and garlic, with spinach wilted in if you have it, served with rice.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['onion', 1], ['garlic', 3], ['ginger', 1, 'tbsp'], ['sweet-potato', 600, 'g'], ['vegetable-oil', 1, 'tbsp'], ['scotch-bonnet', 0.5, null, { optional: true }], ['tomato-puree', 2, 'tbsp'], ['chopped-tomatoes', 1, 'tin'], ['vegetable-stock', 600, 'ml'], ['peanut-butter', 100, 'g', { note: 'smooth' }], ['salt', 0.5, 'tsp'], ['rice', 250, 'g'], ['spinach', 150, 'g', { optional: true }], ['peanuts', 30, 'g', { optional: true }]],
    steps: [
      'Chop the onion, crush the garlic and grate the ginger. Peel the sweet potatoes and cut them into 3 cm chunks.',
      ['Heat the vegetable oil in a large pan and fry the onion for 8 minutes, until soft and golden.', 480],
      ['Stir in the garlic, the ginger and the tomato puree, with the finely chopped scotch bonnet, if using, and fry for 2 minutes.', 120],
      'Add the sweet potatoes, the chopped tomatoes and the vegetable stock, whisk in the peanut butter until smooth and season with the salt.',
      ['Simmer, partly covered, for 25 minutes, stirring now and then so it does not catch, until the sweet potatoes are tender and the stew is thick.', 1500],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      ['Stir in the spinach, if using, and cook for 2 minutes, until wilted.', 120],
      'Serve the stew with the rice, scattered with the chopped peanuts, if you have them.',
    ],
  },
  {
    id: 'jollof-rice', title: 'Jollof rice', cuisine: 'west-african', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 65,
    description: 'Long-grain rice cooked slowly in a rich sauce of blended red peppers, tomatoes and onion fried down with tomato purée, curry powder and thyme until the oil rises.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['red-pepper', 2], ['onion', 2], ['garlic', 3], ['chopped-tomatoes', 1, 'tin'], ['scotch-bonnet', 0.5, null, { optional: true }], ['vegetable-oil', 4, 'tbsp'], ['tomato-puree', 2, 'tbsp'], ['curry-powder', 1, 'tsp'], ['dried-thyme', 1, 'tsp'], ['bay-leaf', 2, null, { optional: true }], ['salt', 0.75, 'tsp'], ['rice', 300, 'g', { note: 'long-grain' }], ['vegetable-stock', 500, 'ml']],
    steps: [
      'Roughly chop the red peppers, half the onions and the garlic and blend them with the chopped tomatoes, and the scotch bonnet, if using, until smooth.',
      'Thinly slice the rest of the onions.',
      ['Heat the vegetable oil in a large heavy pan with a lid over a medium heat and fry the sliced onions for 5 minutes, until soft.', 300],
      ['Stir in the tomato puree and fry for 2 minutes, until it darkens.', 120],
      ['Add the blended sauce, the curry powder, the dried thyme, the salt and the bay leaves, if using, and cook for 20 minutes, stirring often, until thick and reduced and the oil rises to the top.', 1200],
      'Rinse the rice well, stir it into the sauce with the vegetable stock and bring to the boil.',
      ['Cover with foil and the lid, turn the heat to its lowest and cook for 30 minutes, stirring once halfway, until the rice is tender and has absorbed the liquid; add a splash of water if it is still hard.', 1800],
      ['Take it off the heat and leave it to stand, covered, for 5 minutes, then take out the bay leaves, if you used them, and fluff it up with a fork.', 300],
    ],
  },
  {
    id: 'banana-oat-pancakes', title: 'Banana oat pancakes (egg-free)', cuisine: 'american', mealTypes: ['breakfast'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'Thick, soft pancakes blended from ripe bananas, oats and milk with no eggs, served with maple syrup, berries and yogurt if you like.',
    tags: ['vegetarian', 'mild', 'family-friendly', 'quick'],
    ingredients: [['oats', 100, 'g'], ['banana', 2, null, { note: 'ripe' }], ['milk', 150, 'ml', { note: 'or any plant milk' }], ['baking-powder', 1, 'tsp'], ['salt', 1, 'pinch'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['vegetable-oil', 1, 'tbsp'], ['maple-syrup', 2, 'tbsp', { optional: true }], ['blueberry', 100, 'g', { optional: true }], ['yogurt', 100, 'g', { optional: true }]],
    steps: [
      'Blitz the oats in a blender to a coarse flour, then add the bananas, broken up, the milk, the baking powder and the salt, with the ground cinnamon, if using, and blend until smooth.',
      ['Leave the batter to stand for 5 minutes, so the oats thicken it.', 300],
      ['Heat a little of the vegetable oil in a non-stick frying pan over a medium heat, drop in spoonfuls of the batter and spread them a little; cook for 2 minutes, until bubbles appear and the undersides are golden.', 120],
      ['Flip them carefully and cook for 2 minutes more, until set; keep them warm while you cook the rest, adding more oil as needed.', 120],
      'Serve the pancakes with the maple syrup, the blueberries and the yogurt, if you like.',
    ],
  },
];
