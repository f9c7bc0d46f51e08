import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const americanBreakfasts: readonly LibraryRecipeRow[] = [
  {
    id: 'blueberry-buttermilk-pancakes', title: 'Blueberry buttermilk pancakes', cuisine: 'american', mealTypes: ['breakfast'], servings: 3, prepMinutes: 10, cookMinutes: 15,
    description: 'Thick, fluffy pancakes studded with blueberries, stacked and poured over with maple syrup.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['plain-flour', 150, 'g'], ['baking-powder', 1, 'tsp'], ['bicarbonate-of-soda', 0.5, 'tsp'], ['caster-sugar', 1, 'tbsp'], ['salt', 1, 'pinch'], ['buttermilk', 250, 'ml'], ['egg', 1], ['butter', 30, 'g'], ['blueberry', 100, 'g'], ['maple-syrup', 3, 'tbsp', { optional: true }]],
    steps: [
      'Whisk the flour, baking powder, bicarbonate of soda, caster sugar and salt in a large bowl.',
      'Melt the butter. Beat the buttermilk and egg with two-thirds of the melted butter, pour into the dry ingredients and stir until just combined: a few lumps are fine.',
      ['Brush a non-stick frying pan with a little of the remaining butter and set over a medium heat. Drop in 3 tablespoons of batter per pancake, scatter over a few blueberries and cook for 2 minutes, until bubbles appear on top.', 120],
      ['Flip and cook for 1 minute more. Keep warm while you cook the rest.', 60],
      'Serve in stacks, with the maple syrup to serve if you have it.',
    ],
  },
  {
    id: 'breakfast-burritos', title: 'Black bean breakfast burritos', cuisine: 'american', mealTypes: ['breakfast', 'lunch'], servings: 4, prepMinutes: 8, cookMinutes: 10,
    description: 'Soft scrambled eggs, smoky black beans, pepper and melting cheddar rolled up in warm tortillas.',
    tags: ['vegetarian', 'mild', 'quick', 'high-protein', 'family-friendly'],
    ingredients: [['egg', 6], ['flour-tortilla', 4], ['black-beans', 240, 'g'], ['cheddar', 60, 'g'], ['red-pepper', 1], ['spring-onion', 2], ['salsa', 4, 'tbsp'], ['butter', 15, 'g'], ['smoked-paprika', 0.5, 'tsp', { optional: true }], ['salt', 0.25, 'tsp']],
    steps: [
      'Dice the red pepper, slice the spring onions, drain and rinse the black beans and grate the cheddar.',
      ['Melt the butter in a large frying pan and fry the pepper for 4 minutes, until soft.', 240],
      'Add the beans, and the smoked paprika if using, and warm through. Beat the eggs with the salt, pour into the pan and stir gently until just set.',
      'Warm the tortillas, then divide the eggs between them. Top with the cheddar, spring onions and salsa, fold in the sides and roll up tightly.',
    ],
  },
  {
    id: 'tofu-scramble', title: 'Turmeric tofu scramble', cuisine: 'american', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 10,
    description: 'Crumbled tofu fried golden with turmeric, cumin, cherry tomatoes and spinach: a plant-based scramble with plenty of protein.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'high-protein'],
    ingredients: [['tofu', 280, 'g'], ['olive-oil', 1, 'tbsp'], ['onion', 0.5], ['turmeric', 0.5, 'tsp'], ['ground-cumin', 0.5, 'tsp', { optional: true }], ['cherry-tomato', 150, 'g'], ['spinach', 80, 'g'], ['nutritional-yeast', 2, 'tbsp'], ['soy-sauce', 1, 'tsp'], ['wholemeal-bread', 2]],
    steps: [
      'Pat the tofu dry and crumble it into rough pieces. Finely chop the onion and halve the cherry tomatoes.',
      ['Heat the olive oil in a frying pan and fry the onion for 4 minutes.', 240],
      ['Add the tofu, turmeric, the cumin if you have it, and the tomatoes and fry for 4 minutes, until the tofu is hot and golden in places.', 240],
      'Stir in the spinach until it wilts, then the nutritional yeast and soy sauce. Serve on toasted wholemeal bread.',
    ],
  },
  {
    id: 'smoked-salmon-bagels', title: 'Smoked salmon and cream cheese bagels', cuisine: 'american', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 3,
    description: 'Toasted bagels with cream cheese, smoked salmon, sharp red onion and dill.',
    tags: ['mild', 'quick', 'high-protein'],
    ingredients: [['bagel', 2], ['cream-cheese', 60, 'g'], ['smoked-salmon', 100, 'g'], ['red-onion', 0.25], ['dill', 5, 'g', { optional: true }], ['lemon', 0.25, null, { optional: true }], ['black-pepper', 1, 'pinch']],
    steps: [
      'Split and toast the bagels. Slice the red onion as thinly as you can.',
      'Spread the bagels with the cream cheese and drape over the smoked salmon.',
      'Top with the red onion, the dill and a squeeze of lemon if you have them, and finish with black pepper.',
    ],
  },
  {
    id: 'peanut-butter-banana-smoothie', title: 'Peanut butter and banana smoothie', cuisine: 'american', mealTypes: ['breakfast', 'snack'], servings: 2, prepMinutes: 5, cookMinutes: 0,
    description: 'Breakfast in a glass for busy mornings, and a good home for bananas going brown.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'no-cook', 'family-friendly', 'uses-leftovers'],
    ingredients: [['banana', 2], ['soy-milk', 400, 'ml'], ['peanut-butter', 2, 'tbsp'], ['oats', 30, 'g'], ['ground-cinnamon', 1, 'pinch', { optional: true }]],
    steps: [
      'Peel and break up the bananas (frozen ones make it thicker and colder).',
      'Put the bananas, soya milk, peanut butter, oats, and a pinch of cinnamon if you have it, in a blender and blend until smooth. Pour into glasses.',
    ],
  },
  {
    id: 'avocado-toast-poached-eggs', title: 'Smashed avocado toast with poached eggs', cuisine: 'american', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 5,
    description: 'Lemony crushed avocado on sourdough with a soft poached egg, and chilli flakes for those who like them.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['avocado', 1], ['lemon', 0.5], ['salt', 0.25, 'tsp'], ['black-pepper', 1, 'pinch'], ['white-vinegar', 1, 'tbsp'], ['egg', 2], ['sourdough', 2], ['chilli-flakes', 0.25, 'tsp', { optional: true }]],
    steps: [
      'Halve the avocado, scoop it into a bowl and mash with the juice of the lemon, the salt and black pepper.',
      ['Bring a pan of water to a gentle simmer with the white vinegar. Crack in the eggs and poach for 3 minutes.', 180],
      'Toast the sourdough, spread with the avocado and top each slice with an egg, and with chilli flakes if you like.',
    ],
  },
  {
    id: 'greek-yogurt-granola-pots', title: 'Greek yogurt, berry and granola pots', cuisine: 'american', mealTypes: ['breakfast', 'snack'], servings: 2, prepMinutes: 5, cookMinutes: 0,
    description: 'Thick yogurt layered with crushed berries and crunchy granola. Ready in five minutes.',
    tags: ['vegetarian', 'mild', 'quick', 'no-cook', 'family-friendly'],
    ingredients: [['greek-yogurt', 300, 'g'], ['raspberry', 150, 'g'], ['honey', 2, 'tsp', { optional: true }], ['granola', 60, 'g']],
    steps: [
      'Lightly crush half the raspberries with a fork and stir in the honey, if using.',
      'Layer the Greek yogurt, crushed berries and granola in glasses or bowls, one for each serving, and finish with the whole raspberries.',
    ],
  },
  {
    id: 'overnight-oats-berries', title: 'Overnight oats with berries', cuisine: 'american', mealTypes: ['breakfast'], servings: 2, prepMinutes: 5, cookMinutes: 0, waitMinutes: 480,
    description: 'Stir it together before bed; by morning the oats are soft and the frozen berries have made their own sauce.',
    tags: ['vegetarian', 'mild', 'no-cook', 'family-friendly'],
    ingredients: [['oats', 100, 'g'], ['milk', 200, 'ml'], ['greek-yogurt', 150, 'g'], ['chia-seeds', 1, 'tbsp'], ['honey', 1, 'tbsp', { optional: true }], ['frozen-berries', 150, 'g']],
    steps: [
      'In a bowl, or a jar for each serving, stir together the oats, milk, Greek yogurt and chia seeds, and the honey if using.',
      'Spoon the frozen berries on top, cover and leave in the fridge overnight.',
      'In the morning, stir and loosen with a splash more milk if needed.',
    ],
  },
];
