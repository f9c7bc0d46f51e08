import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const mexicanMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'chilli-con-carne', title: 'Chilli con carne', cuisine: 'mexican', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 65,
    description: 'Beef, kidney beans and tomatoes slowly simmered with cumin, smoked paprika and a square of dark chocolate.',
    tags: ['spicy', 'one-pot', 'high-protein', 'batch-friendly'],
    ingredients: [['vegetable-oil', 1, 'tbsp'], ['minced-beef', 500, 'g'], ['onion', 1], ['red-pepper', 1], ['garlic', 2], ['ground-cumin', 2, 'tsp'], ['chilli-powder', 1, 'tsp'], ['smoked-paprika', 1, 'tsp', { optional: true }], ['dried-oregano', 1, 'tsp', { optional: true }], ['tomato-puree', 2, 'tbsp', { optional: true }], ['chopped-tomatoes', 400, 'g'], ['beef-stock', 200, 'ml'], ['salt', 0.75, 'tsp'], ['kidney-beans', 240, 'g'], ['dark-chocolate', 10, 'g', { optional: true }], ['rice', 250, 'g'], ['soured-cream', 4, 'tbsp', { optional: true }]],
    steps: [
      ['Heat the vegetable oil in a large pan and brown the beef mince for 8 minutes, breaking it up.', 480],
      ['Add the chopped onion, red pepper and garlic and cook for 5 minutes.', 300],
      'Stir in the cumin and chilli powder, and the smoked paprika, dried oregano and tomato purée if you have them, then the chopped tomatoes, beef stock and salt.',
      ['Cover and simmer gently for 40 minutes, stirring now and then.', 2400],
      ['Add the drained kidney beans, and the dark chocolate if using, and simmer uncovered for 10 minutes more.', 600],
      ['Meanwhile simmer the rinsed rice in 200 ml of water for every 100 g of rice, covered, for 12 minutes.', 720],
      'Serve the chilli over the rice, with a spoonful of soured cream if you have it.',
    ],
  },
  {
    id: 'black-bean-tacos', title: 'Smoky black bean tacos with lime slaw', cuisine: 'mexican', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 10,
    description: 'Crushed smoky black beans in warm corn tortillas with a crunchy lime-dressed red cabbage slaw and avocado.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['red-cabbage', 150, 'g'], ['lime', 2], ['salt', 0.5, 'tsp'], ['red-onion', 1], ['garlic', 1], ['olive-oil', 1, 'tbsp'], ['black-beans', 480, 'g'], ['ground-cumin', 1, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['corn-tortilla', 8], ['avocado', 1], ['coriander', 15, 'g'], ['jalapeno', 1, null, { optional: true }]],
    steps: [
      'Finely shred the red cabbage and toss it with the juice of half the limes and half the salt.',
      ['Fry half the red onion, chopped, and the crushed garlic in the olive oil for 4 minutes.', 240],
      ['Add the drained black beans, cumin, smoked paprika, the rest of the salt and a splash of water and cook for 5 minutes, crushing some of the beans.', 300],
      'Warm the corn tortillas in a dry pan and slice the avocado and the rest of the onion.',
      'Fill the tortillas with the beans, cabbage, avocado, onion and coriander, with wedges of the second lime and sliced jalapeño for anyone who likes heat.',
    ],
  },
  {
    id: 'chicken-fajitas', title: 'Chicken fajitas', cuisine: 'mexican', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 12,
    description: 'Spiced chicken strips and charred peppers and onions, wrapped in warm tortillas with soured cream and cheese.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-breast', 500, 'g'], ['mixed-peppers', 3], ['red-onion', 1], ['smoked-paprika', 1, 'tsp'], ['ground-cumin', 1, 'tsp'], ['garlic-powder', 0.5, 'tsp', { optional: true }], ['dried-oregano', 0.5, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['vegetable-oil', 2, 'tbsp'], ['lime', 1], ['flour-tortilla', 8], ['soured-cream', 4, 'tbsp', { optional: true }], ['cheddar', 60, 'g'], ['salsa', 4, 'tbsp']],
    steps: [
      'Slice the chicken breasts, mixed peppers and red onion into strips.',
      'Toss the chicken with the smoked paprika, cumin, salt and half the vegetable oil, and the garlic powder and dried oregano if you have them.',
      ['Heat the rest of the oil in a large frying pan over a high heat and fry the peppers and onion for 5 minutes, until charred at the edges; push to one side.', 300],
      ['Add the chicken and fry for 6 minutes, until cooked through. Squeeze over the lime.', 360],
      'Warm the tortillas and serve with the chicken and peppers, grated cheddar and salsa, and soured cream if you have it.',
    ],
  },
  {
    id: 'sweet-potato-black-bean-chilli', title: 'Sweet potato and black bean chilli', cuisine: 'mexican', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'A thick, smoky plant-based chilli of sweet potato and black beans that freezes beautifully.',
    tags: ['vegetarian', 'vegan', 'spicy', 'one-pot', 'batch-friendly'],
    ingredients: [['onion', 1], ['garlic', 3], ['red-pepper', 1], ['sweet-potato', 500, 'g'], ['olive-oil', 2, 'tbsp'], ['ground-cumin', 2, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['chilli-powder', 0.5, 'tsp'], ['chopped-tomatoes', 800, 'g'], ['black-beans', 480, 'g'], ['vegetable-stock', 300, 'ml'], ['salt', 1, 'tsp'], ['rice', 250, 'g'], ['lime', 1], ['coriander', 15, 'g', { optional: true }]],
    steps: [
      'Chop the onion, garlic and red pepper, and peel and dice the sweet potatoes.',
      ['Heat the olive oil in a large pan and cook the onion and pepper for 6 minutes.', 360],
      'Stir in the garlic, cumin, smoked paprika and chilli powder, then the sweet potatoes, chopped tomatoes, drained black beans, vegetable stock and salt.',
      ['Cover and simmer for 30 minutes, until the sweet potato is tender and the chilli is thick.', 1800],
      ['Meanwhile simmer the rinsed rice in 200 ml of water for every 100 g of rice, covered, for 12 minutes.', 720],
      'Squeeze in the lime, scatter with coriander if using, and serve with the rice.',
    ],
  },
  {
    id: 'fish-tacos-cabbage-slaw', title: 'Fish tacos with cabbage slaw', cuisine: 'mexican', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 8,
    description: 'Spiced white fish in warm corn tortillas with crunchy lime and coriander slaw (half a cabbage) and lime mayo.',
    tags: ['mild', 'quick', 'high-protein', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cabbage', 250, 'g'], ['lime', 2], ['salt', 0.5, 'tsp'], ['coriander', 15, 'g'], ['mayonnaise', 2, 'tbsp'], ['yogurt', 3, 'tbsp'], ['cod', 500, 'g'], ['smoked-paprika', 1, 'tsp'], ['ground-cumin', 0.5, 'tsp'], ['vegetable-oil', 2, 'tbsp'], ['corn-tortilla', 8], ['pickled-jalapenos', 2, 'tbsp', { optional: true }]],
    steps: [
      'Finely shred the cabbage and toss with the juice of half the limes, half the salt and the chopped coriander.',
      'Mix the mayonnaise and natural yogurt with a squeeze of lime.',
      'Pat the cod dry, cut it into strips and season with the smoked paprika, cumin and the rest of the salt.',
      ['Fry the fish in the vegetable oil for 2 minutes on each side, until just cooked and flaking.', 120],
      'Warm the corn tortillas and fill with the slaw, fish and lime mayonnaise, with the rest of the lime in wedges and pickled jalapeños for anyone who wants them.',
    ],
  },
  {
    id: 'leftover-rice-burrito-bowls', title: 'Burrito bowls', cuisine: 'mexican', mealTypes: ['lunch', 'dinner'], servings: 4, prepMinutes: 10, cookMinutes: 5,
    description: 'Spiced rice and black beans topped with a quick tomato salsa, avocado, sweetcorn, cheese and soured cream.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 500, 'g'], ['black-beans', 240, 'g'], ['olive-oil', 1, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['smoked-paprika', 0.5, 'tsp'], ['salt', 0.5, 'tsp'], ['tomato', 2], ['red-onion', 0.5], ['lime', 1], ['coriander', 10, 'g'], ['avocado', 1], ['lettuce', 100, 'g'], ['tinned-sweetcorn', 150, 'g'], ['cheddar', 60, 'g'], ['soured-cream', 4, 'tbsp', { optional: true }]],
    steps: [
      ['Warm the cooked rice and drained black beans in a pan with the olive oil, cumin, smoked paprika and salt for 5 minutes, stirring, until piping hot.', 300],
      'Dice the tomatoes and red onion and mix with the juice of half the lime and the chopped coriander to make a quick salsa.',
      'Slice the avocado, shred the lettuce, drain the sweetcorn and grate the cheddar.',
      'Divide the rice and beans between bowls and top with the salsa, avocado, lettuce, sweetcorn and cheddar, and soured cream if you have it, with the rest of the lime in wedges.',
    ],
  },
];
