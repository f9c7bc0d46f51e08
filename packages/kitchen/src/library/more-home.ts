import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Home dishes for foods the ninth blind set found without one: oysters, stale rolls, lamb's liver at
 * breakfast, cottage cheese going off, buttermilk for a vegetarian supper; and two the tenth set found:
 * chicory going off beside ham and cheese, soured cream beside polenta and white cheese.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const moreHomeMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'chicory-ham-gratin-mash', title: 'Chicory and ham gratin with mash', cuisine: 'belgian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 35,
    description: 'Chicons au gratin, as Belgian and Dutch kitchens make it: heads of chicory simmered soft, rolled in ham and baked under a cheese sauce, with buttery mash.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['chicory', 4, null], ['ham', 4, 'slice'], ['potato', 800, 'g'], ['butter', 60, 'g'], ['plain-flour', 30, 'g'], ['milk', 550, 'ml'], ['gouda', 120, 'g', { note: 'or Gruyère or Emmental' }], ['nutmeg', 1, 'pinch'], ['salt', 0.75, 'tsp'], ['black-pepper', 0.25, 'tsp']],
    steps: [
      'Heat the oven to 200°C. Trim the base of each chicory and cut out the bitter cone of core with the tip of a knife. Peel the potatoes and cut them into chunks.',
      ['Simmer the chicory in salted water for 10 minutes, until tender to the tip of a knife. Drain upside down in a colander and press gently to squeeze out the water.', 600],
      ['Meanwhile boil the potatoes in salted water for 15 minutes, until tender.', 900],
      ['Melt half the butter in a saucepan, stir in the plain flour and cook for 1 minute.', 60],
      ['Whisk in most of the milk a little at a time and simmer for 3 minutes, stirring, until thick. Take off the heat and stir in most of the Gouda, grated, with the nutmeg, half the salt and the black pepper.', 180],
      'Roll each chicory in a slice of ham and lay them side by side in a baking dish. Pour over the sauce and scatter with the rest of the Gouda.',
      ['Bake for 20 minutes, until bubbling and golden.', 1200],
      'Meanwhile drain the potatoes and mash them with the rest of the butter, milk and salt. Serve the gratin with the mash.',
    ],
  },
  {
    id: 'mamaliga-branza-smantana', title: 'Mămăligă (Romanian polenta) with brânză, soured cream and fried eggs', cuisine: 'romanian', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 3, cookMinutes: 12,
    description: 'Soft Romanian polenta under crumbled salty white cheese and cold soured cream, with a fried egg each: the everyday lunch of a Romanian kitchen.',
    tags: ['vegetarian', 'quick', 'mild'],
    ingredients: [['polenta', 150, 'g', { note: 'quick-cook' }], ['salt', 0.5, 'tsp'], ['butter', 20, 'g'], ['feta', 120, 'g', { note: 'or Romanian telemea or brânză de burduf' }], ['soured-cream', 150, 'g', { note: 'or smântână' }], ['egg', 2, null, { optional: true }]],
    steps: [
      ['Bring water to the boil with the salt, 400 ml for every 100 g of polenta, pour in the polenta in a thin stream, whisking, and cook for 5 minutes over a low heat, stirring with a wooden spoon, until thick and smooth.', 300],
      'Stir half the butter into the polenta and spoon it onto warm plates.',
      ['Fry the eggs, if using, in the rest of the butter for 3 minutes, until the whites are set.', 180],
      'Crumble the feta over the polenta, top with the soured cream, and the fried eggs if you made them, and eat at once.',
    ],
  },
  {
    id: 'beer-iyo-basal-chapatis', title: 'Beer iyo basal (Somali fried liver and onions) with chapatis', cuisine: 'somali', mealTypes: ['breakfast', 'lunch'], servings: 2, prepMinutes: 8, cookMinutes: 12,
    description: 'A Somali breakfast of lamb\'s liver cut small and fried fast with onion, tomato, green chilli and cumin, scooped up with warm chapatis.',
    tags: ['spicy', 'quick', 'high-protein'],
    ingredients: [['lambs-liver', 300, 'g'], ['onion', 1], ['tomato', 1], ['green-chilli', 1], ['green-pepper', 0.5, null, { optional: true }], ['garlic', 2], ['vegetable-oil', 2, 'tbsp'], ['ground-cumin', 1, 'tsp', { note: 'or xawaash spice mix' }], ['salt', 0.5, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['coriander', 10, 'g'], ['chapati', 4, null, { note: 'or Somali sabaayad' }]],
    steps: [
      'Trim any tubes and membrane from the lamb\'s liver and cut it into 1 cm cubes. Slice the onion, chop the tomato, and the green pepper if using, slit the green chilli and crush the garlic.',
      ['Heat the vegetable oil in a frying pan over a medium-high heat and fry the onion for 4 minutes, until soft and starting to colour.', 240],
      ['Add the garlic, green chilli and cumin, then the liver, and fry for 3 minutes, stirring, until browned all over.', 180],
      ['Add the tomato, and the green pepper if using, and cook for 3 minutes more, until the tomato softens and the liver is just cooked through with no pink juices.', 180],
      'Meanwhile warm the chapatis in a dry pan, a few seconds a side.',
      'Season the liver with the salt and black pepper, scatter with the chopped coriander and eat at once, tearing the chapatis to scoop it up.',
    ],
  },
  {
    id: 'panko-crumbed-oysters-chips', title: 'Panko-crumbed oysters with chips, lemon and tartare sauce', cuisine: 'new-zealand', mealTypes: ['dinner'], servings: 2, prepMinutes: 20, cookMinutes: 25,
    description: 'The Kiwi way with Bluff oysters in season: freshly shucked, crumbed in panko and quickly shallow-fried, with chips, lemon and tartare sauce.',
    tags: ['mild'],
    ingredients: [['oven-chips', 400, 'g', { note: 'or home-made chips from floury potatoes' }], ['oyster', 12, null, { note: 'Bluff or Pacific, alive and tightly shut until shucked; or fresh ready-shucked' }], ['plain-flour', 30, 'g'], ['salt', 0.25, 'tsp'], ['black-pepper', 0.25, 'tsp'], ['egg', 1], ['panko', 60, 'g'], ['vegetable-oil', 3, 'tbsp'], ['lemon', 1], ['tartare-sauce', 4, 'tbsp']],
    steps: [
      ['Heat the oven to 220°C and bake the oven chips on a tray for 25 minutes, turning once, until golden and crisp.', 1500],
      'Meanwhile shuck the oysters, twisting an oyster knife into the hinge with a tea towel guarding your hand, and cut them free. Throw away any that gaped open or smell off.',
      'Pat the oysters dry on kitchen paper. Season the plain flour with half the salt and the black pepper, beat the egg in a bowl and spread the panko on a plate.',
      'Roll each oyster in the flour, dip it in the egg, then press it into the panko all over.',
      ['Heat the vegetable oil in a frying pan over a medium-high heat until a crumb sizzles at once, and fry the oysters in batches for 1 minute on each side, until golden. Drain on kitchen paper.', 60],
      'Sprinkle the chips with the rest of the salt and serve at once with the oysters, the lemon cut into wedges and the tartare sauce.',
    ],
  },
  {
    id: 'svickova-na-smetane-bread-dumplings', title: 'Svíčková na smetaně (Czech braised beef in root vegetable cream sauce) with bread dumplings', cuisine: 'czech', mealTypes: ['dinner'], servings: 4, prepMinutes: 40, cookMinutes: 150,
    description: 'Czech Sunday beef braised on root vegetables, its sauce blended with cream, with sliced houskové knedlíky, cranberry sauce and a slice of lemon.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['beef-joint', 700, 'g', { note: 'topside or sirloin, in one piece' }], ['bacon', 60, 'g', { optional: true, note: 'streaky, for larding' }], ['salt', 1.25, 'tsp'], ['butter', 40, 'g'], ['onion', 2], ['carrot', 3], ['parsnip', 1, null, { note: 'or parsley root' }], ['celeriac', 200, 'g'], ['bay-leaf', 3], ['allspice', 1, 'tsp', { note: 'whole berries' }], ['black-pepper', 1, 'tsp', { note: 'whole peppercorns' }], ['beef-stock-cube', 1], ['milk', 175, 'ml'], ['sugar', 1, 'tbsp'], ['yeast', 1], ['plain-flour', 270, 'g'], ['egg', 1], ['bread-roll', 2, null, { note: 'stale' }], ['whipping-cream', 200, 'ml', { note: 'or double cream' }], ['lemon', 1], ['cranberry-sauce', 4, 'tbsp']],
    steps: [
      'Heat the oven to 160°C. Season the beef joint with a third of the salt, lard it with strips of the bacon if using, and brown it all over in half the butter in a casserole; lift it out.',
      ['Add the rest of the butter with the onions, carrots, parsnip and celeriac, all diced small, and fry for 10 minutes, stirring, until golden at the edges.', 600],
      ['Return the beef and add the bay leaves, allspice, black peppercorns, the crumbled beef stock cube and hot water to come halfway up. Cover and braise in the oven for 2 hours, turning the beef once, until tender.', 7200],
      ['Meanwhile, for the knedlíky, stir the yeast and a pinch of the sugar into the milk, warmed until lukewarm. Mix with the plain flour, keeping back a spoonful for the sauce, the egg and a third of the salt, and knead for 5 minutes into a smooth, fairly firm dough.', 300],
      ['Cut the stale bread rolls into 1 cm cubes and knead them into the dough. Shape into logs about 6 cm thick on a floured board, cover and leave to rise for 30 minutes.', 1800],
      ['Simmer the dumplings in a large pan of boiling water with a pinch of the salt for 20 minutes, turning once, until springy. Lift out and prick all over so the steam escapes.', 1200],
      'Lift out the beef and fish out the bay leaves. Blend the vegetables with the braising liquid until smooth, adding water if it is very thick.',
      ['Whisk the reserved flour into the whipping cream, stir it into the sauce and simmer for 5 minutes, stirring, until it coats a spoon. Season with the rest of the salt and sugar and a squeeze of the lemon.', 300],
      'Slice the beef and the dumplings, pour over the sauce and top each plate with a spoonful of the cranberry sauce and a slice of the lemon.',
    ],
  },
  {
    id: 'syrnyky-soured-cream-strawberries', title: 'Syrnyky (Ukrainian cottage cheese pancakes) with soured cream and strawberries', cuisine: 'ukrainian', mealTypes: ['breakfast'], servings: 4, prepMinutes: 10, cookMinutes: 20, waitMinutes: 15,
    description: 'Little Ukrainian pancakes of drained curd cheese bound with egg and a little flour, fried golden in butter, with soured cream and strawberries.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['cottage-cheese', 500, 'g', { note: 'or tvorih (farmer\'s cheese), which needs no draining' }], ['egg', 1], ['sugar', 2, 'tbsp'], ['salt', 1, 'pinch'], ['vanilla-extract', 0.5, 'tsp', { optional: true }], ['plain-flour', 80, 'g', { note: 'or half semolina' }], ['butter', 40, 'g'], ['soured-cream', 150, 'g'], ['strawberry', 300, 'g']],
    steps: [
      ['Tip the cottage cheese into a sieve and leave it to drain for 15 minutes, pressing out the whey, then push it through the sieve or mash it smooth with a fork.', 900],
      'Beat in the egg, sugar and salt, and the vanilla extract if using, then stir in most of the plain flour to a soft dough that just holds together.',
      'With floured hands, shape the dough into balls the size of an apricot, flatten them into thick rounds and dust them in the rest of the flour.',
      ['Melt some of the butter in a frying pan over a medium-low heat and fry the syrnyky in batches for 4 minutes on each side, until deep golden and set in the middle, adding more butter for each batch.', 240],
      'Meanwhile hull and halve the strawberries.',
      'Serve the syrnyky hot with the soured cream and the strawberries.',
    ],
  },
  {
    id: 'buttermilk-biscuits-mushroom-gravy-fried-eggs', title: 'Buttermilk biscuits with creamy mushroom gravy and fried eggs', cuisine: 'american', mealTypes: ['dinner', 'breakfast'], servings: 2, prepMinutes: 15, cookMinutes: 20,
    description: 'Southern biscuits and gravy without the sausage: flaky buttermilk biscuits under a peppery mushroom and thyme cream gravy, with fried eggs.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['plain-flour', 150, 'g'], ['baking-powder', 1.5, 'tsp'], ['bicarbonate-of-soda', 0.25, 'tsp'], ['salt', 0.5, 'tsp'], ['butter', 70, 'g'], ['buttermilk', 120, 'ml'], ['chestnut-mushroom', 250, 'g'], ['onion', 1], ['thyme', 3, 'g'], ['milk', 250, 'ml'], ['double-cream', 50, 'ml'], ['black-pepper', 0.5, 'tsp'], ['egg', 2], ['hot-sauce', 1, 'tsp', { optional: true }]],
    steps: [
      'Heat the oven to 220°C. Whisk the plain flour, keeping back a few spoonfuls for the gravy, with the baking powder, bicarbonate of soda and half the salt. Rub in two-thirds of the butter, cold and cubed, to coarse crumbs with some flakes left.',
      'Stir in the buttermilk with a fork just until a shaggy dough forms. Pat it out on a floured surface, fold it in half, pat it out 2 cm thick and cut out rounds with a floured cutter, pressing straight down without twisting.',
      ['Bake the biscuits on a lined tray, just touching, for 12 minutes, until risen and golden.', 720],
      ['Meanwhile melt most of the rest of the butter in a frying pan and fry the sliced chestnut mushrooms, finely chopped onion and thyme leaves over a medium-high heat for 8 minutes, until browned and dry.', 480],
      ['Stir in the reserved flour and cook for 1 minute, then gradually stir in the milk and double cream.', 60],
      ['Simmer for 4 minutes, stirring, until thick, and season with the rest of the salt and plenty of black pepper.', 240],
      'Fry the eggs in the last of the butter in another pan until the whites are set.',
      'Split the warm biscuits, spoon over the mushroom gravy and top with the fried eggs, and a dash of hot sauce if using.',
    ],
  },
];
