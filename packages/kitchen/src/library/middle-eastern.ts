import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const middleEasternMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'baked-falafel-pittas', title: 'Baked falafel pittas with tahini sauce', cuisine: 'middle-eastern', mealTypes: ['lunch', 'dinner'], servings: 4, prepMinutes: 20, cookMinutes: 25,
    description: 'Herby falafel made from tinned chickpeas and baked rather than fried, in pittas with salad and lemony tahini.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly'],
    ingredients: [['olive-oil', 3, 'tbsp'], ['chickpeas', 480, 'g'], ['onion', 0.5], ['garlic', 2], ['parsley', 15, 'g'], ['coriander', 15, 'g', { optional: true }], ['ground-cumin', 1.5, 'tsp'], ['ground-coriander', 1, 'tsp'], ['salt', 0.75, 'tsp'], ['plain-flour', 3, 'tbsp'], ['baking-powder', 0.5, 'tsp'], ['tahini', 3, 'tbsp'], ['lemon', 1], ['pitta', 4], ['tomato', 2], ['cucumber', 0.5]],
    steps: [
      'Heat the oven to 200°C (180°C fan) and oil a baking tray with a third of the olive oil.',
      'Drain the chickpeas and dry them well. Pulse in a food processor with the onion, garlic, parsley, the coriander if you have it, cumin, ground coriander, salt, flour and baking powder until finely chopped but not a paste.',
      'Shape into small patties, 4 for each serving, put them on the tray and brush with the rest of the oil.',
      ['Bake for 25 minutes, turning halfway, until crisp and golden.', 1500],
      'Whisk the tahini with the juice of the lemon and enough cold water to make a pourable sauce.',
      'Warm the pitta breads and fill with the falafel, sliced tomatoes and cucumber, and the tahini sauce.',
    ],
  },
  {
    id: 'mujadara', title: 'Mujadara (lentils and rice with crispy onions)', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 45,
    description: 'Lentils and rice cooked with cumin and cinnamon under a heap of deeply browned onions. Humble and wonderful.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['green-lentils', 200, 'g'], ['onion', 3], ['olive-oil', 4, 'tbsp'], ['ground-cumin', 1.5, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['basmati-rice', 150, 'g'], ['salt', 1, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['cucumber', 1, null, { optional: true }], ['lemon', 1, null, { optional: true }]],
    steps: [
      ['Rinse the green lentils, cover with plenty of water and simmer for 15 minutes, until just tender, then drain.', 900],
      ['Meanwhile slice the onions thinly and fry them in the olive oil over a medium-high heat for 20 minutes, stirring often, until deep brown and crisp. Lift out half.', 1200],
      'Stir the cumin, and the cinnamon if you have it, into the onions left in the pan, then add the rinsed basmati rice, the lentils, the salt and water, 100 ml for each serving.',
      ['Bring to the boil, cover tightly and cook on a very low heat for 15 minutes.', 900],
      ['Turn off the heat and leave covered for 5 minutes, then fluff up with a fork.', 300],
      'Season with black pepper, top with the crisp onions, and serve, if you like, with the cucumber sliced and dressed with the juice of the lemon.',
    ],
  },
  {
    id: 'fattoush', title: 'Fattoush', cuisine: 'middle-eastern', mealTypes: ['lunch'], servings: 3, prepMinutes: 15, cookMinutes: 8,
    description: 'A crunchy Lebanese salad of crisp baked pitta, herbs and vegetables in a sharp sumac and pomegranate dressing.',
    tags: ['vegetarian', 'vegan', 'mild', 'uses-leftovers'],
    ingredients: [['pitta', 3, null, { note: 'stale is fine' }], ['olive-oil', 4, 'tbsp'], ['sumac', 1, 'tsp'], ['romaine-lettuce', 200, 'g'], ['tomato', 3], ['cucumber', 1], ['radish', 6, null, { optional: true }], ['spring-onion', 3], ['parsley', 15, 'g'], ['mint', 10, 'g'], ['lemon', 1], ['pomegranate-molasses', 1, 'tbsp'], ['garlic', 1], ['salt', 0.5, 'tsp']],
    steps: [
      ['Heat the oven to 200°C (180°C fan). Tear the pitta breads into bite-sized pieces, toss with a quarter of the olive oil and half the sumac and bake for 8 minutes, until crisp.', 480],
      'Chop the little gem leaves, tomatoes and cucumber; slice the spring onions, and the radishes if using; pick the parsley and mint leaves.',
      'Whisk the rest of the oil with the juice of the lemon, the pomegranate molasses, crushed garlic and salt.',
      'Toss the salad with the dressing, then the pitta, and sprinkle with the rest of the sumac.',
    ],
  },
  {
    id: 'chicken-shawarma-traybake', title: 'Chicken shawarma traybake', cuisine: 'middle-eastern', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 30, waitMinutes: 20,
    description: 'Spiced, lemony chicken thighs and red onions roasted until charred, wrapped in pitta with garlic yogurt and salad.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['olive-oil', 3, 'tbsp'], ['lemon', 1], ['garlic', 3], ['ground-cumin', 2, 'tsp'], ['paprika', 2, 'tsp'], ['turmeric', 0.5, 'tsp', { optional: true }], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['salt', 1, 'tsp'], ['chicken-thigh', 700, 'g'], ['red-onion', 2], ['greek-yogurt', 150, 'g'], ['tomato', 2], ['cucumber', 0.5], ['pitta', 4]],
    steps: [
      ['Mix two-thirds of the olive oil with the juice of the lemon, two-thirds of the garlic, crushed, the cumin, paprika and salt, and the turmeric and cinnamon if you have them. Toss the chicken thighs in it and leave for 20 minutes.', 1200],
      'Heat the oven to 220°C (200°C fan). Cut the red onions into wedges and spread them on a roasting tin with the chicken, drizzled with the rest of the oil.',
      ['Roast for 30 minutes, until the chicken is charred at the edges and cooked through.', 1800],
      'Meanwhile mix the Greek yogurt with the rest of the garlic, crushed, and chop the tomatoes and cucumber.',
      'Slice the chicken and serve in warm pitta breads with the onions, salad and garlic yogurt.',
    ],
  },
  {
    id: 'lamb-kofta-pittas', title: 'Lamb kofta with tzatziki', cuisine: 'middle-eastern', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 10,
    description: 'Cumin and cinnamon spiced lamb kofta, grilled and tucked into pittas with tomato, red onion and tzatziki.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['onion', 0.5], ['minced-lamb', 500, 'g'], ['garlic', 2], ['ground-cumin', 1, 'tsp'], ['ground-coriander', 1, 'tsp'], ['ground-cinnamon', 0.25, 'tsp', { optional: true }], ['parsley', 15, 'g'], ['salt', 0.75, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['pitta', 4], ['red-onion', 0.5], ['tomato', 2], ['tzatziki', 150, 'g']],
    steps: [
      'Grate the onion and squeeze out its juice. Mix with the lamb mince, crushed garlic, cumin, ground coriander, the cinnamon if you have it, chopped parsley, salt and black pepper.',
      'Shape into small logs, 3 for each serving, around skewers if you have them.',
      ['Cook under a hot grill or in a griddle pan for 10 minutes, turning, until browned and cooked through.', 600],
      'Warm the pitta breads, slice the red onion and tomatoes, and serve the kofta in the pittas with the salad and tzatziki.',
    ],
  },
  {
    id: 'chickpea-tabbouleh', title: 'Tabbouleh with chickpeas', cuisine: 'middle-eastern', mealTypes: ['lunch'], servings: 4, prepMinutes: 10, cookMinutes: 0, waitMinutes: 20,
    description: 'A green, lemony herb salad with a little bulgur and a tin of chickpeas to make it a meal.',
    tags: ['vegetarian', 'vegan', 'mild', 'no-cook'],
    ingredients: [['bulgur', 100, 'g'], ['parsley', 60, 'g'], ['mint', 20, 'g'], ['tomato', 3], ['spring-onion', 4], ['chickpeas', 240, 'g'], ['lemon', 2], ['olive-oil', 4, 'tbsp'], ['salt', 0.5, 'tsp']],
    steps: [
      ['Rinse the bulgur wheat, cover with cold water and leave to soak for 20 minutes, then drain well and squeeze dry.', 1200],
      'Meanwhile very finely chop the parsley and mint, dice the tomatoes and slice the spring onions.',
      'Toss everything with the drained chickpeas, the juice of the lemons, the olive oil and salt.',
      'Taste: it should be sharp with lemon and bright green with herbs.',
    ],
  },
  {
    id: 'red-lentil-soup', title: 'Shorbat adas (red lentil and cumin soup)', cuisine: 'middle-eastern', mealTypes: ['lunch'], servings: 4, prepMinutes: 10, cookMinutes: 30,
    description: 'A golden, velvety soup of red lentils, cumin and lemon. Cheap, filling and freezes perfectly.',
    tags: ['vegetarian', 'vegan', 'mild', 'one-pot', 'batch-friendly', 'family-friendly'],
    ingredients: [['onion', 1], ['carrot', 1], ['garlic', 2], ['red-lentils', 250, 'g'], ['olive-oil', 2, 'tbsp'], ['ground-cumin', 2, 'tsp'], ['turmeric', 0.5, 'tsp'], ['vegetable-stock', 1200, 'ml'], ['salt', 0.5, 'tsp'], ['lemon', 1]],
    steps: [
      'Chop the onion, carrot and garlic. Rinse the red lentils.',
      ['Heat the olive oil in a large pan and cook the onion and carrot for 8 minutes, until soft.', 480],
      'Stir in the garlic, cumin and turmeric, then add the lentils and vegetable stock.',
      ['Bring to the boil and simmer for 20 minutes, until the lentils have collapsed.', 1200],
      'Blend until smooth, season with the salt and the juice of half the lemon, and serve with the rest of the lemon in wedges.',
    ],
  },
  {
    id: 'halloumi-roast-veg-couscous', title: 'Roast vegetable couscous with halloumi', cuisine: 'middle-eastern', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 30,
    description: 'Cumin-roasted courgette, peppers and red onion tossed through lemony couscous with golden fried halloumi.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['courgette', 1], ['red-pepper', 2], ['red-onion', 1], ['olive-oil', 3, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['couscous', 200, 'g'], ['vegetable-stock', 250, 'ml'], ['halloumi', 225, 'g'], ['lemon', 1], ['mint', 10, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Cut the courgette, red peppers and red onion into chunks and toss with two-thirds of the olive oil and the cumin on a roasting tray.',
      ['Roast for 25 minutes, until tender and charred at the edges.', 1500],
      ['Put the couscous in a bowl, pour over the hot vegetable stock, cover and leave for 5 minutes, then fluff up with a fork.', 300],
      ['Slice the halloumi and fry it in the rest of the oil for 2 minutes on each side, until golden.', 120],
      'Toss the couscous with the roast vegetables, the juice of the lemon and the chopped mint if you have it, and top with the halloumi.',
    ],
  },
];
