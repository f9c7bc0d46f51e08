import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const northAfricanMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'shakshuka', title: 'Shakshuka', cuisine: 'north-african', mealTypes: ['breakfast', 'lunch', 'dinner'], servings: 2, prepMinutes: 10, cookMinutes: 30,
    description: 'Eggs poached in a spiced pepper and tomato sauce, a fine home for a few soft tomatoes. Serve with pitta.',
    tags: ['vegetarian', 'spicy', 'one-pot', 'uses-leftovers'],
    ingredients: [['onion', 1], ['red-pepper', 1], ['garlic', 2], ['tomato', 2], ['olive-oil', 2, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['paprika', 1, 'tsp'], ['chilli-flakes', 0.5, 'tsp'], ['chopped-tomatoes', 400, 'g'], ['salt', 0.5, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['egg', 4], ['coriander', 10, 'g', { optional: true }], ['pitta', 2, null, { optional: true }]],
    steps: [
      'Slice the onion and red pepper, crush the garlic and roughly chop the soft tomatoes.',
      ['Heat the olive oil in a wide frying pan with a lid and fry the onion and pepper for 8 minutes, until soft and sweet.', 480],
      'Stir in the garlic, cumin, paprika and chilli flakes and cook until fragrant.',
      ['Add the chopped tomatoes, the fresh tomatoes, salt and black pepper and simmer for 10 minutes, until thick.', 600],
      ['Make a hollow in the sauce for each egg, crack in the eggs, cover and cook for 6 minutes, until the whites are set but the yolks still runny.', 360],
      'Scatter with the coriander, if using, and serve with warm pitta bread if you like.',
    ],
  },
  {
    id: 'chickpea-sweet-potato-tagine', title: 'Sweet potato and chickpea tagine', cuisine: 'north-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 35,
    description: 'Sweet potatoes, chickpeas and apricots simmered with ras el hanout and ginger, with fluffy couscous.',
    tags: ['vegetarian', 'vegan', 'mild', 'one-pot', 'batch-friendly', 'family-friendly'],
    ingredients: [['onion', 1], ['garlic', 2], ['ginger', 10, 'g'], ['sweet-potato', 600, 'g'], ['olive-oil', 2, 'tbsp'], ['ras-el-hanout', 2, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['chickpeas', 480, 'g'], ['chopped-tomatoes', 400, 'g'], ['vegetable-stock', 300, 'ml'], ['dried-apricots', 80, 'g', { optional: true }], ['salt', 0.5, 'tsp'], ['couscous', 250, 'g'], ['coriander', 15, 'g', { optional: true }]],
    steps: [
      'Chop the onion, crush the garlic, grate the ginger and peel and chunk the sweet potatoes.',
      ['Heat the olive oil in a large pan and cook the onion for 6 minutes.', 360],
      'Stir in the garlic, ginger and ras el hanout, and the cinnamon if you have it, then add the sweet potatoes, drained chickpeas, chopped tomatoes, vegetable stock and salt, and the dried apricots if using.',
      ['Cover and simmer for 25 minutes, until the sweet potato is tender.', 1500],
      ['Put the couscous in a bowl, pour over boiling water, 120 ml for every 100 g of couscous, cover and leave for 5 minutes, then fluff up with a fork.', 300],
      'Scatter the tagine with coriander, if using, and serve with the couscous.',
    ],
  },
  {
    id: 'chicken-tagine-lemon-olives', title: 'Chicken tagine with preserved lemon and olives', cuisine: 'north-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 55,
    description: 'Chicken thighs braised with ginger, saffron and turmeric, sharpened with preserved lemon and green olives.',
    tags: ['mild', 'high-protein', 'batch-friendly'],
    ingredients: [['chicken-thigh', 800, 'g'], ['salt', 0.5, 'tsp'], ['onion', 2], ['garlic', 3], ['ginger', 10, 'g'], ['olive-oil', 2, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['turmeric', 1, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['saffron', 1, 'pinch', { optional: true }], ['chicken-stock', 400, 'ml'], ['preserved-lemons', 50, 'g'], ['green-olives', 80, 'g'], ['couscous', 250, 'g'], ['coriander', 15, 'g', { optional: true }]],
    steps: [
      'Season the chicken thighs with the salt. Slice the onions, crush the garlic and grate the ginger.',
      ['Brown the chicken in the olive oil in a large casserole for 8 minutes, then lift out.', 480],
      ['Add the onions and cook for 8 minutes, until soft.', 480],
      'Stir in the garlic, ginger, cumin and turmeric, and the cinnamon and saffron if you have them, then the chicken stock, and return the chicken.',
      ['Cover and simmer for 30 minutes.', 1800],
      ['Add the chopped preserved lemons and green olives and simmer uncovered for 10 minutes, until the sauce thickens.', 600],
      ['Meanwhile pour boiling water over the couscous, 120 ml for every 100 g, cover for 5 minutes, then fluff up with a fork.', 300],
      'Scatter the tagine with the coriander, if using, and serve with the couscous.',
    ],
  },
  {
    id: 'harira', title: 'Harira (lentil, chickpea and tomato soup)', cuisine: 'north-african', mealTypes: ['lunch', 'dinner'], servings: 4, prepMinutes: 15, cookMinutes: 35,
    description: 'A warming Moroccan soup of lentils, chickpeas, tomatoes and little pasta, with plenty of herbs and lemon.',
    tags: ['vegetarian', 'vegan', 'mild', 'one-pot', 'batch-friendly', 'family-friendly'],
    ingredients: [['onion', 1], ['celery', 2], ['garlic', 2], ['coriander', 15, 'g'], ['parsley', 15, 'g', { optional: true }], ['olive-oil', 2, 'tbsp'], ['ground-ginger', 0.5, 'tsp', { optional: true }], ['ground-cumin', 1, 'tsp'], ['turmeric', 0.5, 'tsp'], ['ground-cinnamon', 0.5, 'tsp', { optional: true }], ['chopped-tomatoes', 400, 'g'], ['red-lentils', 100, 'g'], ['vegetable-stock', 1200, 'ml'], ['chickpeas', 240, 'g'], ['small-pasta', 50, 'g'], ['salt', 0.5, 'tsp'], ['lemon', 1, null, { optional: true }]],
    steps: [
      'Chop the onion, celery, garlic and coriander, and the parsley if using.',
      ['Soften the onion and celery in the olive oil for 6 minutes.', 360],
      'Stir in the garlic, cumin and turmeric, and the ground ginger and cinnamon if you have them, then the chopped tomatoes, rinsed red lentils and vegetable stock.',
      ['Simmer for 20 minutes, until the lentils have softened.', 1200],
      ['Add the drained chickpeas, the soup pasta and half the herbs and simmer for 8 minutes, until the pasta is tender.', 480],
      'Season with the salt, stir in the rest of the herbs and serve with lemon wedges, if you have them.',
    ],
  },
  {
    id: 'lamb-apricot-tagine', title: 'Slow-cooked lamb and apricot tagine', cuisine: 'north-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 120,
    description: 'Lamb shoulder braised until tender with ras el hanout, apricots and honey, finished with toasted almonds.',
    tags: ['mild', 'batch-friendly'],
    ingredients: [['lamb-shoulder', 700, 'g'], ['salt', 0.75, 'tsp'], ['onion', 2], ['garlic', 3], ['ginger', 10, 'g'], ['olive-oil', 2, 'tbsp'], ['ras-el-hanout', 2, 'tsp'], ['cinnamon-stick', 1], ['chopped-tomatoes', 400, 'g'], ['chicken-stock', 400, 'ml'], ['dried-apricots', 100, 'g'], ['honey', 1, 'tbsp', { optional: true }], ['couscous', 250, 'g'], ['flaked-almonds', 30, 'g', { optional: true }], ['coriander', 15, 'g', { optional: true }]],
    steps: [
      'Cut the lamb shoulder into 4 cm chunks and season with the salt. Slice the onions, crush the garlic and grate the ginger.',
      ['Brown the lamb in the olive oil in batches in a large casserole, for 8 minutes in all, then lift out.', 480],
      ['Add the onions and cook for 8 minutes.', 480],
      'Stir in the garlic, ginger, ras el hanout and cinnamon stick, then the chopped tomatoes, chicken stock and dried apricots, and the honey if using. Return the lamb.',
      ['Cover and simmer very gently for 1.5 hours, until the lamb is tender.', 5400],
      ['Pour boiling water over the couscous, 120 ml for every 100 g, cover and leave for 5 minutes, then fluff up with a fork.', 300],
      'Scatter the tagine with the toasted flaked almonds and coriander, if you have them, and serve with the couscous.',
    ],
  },
];
