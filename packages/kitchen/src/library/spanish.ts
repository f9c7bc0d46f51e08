import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const spanishMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'tortilla-espanola', title: 'Tortilla española', cuisine: 'spanish', mealTypes: ['lunch', 'dinner'], servings: 4, prepMinutes: 10, cookMinutes: 30,
    description: 'A thick, golden Spanish omelette of slowly cooked potato and onion. Lovely warm or cold the next day.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['potato', 600, 'g'], ['onion', 1], ['olive-oil', 4, 'tbsp'], ['egg', 6], ['salt', 1, 'tsp']],
    steps: [
      'Peel the potatoes and slice them thinly; thinly slice the onion.',
      ['Heat the olive oil in a 24 cm non-stick frying pan and cook the potatoes and onion gently, turning often, for 20 minutes, until soft but barely coloured.', 1200],
      'Beat the eggs with the salt in a large bowl. Lift the potatoes and onion into the eggs with a slotted spoon, leaving the oil behind.',
      ['Pour off all but a spoonful of the oil, return the pan to a medium heat, tip in the egg mixture and cook for 6 minutes, until set underneath.', 360],
      ['Put a plate over the pan, turn the tortilla out onto it, slide it back in and cook the other side for 3 minutes.', 180],
      'Leave to settle briefly and serve warm or at room temperature.',
    ],
  },
  {
    id: 'chorizo-chickpea-stew', title: 'Chorizo, chickpea and spinach stew', cuisine: 'spanish', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'Smoky chorizo, peppers and chickpeas simmered in tomato, with spinach stirred in at the end.',
    tags: ['mild', 'one-pot', 'batch-friendly'],
    ingredients: [['chorizo', 150, 'g'], ['onion', 1], ['red-pepper', 1], ['garlic', 2], ['olive-oil', 1, 'tbsp'], ['smoked-paprika', 1, 'tsp'], ['chopped-tomatoes', 400, 'g'], ['chickpeas', 480, 'g'], ['spinach', 100, 'g'], ['salt', 0.25, 'tsp'], ['sourdough', 4, null, { optional: true }]],
    steps: [
      'Slice the chorizo, onion and red pepper and crush the garlic.',
      ['Fry the chorizo in the olive oil for 3 minutes, until it releases its red oil.', 180],
      ['Add the onion and pepper and cook for 6 minutes, until soft.', 360],
      'Stir in the garlic and smoked paprika, then add the chopped tomatoes and drained chickpeas.',
      ['Simmer for 15 minutes, until thick, then stir in the spinach until wilted and season with the salt.', 900],
      'Serve in bowls, with the sourdough to serve.',
    ],
  },
  {
    id: 'gambas-al-ajillo', title: 'Gambas al ajillo (garlic prawns)', cuisine: 'spanish', mealTypes: ['dinner', 'snack'], servings: 4, prepMinutes: 5, cookMinutes: 8,
    description: 'Prawns sizzled in olive oil with plenty of garlic, chilli and paprika, with bread to mop up every drop.',
    tags: ['spicy', 'quick', 'high-protein'],
    ingredients: [['garlic', 6], ['prawn', 400, 'g'], ['olive-oil', 4, 'tbsp'], ['chilli-flakes', 0.5, 'tsp'], ['smoked-paprika', 0.5, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['lemon', 0.5, null, { optional: true }], ['parsley', 2, 'tbsp', { optional: true }], ['baguette', 1]],
    steps: [
      'Thinly slice the garlic and pat the prawns dry.',
      'Warm the olive oil in a wide pan over a medium heat with the garlic and chilli flakes until the garlic starts to sizzle.',
      ['Add the prawns and salt, and the smoked paprika if using, and cook for 3 minutes, turning once, until pink all over.', 180],
      'Squeeze over the lemon and scatter with the parsley, if you have them, and serve sizzling, with the baguette to mop up the oil.',
    ],
  },
  {
    id: 'patatas-bravas', title: 'Patatas bravas', cuisine: 'spanish', mealTypes: ['snack', 'dinner'], servings: 4, prepMinutes: 10, cookMinutes: 40,
    description: 'Crisp roast potatoes with a smoky, spicy tomato sauce. Tapas at home.',
    tags: ['vegetarian', 'vegan', 'spicy'],
    ingredients: [['potato', 800, 'g'], ['olive-oil', 3, 'tbsp'], ['salt', 1, 'tsp'], ['onion', 0.5], ['garlic', 1], ['smoked-paprika', 1, 'tsp'], ['cayenne', 0.25, 'tsp'], ['chopped-tomatoes', 400, 'g'], ['red-wine-vinegar', 1, 'tsp'], ['sugar', 0.5, 'tsp', { optional: true }]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Cut the potatoes into 3 cm chunks and toss with two-thirds of the olive oil and the salt on a baking tray.',
      ['Roast for 40 minutes, turning once, until crisp and golden.', 2400],
      ['Meanwhile fry the chopped onion and garlic in the rest of the oil for 5 minutes, then stir in the smoked paprika and cayenne.', 300],
      ['Add the chopped tomatoes and red wine vinegar, and the sugar if using, and simmer for 15 minutes, then blend until smooth.', 900],
      'Pile the potatoes onto a plate and spoon over the sauce.',
    ],
  },
  {
    id: 'chicken-chorizo-rice', title: 'Chicken and chorizo paella-style rice', cuisine: 'spanish', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 35,
    description: 'A one-pan rice with chicken thighs, chorizo, peppers, saffron and peas, cooked without stirring so it catches a little underneath.',
    tags: ['mild', 'one-pot', 'family-friendly', 'high-protein'],
    ingredients: [['chicken-thigh', 500, 'g'], ['salt', 0.5, 'tsp'], ['chorizo', 100, 'g'], ['onion', 1], ['red-pepper', 1], ['garlic', 2], ['olive-oil', 2, 'tbsp'], ['smoked-paprika', 1, 'tsp'], ['saffron', 1, 'pinch', { optional: true }], ['risotto-rice', 300, 'g'], ['chicken-stock', 900, 'ml'], ['frozen-peas', 150, 'g'], ['parsley', 2, 'tbsp', { optional: true }], ['lemon', 1, null, { optional: true }]],
    steps: [
      'Cut the chicken thighs into chunks and season with the salt. Slice the chorizo, onion and red pepper; crush the garlic.',
      ['Heat the olive oil in a large, wide pan and brown the chicken and chorizo for 6 minutes.', 360],
      ['Add the onion and pepper and cook for 5 minutes.', 300],
      'Stir in the garlic and smoked paprika, and the saffron if you have it, then the paella rice, until coated in the red oil.',
      ['Pour in the hot chicken stock, stir once, then simmer without stirring for 15 minutes.', 900],
      ['Scatter over the frozen peas, cover and cook for 5 minutes more, until the rice is tender and the stock absorbed.', 300],
      'Scatter with the parsley and serve with lemon wedges, if you have them.',
    ],
  },
  {
    id: 'gazpacho', title: 'Gazpacho', cuisine: 'spanish', mealTypes: ['lunch'], servings: 3, prepMinutes: 15, cookMinutes: 0, waitMinutes: 90,
    description: 'Chilled tomato soup for hot days, made from very ripe tomatoes, cucumber, pepper, stale bread and olive oil.',
    tags: ['vegetarian', 'vegan', 'mild', 'no-cook', 'uses-leftovers'],
    ingredients: [['tomato', 1000, 'g'], ['cucumber', 0.5], ['red-pepper', 1], ['garlic', 1], ['bread', 2, null, { note: 'stale' }], ['olive-oil', 4, 'tbsp'], ['red-wine-vinegar', 2, 'tbsp'], ['salt', 1, 'tsp']],
    steps: [
      'Roughly chop the tomatoes, cucumber, red pepper and garlic. Tear the stale bread into pieces.',
      ['Put everything in a large bowl with three-quarters of the olive oil, the red wine vinegar and salt, mix and leave for 30 minutes.', 1800],
      'Blend until very smooth, then push through a sieve for a silky soup. Taste for salt and vinegar.',
      'Chill for an hour or more and serve very cold, with the rest of the olive oil drizzled over.',
    ],
  },
  {
    id: 'espinacas-con-garbanzos', title: 'Espinacas con garbanzos (spinach and chickpeas)', cuisine: 'spanish', mealTypes: ['lunch', 'dinner'], servings: 3, prepMinutes: 5, cookMinutes: 15,
    description: 'A Sevillian tapa of chickpeas and spinach in a cumin and paprika sauce thickened with fried bread. Rescues a bag of wilting spinach.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'one-pot', 'uses-leftovers'],
    ingredients: [['olive-oil', 3, 'tbsp'], ['bread', 1], ['garlic', 3], ['ground-cumin', 1, 'tsp'], ['smoked-paprika', 1, 'tsp'], ['red-wine-vinegar', 1, 'tbsp'], ['spinach', 300, 'g'], ['chickpeas', 480, 'g'], ['salt', 0.5, 'tsp']],
    steps: [
      ['Heat the olive oil in a frying pan and fry the slice of bread and the peeled garlic cloves for 3 minutes, turning, until golden. Lift out.', 180],
      'Pound or blitz the fried bread and garlic with the cumin, smoked paprika and red wine vinegar to a thick paste.',
      ['Add the spinach to the pan in handfuls and stir until wilted, then add the drained chickpeas, the paste, the salt and a splash of water and simmer for 8 minutes.', 480],
      'Serve warm, as it is or with more bread.',
    ],
  },
];
