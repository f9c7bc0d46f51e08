import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const britishBreakfasts: readonly LibraryRecipeRow[] = [
  {
    id: 'garlic-mushrooms-on-toast', title: 'Garlic mushrooms on sourdough', cuisine: 'british', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 10,
    description: 'Chestnut mushrooms fried hard in butter until golden, with garlic and thyme, piled on crisp sourdough.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['chestnut-mushroom', 250, 'g'], ['butter', 20, 'g'], ['garlic', 1], ['thyme', 0.5, 'tsp'], ['sourdough', 4], ['parsley', 1, 'tbsp', { optional: true }], ['salt', 0.25, 'tsp'], ['black-pepper', 0.25, 'tsp']],
    steps: [
      'Wipe the chestnut mushrooms and slice them thickly. Crush the garlic and pick the thyme leaves.',
      ['Melt the butter in a large frying pan over a high heat. Add the mushrooms in one layer and fry for 6 minutes, stirring now and then, until golden and the juices have cooked away.', 360],
      ['Stir in the garlic and thyme and cook for 1 minute more. Season with the salt and black pepper.', 60],
      'Meanwhile toast the sourdough. Pile the mushrooms on top and scatter over the chopped parsley, if you have it.',
    ],
  },
  {
    id: 'soft-scrambled-eggs-chives', title: 'Soft scrambled eggs with chives', cuisine: 'british', mealTypes: ['breakfast'], servings: 2, prepMinutes: 3, cookMinutes: 6,
    description: 'Slow-stirred, creamy scrambled eggs on buttered wholemeal toast. Four eggs and five minutes.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly'],
    ingredients: [['egg', 4], ['milk', 2, 'tbsp'], ['butter', 15, 'g'], ['chives', 1, 'tbsp'], ['wholemeal-bread', 2], ['salt', 1, 'pinch'], ['black-pepper', 1, 'pinch']],
    steps: [
      'Crack the eggs into a bowl, add the milk, salt and black pepper and beat with a fork.',
      'Toast the wholemeal bread and spread it with a little of the butter.',
      ['Melt the rest of the butter in a small non-stick pan over a low heat. Pour in the eggs and stir slowly with a spatula for 4 minutes, until just set in soft folds.', 240],
      'Take the pan off the heat while the eggs still look slightly wet (they keep cooking), snip over the chives and spoon onto the toast.',
    ],
  },
  {
    id: 'bubble-and-squeak', title: 'Bubble and squeak with fried eggs', cuisine: 'british', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 10, cookMinutes: 20,
    description: 'Yesterday\'s potatoes and half a cabbage fried into a crusty cake, with a fried egg on top.',
    tags: ['vegetarian', 'mild', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cooked-potatoes', 300, 'g', { note: 'leftover roast, boiled or mash' }], ['cabbage', 200, 'g', { note: 'or leftover sprouts or greens' }], ['onion', 1], ['butter', 20, 'g'], ['vegetable-oil', 1, 'tbsp'], ['egg', 2], ['salt', 0.5, 'tsp'], ['black-pepper', 0.25, 'tsp']],
    steps: [
      'Shred the cabbage finely and slice the onion. Roughly crush the cooked potatoes with a fork.',
      ['Melt the butter in a large non-stick frying pan and soften the onion and cabbage for 5 minutes.', 300],
      'Add the potatoes, season with the salt and black pepper and mix well, then press down into a thick cake.',
      ['Fry over a medium heat without stirring for 8 minutes, until a dark golden crust forms underneath.', 480],
      ['Break the cake into pieces, turn them over, press down again and fry for 5 minutes more, until crisp and piping hot all through.', 300],
      ['Meanwhile heat the vegetable oil in another pan and fry the eggs for 3 minutes, until the whites are set. Serve on top.', 180],
    ],
  },
  {
    id: 'apple-cinnamon-porridge', title: 'Apple and cinnamon porridge', cuisine: 'british', mealTypes: ['breakfast'], servings: 2, prepMinutes: 3, cookMinutes: 7,
    description: 'Creamy oat-milk porridge cooked with grated apple and cinnamon, finished with maple syrup and walnuts.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'family-friendly'],
    ingredients: [['oats', 100, 'g'], ['oat-milk', 500, 'ml'], ['apple', 1], ['ground-cinnamon', 0.5, 'tsp'], ['salt', 1, 'pinch'], ['maple-syrup', 1, 'tbsp'], ['walnuts', 20, 'g', { optional: true }]],
    steps: [
      'Grate the apple, skin and all, leaving out the core. Roughly chop the walnuts, if using.',
      ['Put the oats, oat milk, grated apple, cinnamon and salt in a pan. Bring to a simmer and cook, stirring, for 5 minutes, until thick and creamy.', 300],
      'Spoon into bowls, drizzle with the maple syrup and scatter over the walnuts, if using.',
    ],
  },
  {
    id: 'smoked-haddock-kedgeree', title: 'Smoked haddock kedgeree', cuisine: 'british', mealTypes: ['breakfast', 'lunch', 'dinner'], servings: 3, prepMinutes: 10, cookMinutes: 20,
    description: 'Leftover rice, gently curried with peas, smoky flaked haddock and soft-boiled eggs.',
    tags: ['mild', 'high-protein', 'uses-leftovers'],
    ingredients: [['smoked-haddock', 300, 'g'], ['microwave-rice', 400, 'g'], ['egg', 3], ['onion', 1], ['butter', 25, 'g'], ['curry-powder', 2, 'tsp'], ['frozen-peas', 100, 'g'], ['parsley', 2, 'tbsp', { optional: true }], ['lemon', 0.5, null, { optional: true }], ['black-pepper', 0.25, 'tsp']],
    steps: [
      ['Lower the eggs into a pan of boiling water and cook for 8 minutes, then cool them under the cold tap, peel and quarter.', 480],
      ['Lay the smoked haddock in a frying pan, cover with boiling water and simmer gently for 5 minutes. Lift out, flake into large pieces and discard the skin.', 300],
      ['Melt the butter in a large pan and soften the chopped onion for 6 minutes.', 360],
      'Stir in the curry powder and let it sizzle until fragrant.',
      ['Add the cooked rice and frozen peas and stir-fry for 4 minutes, until piping hot.', 240],
      'Fold in the fish, with the chopped parsley and a squeeze of lemon if you have them, season with black pepper and top with the eggs.',
    ],
  },
  {
    id: 'full-english-tray-bake', title: 'Full English tray bake', cuisine: 'british', mealTypes: ['breakfast'], servings: 4, prepMinutes: 10, cookMinutes: 35,
    description: 'The weekend fry-up cooked in one roasting tin: sausages, bacon, tomatoes, mushrooms and eggs.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['sausage', 4], ['bacon', 4], ['tomato', 2], ['mushroom', 200, 'g'], ['vegetable-oil', 1, 'tbsp'], ['egg', 4], ['baked-beans', 415, 'g'], ['bread', 4]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Halve the tomatoes, and the mushrooms if they are large.',
      ['Toss the sausages, tomatoes and mushrooms with the vegetable oil in a large roasting tin and roast for 15 minutes.', 900],
      ['Add the bacon, turn the sausages and roast for 10 minutes more.', 600],
      ['Make a gap in the tin for each egg, crack an egg into each and bake for 6 minutes, until the whites are set.', 360],
      'Meanwhile warm the baked beans in a small pan and toast the bread. Serve everything straight from the tin.',
    ],
  },
  {
    id: 'kippers-brown-bread', title: 'Grilled kippers with brown bread and butter', cuisine: 'british', mealTypes: ['breakfast'], servings: 2, prepMinutes: 2, cookMinutes: 5,
    description: 'An old-fashioned breakfast that takes five minutes: smoky kippers under the grill, lemon and buttered bread.',
    tags: ['mild', 'quick', 'high-protein'],
    ingredients: [['kipper', 2], ['butter', 20, 'g'], ['wholemeal-bread', 2], ['lemon', 0.5, null, { optional: true }]],
    steps: [
      ['Heat the grill to high. Lay the kippers skin side up on a foil-lined tray, dot with half the butter and grill for 4 minutes.', 240],
      'Spread the wholemeal bread with the rest of the butter.',
      'Serve the kippers with the bread, and a squeeze of lemon if you have one.',
    ],
  },
  {
    id: 'spiced-beans-spinach-toast', title: 'Smoky beans and spinach on toast', cuisine: 'british', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 8,
    description: 'A tin of baked beans made better with onion, garlic, smoked paprika and a handful of wilting spinach.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['olive-oil', 1, 'tbsp'], ['onion', 0.5], ['garlic', 1], ['smoked-paprika', 0.5, 'tsp'], ['baked-beans', 415, 'g'], ['spinach', 60, 'g'], ['wholemeal-bread', 4]],
    steps: [
      ['Finely chop the onion and garlic and fry them in the olive oil for 4 minutes, until soft.', 240],
      ['Stir in the smoked paprika, then the baked beans, and bubble for 3 minutes.', 180],
      'Stir in the spinach until it wilts. Toast the wholemeal bread and spoon the beans over.',
    ],
  },
];
