import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const fishVegMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'moules-marinieres', title: 'Moules marinières', cuisine: 'french', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 15, cookMinutes: 12,
    description: 'Mussels steamed open in white wine with shallots, garlic and butter, finished with cream and parsley, with bread for the juices.',
    tags: ['mild', 'high-protein'],
    ingredients: [['mussel', 1, 'kg'], ['shallot', 2], ['garlic', 2], ['butter', 20, 'g'], ['white-wine', 150, 'ml'], ['double-cream', 50, 'ml'], ['parsley', 2, 'tbsp', { optional: true }], ['black-pepper', 0.25, 'tsp'], ['baguette', 0.5, null, { optional: true }]],
    steps: [
      'Rinse the mussels in cold water and pull off the beards; discard any with broken shells, and any that are open and do not close when tapped.',
      'Finely chop the shallots and garlic.',
      ['Melt the butter in a large pan with a lid and cook the shallots and garlic gently for 4 minutes, until soft.', 240],
      'Pour in the white wine, add the black pepper and bring to a rolling boil.',
      ['Tip in the mussels, cover and cook over a high heat for 5 minutes, shaking the pan, until the shells have opened. Discard any that stay closed.', 300],
      'Stir the double cream, and the chopped parsley if you have it, into the juices and serve in deep bowls, with the baguette to serve.',
    ],
  },
  {
    id: 'fish-pie', title: 'Fish pie', cuisine: 'british', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 55,
    description: 'Cod, smoked haddock and prawns in a parsley sauce under buttery mashed potato, baked until golden.',
    tags: ['mild', 'high-protein', 'family-friendly', 'batch-friendly'],
    ingredients: [['potato', 1, 'kg'], ['butter', 60, 'g'], ['milk', 600, 'ml'], ['cod', 2], ['smoked-haddock', 2], ['bay-leaf', 1, null, { optional: true }], ['plain-flour', 40, 'g'], ['prawn', 150, 'g'], ['frozen-peas', 100, 'g'], ['parsley', 3, 'tbsp', { optional: true }], ['salt', 0.5, 'tsp'], ['black-pepper', 0.25, 'tsp']],
    steps: [
      ['Peel and chunk the potatoes and boil them for 15 minutes, until tender. Drain and mash with a third of the butter, a splash of the milk and the salt.', 900],
      ['Meanwhile put the cod fillets and smoked haddock in a pan with the rest of the milk, and the bay leaf if you have one, and poach gently for 6 minutes. Lift the fish out, keep the milk and discard any bay leaf.', 360],
      'Heat the oven to 200°C (180°C fan).',
      ['Melt the rest of the butter, stir in the flour, then whisk in the poaching milk a little at a time and simmer for 3 minutes, until thick.', 180],
      'Flake the fish into a baking dish, leaving out any skin and bones, add the raw prawns and frozen peas, stir the black pepper, and the parsley if using, into the sauce and pour it over.',
      ['Spread the mash over the top, rough it up with a fork and bake for 30 minutes, until golden and bubbling and the prawns are pink.', 1800],
    ],
  },
  {
    id: 'crab-linguine', title: 'Crab linguine with chilli and lemon', cuisine: 'italian', mealTypes: ['dinner'], servings: 2, prepMinutes: 5, cookMinutes: 12,
    description: 'Sweet white crab meat tossed through linguine with garlic, chilli, lemon, parsley and good olive oil.',
    tags: ['spicy', 'quick'],
    ingredients: [['linguine', 180, 'g'], ['olive-oil', 3, 'tbsp'], ['garlic', 2], ['chilli', 1], ['crab', 150, 'g'], ['lemon', 1], ['parsley', 2, 'tbsp', { optional: true }], ['salt', 1, 'pinch']],
    steps: [
      ['Cook the linguine in boiling salted water for 10 minutes, until al dente; keep a mugful of the water, then drain.', 600],
      'Meanwhile warm the olive oil in a large pan and cook the sliced garlic and chopped chilli gently until just golden.',
      'Stir in the crab meat with the zest and juice of the lemon and a splash of the pasta water until hot, then toss with the linguine and salt, and the parsley if using.',
    ],
  },
  {
    id: 'tonno-e-fagioli', title: 'Tuna and white bean salad', cuisine: 'italian', mealTypes: ['lunch', 'dinner'], servings: 2, prepMinutes: 10, cookMinutes: 0,
    description: 'The Tuscan store-cupboard salad: good tuna in oil, haricot beans, red onion and tomatoes with a sharp dressing.',
    tags: ['mild', 'high-protein', 'quick', 'no-cook'],
    ingredients: [['red-onion', 0.5], ['red-wine-vinegar', 1, 'tbsp'], ['haricot-beans', 1, 'tin'], ['tuna-in-oil', 1, 'tin'], ['cherry-tomato', 150, 'g'], ['olive-oil', 2, 'tbsp'], ['salt', 1, 'pinch'], ['black-pepper', 1, 'pinch'], ['rocket', 40, 'g'], ['sourdough', 2, null, { optional: true }]],
    steps: [
      'Thinly slice the red onion and leave it in the red wine vinegar while you drain and rinse the haricot beans and halve the cherry tomatoes.',
      'Drain the tuna in oil and break it into large flakes.',
      'Toss the beans, tomatoes, onion and its vinegar with the olive oil, salt and black pepper, then fold in the tuna and rocket. Serve with the sourdough, if you like.',
    ],
  },
  {
    id: 'sardines-on-toast', title: 'Sardines on toast with tomatoes', cuisine: 'british', mealTypes: ['lunch'], servings: 2, prepMinutes: 5, cookMinutes: 5,
    description: 'Tinned sardines mashed with lemon on hot sourdough toast, with sliced tomatoes and parsley.',
    tags: ['mild', 'high-protein', 'quick'],
    ingredients: [['tinned-sardines', 2, 'tin'], ['lemon', 0.5, null, { optional: true }], ['black-pepper', 1, 'pinch'], ['sourdough', 2], ['tomato', 2], ['parsley', 1, 'tbsp', { optional: true }]],
    steps: [
      'Drain the tinned sardines and mash them roughly with the black pepper, and the juice of the lemon if you have one.',
      ['Toast the sourdough for 3 minutes, until golden.', 180],
      'Top the toast with slices of tomato, then the sardines, and scatter with the parsley, if using.',
    ],
  },
  {
    id: 'broad-bean-pea-feta-salad', title: 'Broad bean, pea and feta salad', cuisine: 'greek', mealTypes: ['lunch'], servings: 2, prepMinutes: 10, cookMinutes: 5,
    description: 'Just-cooked broad beans and peas with crumbled feta, mint, lemon and olive oil, with warm pitta.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['broad-bean', 250, 'g'], ['frozen-peas', 150, 'g'], ['lemon', 0.5], ['olive-oil', 2, 'tbsp'], ['black-pepper', 1, 'pinch'], ['feta', 100, 'g'], ['mint', 2, 'tbsp'], ['pitta', 2, null, { optional: true }]],
    steps: [
      ['Boil the broad beans and frozen peas for 3 minutes, then drain and cool under cold water; slip the larger beans out of their skins.', 180],
      'Dress them with the juice of the lemon, the olive oil and black pepper.',
      'Crumble over the feta, tear over the mint and serve with the warmed pitta, if you like.',
    ],
  },
  {
    id: 'blue-cheese-pear-walnut-salad', title: 'Blue cheese, pear and walnut salad', cuisine: 'french', mealTypes: ['lunch'], servings: 2, prepMinutes: 10, cookMinutes: 3,
    description: 'Crisp leaves with sliced pear, toasted walnuts and crumbled blue cheese in a honey and cider vinegar dressing.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['walnuts', 40, 'g'], ['cider-vinegar', 1, 'tbsp'], ['honey', 1, 'tsp'], ['olive-oil', 2, 'tbsp'], ['salad-leaves', 80, 'g'], ['pear', 2], ['blue-cheese', 100, 'g'], ['baguette', 0.5, null, { optional: true }]],
    steps: [
      ['Toast the walnuts in a dry pan for 3 minutes, until fragrant.', 180],
      'Whisk the cider vinegar, honey and olive oil together.',
      'Toss the mixed salad leaves and thinly sliced pears in the dressing, crumble over the blue cheese, scatter with the walnuts and serve with the baguette, if you like.',
    ],
  },
  {
    id: 'baked-camembert', title: 'Baked camembert with garlic and rosemary', cuisine: 'french', mealTypes: ['lunch'], servings: 2, prepMinutes: 5, cookMinutes: 17,
    description: 'A whole camembert baked until molten with garlic and rosemary, for dipping bread and crisp raw vegetables.',
    tags: ['vegetarian', 'mild', 'high-protein'],
    ingredients: [['camembert', 1], ['garlic', 1], ['rosemary', 1, 'tsp'], ['olive-oil', 1, 'tsp'], ['baguette', 0.5], ['carrot', 2], ['celery', 2]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Unwrap the camembert and put it back in its wooden box, or in a small dish.',
      'Cut slits in the top and push in slivers of the garlic and the rosemary, then drizzle with the olive oil.',
      ['Bake for 15 minutes, until soft and molten in the middle.', 900],
      'Serve at once with the baguette, torn, and the carrots and celery cut into sticks for dipping.',
    ],
  },
  {
    id: 'brie-apple-toastie', title: 'Brie, apple and rocket toastie', cuisine: 'british', mealTypes: ['lunch'], servings: 2, prepMinutes: 5, cookMinutes: 8,
    description: 'Melting brie with thin slices of apple and peppery rocket, toasted in butter until crisp.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['sourdough', 4], ['brie', 120, 'g'], ['apple', 1], ['rocket', 20, 'g'], ['butter', 15, 'g']],
    steps: [
      'Top half the slices of sourdough with the sliced brie, thin slices of the apple and the rocket, and close with the other slices.',
      ['Spread the outsides with the butter and fry the sandwiches over a medium heat for 3 minutes on each side, pressing down, until golden and melting.', 180],
    ],
  },
];
