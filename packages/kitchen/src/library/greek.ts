import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const greekMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'horiatiki-greek-salad', title: 'Horiatiki (Greek village salad)', cuisine: 'greek', mealTypes: ['lunch'], servings: 4, prepMinutes: 10, cookMinutes: 0,
    description: 'Tomatoes, cucumber, pepper, onion and olives under a slab of feta with oregano and olive oil, with warm pitta.',
    tags: ['vegetarian', 'mild', 'quick', 'no-cook'],
    ingredients: [['tomato', 4], ['cucumber', 1], ['green-pepper', 1], ['red-onion', 0.5], ['black-olives', 60, 'g'], ['salt', 1, 'pinch'], ['red-wine-vinegar', 1, 'tbsp'], ['feta', 200, 'g'], ['dried-oregano', 1, 'tsp', { optional: true }], ['olive-oil', 4, 'tbsp'], ['pitta', 4, null, { optional: true }]],
    steps: [
      'Cut the tomatoes into wedges, the cucumber into thick half-moons, the green pepper into rings and the red onion into thin slices.',
      'Put them in a wide bowl with the kalamata olives and a pinch of salt, and drizzle with the red wine vinegar.',
      'Lay the feta on top in one slab, sprinkle with the dried oregano if you have it and pour over the olive oil. Serve with warm pitta breads, if you like.',
    ],
  },
  {
    id: 'chicken-souvlaki-pittas', title: 'Chicken souvlaki pittas', cuisine: 'greek', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 20, cookMinutes: 10,
    description: 'Lemon, garlic and oregano chicken skewers, charred and stuffed into warm pittas with salad and tzatziki.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-breast', 500, 'g'], ['olive-oil', 2, 'tbsp'], ['lemon', 1], ['garlic', 2], ['dried-oregano', 1, 'tsp'], ['salt', 0.5, 'tsp'], ['pitta', 4], ['tomato', 2], ['red-onion', 0.5], ['lettuce', 80, 'g'], ['tzatziki', 150, 'g']],
    steps: [
      ['Cut the chicken breasts into 3 cm chunks and mix with the olive oil, the juice of the lemon, crushed garlic, dried oregano and salt. Leave for 15 minutes, or all day in the fridge.', 900],
      ['Thread onto skewers and cook under a hot grill or on a griddle for 10 minutes, turning, until charred and cooked through.', 600],
      'Warm the pitta breads and slice the tomatoes, red onion and lettuce.',
      'Fill the pittas with the chicken, salad and a spoonful of tzatziki.',
    ],
  },
  {
    id: 'spanakopita', title: 'Spanakopita (spinach and feta filo pie)', cuisine: 'greek', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 25, cookMinutes: 45,
    description: 'Crisp layers of filo around spinach, feta, ricotta, spring onions and dill. Frozen spinach works well.',
    tags: ['vegetarian', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['spinach', 500, 'g'], ['feta', 200, 'g'], ['ricotta', 150, 'g'], ['egg', 2], ['spring-onion', 4], ['dill', 15, 'g'], ['nutmeg', 1, 'pinch', { optional: true }], ['black-pepper', 0.25, 'tsp'], ['olive-oil', 4, 'tbsp'], ['filo-pastry', 8]],
    steps: [
      'Heat the oven to 190°C (170°C fan).',
      ['Wilt the spinach in a large pan with a splash of water for 3 minutes, then cool, squeeze out all the water and chop.', 180],
      'Mix the spinach with the crumbled feta, ricotta, beaten eggs, sliced spring onions, chopped dill and black pepper, and the nutmeg if using.',
      'Brush a baking dish with olive oil. Layer in half the filo sheets, brushing each with oil and letting them hang over the sides, spoon in the filling, fold over the overhang and top with the rest of the filo, brushing each layer.',
      ['Score the top into squares and bake for 40 minutes, until crisp and deep golden.', 2400],
    ],
  },
  {
    id: 'fasolakia', title: 'Fasolakia (green beans braised in tomato)', cuisine: 'greek', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 45,
    description: 'Green beans and potatoes braised slowly in olive oil and tomato until meltingly soft, eaten as the Greeks do, a main dish with bread and olives.',
    tags: ['vegetarian', 'vegan', 'mild', 'one-pot', 'batch-friendly'],
    ingredients: [['green-bean', 500, 'g'], ['potato', 600, 'g'], ['onion', 1], ['garlic', 2], ['olive-oil', 6, 'tbsp'], ['chopped-tomatoes', 400, 'g'], ['salt', 1, 'tsp'], ['sugar', 0.5, 'tsp', { optional: true }], ['parsley', 2, 'tbsp', { optional: true }], ['sourdough', 4], ['black-olives', 60, 'g', { optional: true }]],
    steps: [
      'Top the green beans, cut the potatoes into chunks and slice the onion and garlic.',
      ['Warm the olive oil in a wide pan and soften the onion and garlic for 5 minutes.', 300],
      'Add the beans, potatoes, chopped tomatoes, salt, the sugar if using, and water, 50 ml for each serving, and stir.',
      ['Cover and simmer gently for 40 minutes, until the beans are very soft and the sauce is thick.', 2400],
      'Stir in the parsley if you have it, and serve warm or at room temperature, with the sourdough, and the black olives if using.',
    ],
  },
  {
    id: 'gigantes-plaki', title: 'Gigantes plaki (baked butter beans)', cuisine: 'greek', mealTypes: ['dinner', 'lunch'], servings: 3, prepMinutes: 10, cookMinutes: 50,
    description: 'Butter beans baked in a thick tomato sauce with dill and oregano until sticky at the edges.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['onion', 1], ['carrot', 1], ['celery', 1], ['garlic', 2], ['olive-oil', 4, 'tbsp'], ['tomato-puree', 1, 'tbsp'], ['chopped-tomatoes', 400, 'g'], ['dried-oregano', 1, 'tsp'], ['salt', 0.5, 'tsp'], ['sugar', 1, 'pinch', { optional: true }], ['butter-beans', 480, 'g'], ['dill', 10, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 180°C (160°C fan). Finely chop the onion, carrot, celery and garlic.',
      ['Soften them in half the olive oil in a casserole for 8 minutes.', 480],
      'Stir in the tomato purée, chopped tomatoes, dried oregano, salt, and a pinch of sugar if you like, then the drained butter beans and water, about 35 ml for each serving.',
      ['Drizzle with the rest of the oil and bake uncovered for 40 minutes, until thick and bubbling at the edges.', 2400],
      'Scatter with the chopped dill, if using, and serve warm.',
    ],
  },
  {
    id: 'lemon-chicken-orzo', title: 'One-pan lemon chicken orzo', cuisine: 'greek', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'Chicken thighs and orzo simmered in stock with lemon and oregano, finished with spinach and feta.',
    tags: ['mild', 'one-pot', 'family-friendly', 'high-protein'],
    ingredients: [['chicken-thigh', 600, 'g'], ['salt', 0.5, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['dried-oregano', 1, 'tsp'], ['olive-oil', 1, 'tbsp'], ['onion', 1], ['garlic', 2], ['orzo', 250, 'g'], ['chicken-stock', 750, 'ml'], ['lemon', 1], ['spinach', 100, 'g'], ['feta', 60, 'g', { optional: true }]],
    steps: [
      'Cut the chicken thighs into bite-sized pieces and season with the salt, black pepper and dried oregano.',
      ['Brown the chicken in the olive oil in a deep frying pan for 6 minutes.', 360],
      ['Add the chopped onion and garlic and cook for 3 minutes more.', 180],
      ['Stir in the orzo and chicken stock, bring to the boil, then cover and simmer for 12 minutes, stirring now and then, until the orzo is tender.', 720],
      'Stir in the grated zest and juice of the lemon and the spinach until wilted. Crumble over the feta, if using, and serve.',
    ],
  },
];
