import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const snacks: readonly LibraryRecipeRow[] = [
  {
    id: 'welsh-rarebit', title: 'Welsh rarebit', cuisine: 'british', mealTypes: ['lunch', 'snack'], servings: 2, prepMinutes: 5, cookMinutes: 8,
    description: 'The end of a block of cheddar turned into a mustardy cheese sauce and grilled on toast until it bubbles.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['bread', 3], ['butter', 15, 'g'], ['plain-flour', 1, 'tbsp'], ['milk', 60, 'ml'], ['cheddar', 100, 'g'], ['dijon-mustard', 1, 'tsp'], ['paprika', 1, 'pinch', { optional: true }], ['egg-yolk', 1]],
    steps: [
      'Heat the grill to high and toast the bread on both sides. Grate the cheddar.',
      'Melt the butter in a small pan, stir in the flour, then whisk in the milk until thick and smooth.',
      'Off the heat, beat in the cheddar, Dijon mustard and egg yolk, and the paprika if using.',
      ['Spread thickly over the toast, right to the edges, and grill for 3 minutes, until bubbling and browned in patches.', 180],
    ],
  },
  {
    id: 'cheddar-apple-oatcakes', title: 'Oatcakes with cheddar, apple and chutney', cuisine: 'british', mealTypes: ['snack'], servings: 2, prepMinutes: 5, cookMinutes: 0,
    description: 'A ploughman\'s in miniature: crisp oatcakes, sharp cheddar, sweet apple and a dab of chutney.',
    tags: ['vegetarian', 'mild', 'quick', 'no-cook', 'family-friendly'],
    ingredients: [['oatcakes', 6], ['mango-chutney', 2, 'tbsp'], ['apple', 1], ['cheddar', 60, 'g']],
    steps: [
      'Core the apple and slice it thinly. Slice the cheddar.',
      'Spread each oatcake with a little chutney and top with the apple and cheese.',
    ],
  },
  {
    id: 'devilled-eggs', title: 'Devilled eggs', cuisine: 'american', mealTypes: ['snack'], servings: 4, prepMinutes: 10, cookMinutes: 10,
    description: 'Hard-boiled eggs with a creamy mustard filling and a dusting of smoked paprika. Party food from half a box of eggs.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly'],
    ingredients: [['egg', 6], ['mayonnaise', 3, 'tbsp'], ['dijon-mustard', 1, 'tsp'], ['salt', 1, 'pinch'], ['smoked-paprika', 1, 'pinch', { optional: true }], ['chives', 1, 'tbsp', { optional: true }]],
    steps: [
      ['Lower the eggs into boiling water and cook for 10 minutes, then cool them in cold water and peel.', 600],
      'Halve the eggs lengthways and tip the yolks into a bowl. Mash them with the mayonnaise, Dijon mustard and salt until smooth.',
      'Spoon or pipe the filling back into the whites, and, if you have them, dust with smoked paprika and scatter with chopped chives.',
    ],
  },
  {
    id: 'smoky-cheesy-popcorn', title: 'Smoky "cheesy" popcorn', cuisine: 'american', mealTypes: ['snack'], servings: 3, prepMinutes: 2, cookMinutes: 5,
    description: 'Stovetop popcorn tossed with smoked paprika and nutritional yeast, which tastes surprisingly cheesy. Dairy-free.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'family-friendly'],
    ingredients: [['vegetable-oil', 2, 'tbsp'], ['popcorn', 60, 'g'], ['smoked-paprika', 0.5, 'tsp'], ['nutritional-yeast', 1, 'tbsp'], ['salt', 0.25, 'tsp']],
    steps: [
      ['Heat half the vegetable oil in a large pan with a lid, add the popcorn kernels, cover and cook over a medium heat for 3 minutes, shaking the pan, until the popping slows.', 180],
      'Tip into a big bowl and toss with the rest of the oil, the smoked paprika, nutritional yeast and salt.',
    ],
  },
  {
    id: 'tomato-bruschetta', title: 'Tomato and basil bruschetta', cuisine: 'italian', mealTypes: ['snack'], servings: 4, prepMinutes: 15, cookMinutes: 5,
    description: 'Soft, ripe tomatoes at their best: diced with basil and olive oil and piled onto garlicky toast.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'uses-leftovers'],
    ingredients: [['tomato', 3], ['basil', 10, 'g'], ['olive-oil', 2, 'tbsp'], ['balsamic-vinegar', 1, 'tsp', { optional: true }], ['salt', 1, 'pinch'], ['baguette', 0.5], ['garlic', 1]],
    steps: [
      ['Dice the tomatoes, tear the basil and toss both with half the olive oil, the salt, and the balsamic vinegar if using. Leave for 10 minutes.', 600],
      'Meanwhile slice the baguette on an angle and toast or griddle until crisp.',
      'Rub each slice with the cut garlic clove, drizzle with the rest of the oil and spoon the tomatoes on top.',
    ],
  },
  {
    id: 'tzatziki-pitta-chips', title: 'Tzatziki with warm pitta chips', cuisine: 'greek', mealTypes: ['snack'], servings: 4, prepMinutes: 10, cookMinutes: 8,
    description: 'Garlicky cucumber yogurt with mint, for dipping crisp baked pitta. Uses up half a cucumber.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['pitta', 3], ['olive-oil', 2, 'tbsp'], ['salt', 0.5, 'tsp'], ['cucumber', 0.5], ['greek-yogurt', 200, 'g'], ['garlic', 1], ['mint', 1, 'tbsp', { optional: true }], ['lemon', 0.25]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Cut the pitta breads into triangles, toss with half the olive oil and a pinch of the salt and spread on a baking tray.',
      ['Bake for 8 minutes, until crisp and golden.', 480],
      'Meanwhile coarsely grate the cucumber, squeeze out as much water as you can and mix with the Greek yogurt, crushed garlic, the chopped mint if you have it, a squeeze of lemon and the rest of the salt.',
      'Spoon into a bowl, drizzle with the rest of the olive oil and serve with the warm pitta chips.',
    ],
  },
  {
    id: 'kale-crisps', title: 'Smoked paprika kale crisps', cuisine: 'american', mealTypes: ['snack'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'The bag of kale that is starting to wilt, baked low until it shatters like crisps.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'uses-leftovers'],
    ingredients: [['kale', 150, 'g'], ['olive-oil', 1, 'tbsp'], ['salt', 0.25, 'tsp'], ['smoked-paprika', 0.25, 'tsp']],
    steps: [
      'Heat the oven to 150°C (130°C fan). Strip the kale leaves from the stalks, tear into pieces and dry them thoroughly.',
      'Massage the olive oil into the leaves and spread them out in one layer over two baking trays.',
      ['Bake for 15 minutes, until crisp but still green.', 900],
      'Sprinkle with the salt and smoked paprika while warm.',
    ],
  },
  {
    id: 'date-oat-energy-balls', title: 'Date, oat and peanut butter energy balls', cuisine: 'american', mealTypes: ['snack'], servings: 6, prepMinutes: 15, cookMinutes: 0,
    description: 'Twelve no-bake chocolatey bites for lunchboxes and the afternoon slump. They keep for a week.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'no-cook', 'family-friendly', 'batch-friendly'],
    ingredients: [['dates', 150, 'g'], ['oats', 60, 'g'], ['peanut-butter', 2, 'tbsp'], ['cocoa-powder', 1, 'tbsp'], ['desiccated-coconut', 20, 'g', { optional: true }]],
    steps: [
      'Put the pitted dates in a food processor and blitz to a sticky paste (soak hard ones in hot water first, then drain).',
      'Add the oats, peanut butter and cocoa powder and pulse until the mixture clumps together.',
      'Roll into balls with damp hands, 2 for each serving, then roll them in the desiccated coconut, if using. Keep in the fridge.',
    ],
  },
  {
    id: 'cheese-scones', title: 'Cheese scones', cuisine: 'british', mealTypes: ['snack'], servings: 8, prepMinutes: 15, cookMinutes: 12,
    description: 'Tall, crumbly cheddar scones with a crisp cheese top. A good way to finish a block of cheese.',
    tags: ['vegetarian', 'mild', 'family-friendly', 'batch-friendly', 'uses-leftovers'],
    ingredients: [['self-raising-flour', 225, 'g'], ['mustard-powder', 0.5, 'tsp', { optional: true }], ['salt', 1, 'pinch'], ['butter', 50, 'g'], ['cheddar', 75, 'g'], ['milk', 120, 'ml']],
    steps: [
      'Heat the oven to 220°C (200°C fan) and line a baking tray. Grate the cheddar.',
      'Rub the butter into the self-raising flour and salt, with the mustard powder if you have it, until it looks like fine crumbs, then stir in most of the cheese.',
      'Add the milk and bring together into a soft dough with a knife, without kneading.',
      'Pat out 2 cm thick, cut into rounds, one for each serving, put them on the tray and top with the rest of the cheese.',
      ['Bake for 12 minutes, until risen and golden. Eat warm.', 720],
    ],
  },
  {
    id: 'sweetcorn-fritters', title: 'Sweetcorn fritters with soured cream', cuisine: 'american', mealTypes: ['snack', 'lunch'], servings: 3, prepMinutes: 5, cookMinutes: 12,
    description: 'Crisp little pancakes packed with sweetcorn and spring onion. Children love them; so does everyone else.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly'],
    ingredients: [['tinned-sweetcorn', 200, 'g'], ['spring-onion', 2], ['self-raising-flour', 80, 'g'], ['egg', 1], ['milk', 60, 'ml'], ['smoked-paprika', 0.5, 'tsp', { optional: true }], ['salt', 0.25, 'tsp'], ['vegetable-oil', 2, 'tbsp'], ['soured-cream', 4, 'tbsp']],
    steps: [
      'Drain the sweetcorn and slice the spring onions.',
      'Whisk the self-raising flour, egg, milk and salt, and the smoked paprika if using, to a thick batter, then fold in the sweetcorn and spring onions.',
      ['Heat half the vegetable oil in a frying pan and fry heaped tablespoons of the batter for 2 minutes on each side, until golden. Cook the rest in the remaining oil.', 120],
      'Serve warm with the soured cream.',
    ],
  },
];
