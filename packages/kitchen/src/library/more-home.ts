import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Home dishes for foods the ninth blind set found without one: oysters, stale rolls, lamb's liver at
 * breakfast, cottage cheese going off, buttermilk for a vegetarian supper; and two the tenth set found:
 * chicory going off beside ham and cheese, soured cream beside polenta and white cheese; and the home
 * dishes its judges named for five of its fridges: mince and tatties, biscuits and sausage gravy, besan
 * chilla, Lao larb with sticky rice and Goan mackerel recheado.
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
  {
    id: 'mince-and-tatties', title: 'Mince and tatties', cuisine: 'british', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'The Scottish weeknight supper: beef mince simmered with onion and carrot in a savoury gravy, peas stirred in at the end, with buttery mashed potatoes.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['minced-beef', 500, 'g'], ['onion', 1], ['carrot', 2], ['vegetable-oil', 1, 'tbsp'], ['beef-stock', 400, 'ml'], ['worcestershire-sauce', 1, 'tbsp', { optional: true }], ['frozen-peas', 150, 'g'], ['potato', 1, 'kg'], ['butter', 30, 'g'], ['milk', 60, 'ml'], ['salt', 0.75, 'tsp'], ['black-pepper', 0.25, 'tsp']],
    steps: [
      'Peel the potatoes and cut them into even chunks. Finely chop the onion and dice the carrots.',
      ['Heat the vegetable oil in a wide pan over a medium-high heat and brown the beef mince for 6 minutes, breaking it up, until no pink is left.', 360],
      ['Add the onion and carrots and cook for 5 minutes, until the onion softens.', 300],
      ['Pour in the beef stock, and the Worcestershire sauce if using, bring to a simmer, cover and cook gently for 25 minutes, stirring now and then.', 1500],
      ['Meanwhile boil the potatoes in salted water for 20 minutes, until tender.', 1200],
      ['Stir the frozen peas into the mince and simmer, uncovered, for 5 minutes, until the gravy thickens a little and the peas are hot. Season with half the salt and the black pepper.', 300],
      'Drain the potatoes and mash them with the butter, milk and the rest of the salt. Serve the mince with the tatties.',
    ],
  },
  {
    id: 'biscuits-and-sausage-gravy', title: 'Biscuits and sausage gravy', cuisine: 'american', mealTypes: ['breakfast', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 20,
    description: 'The Southern breakfast: tender biscuits split and smothered in a peppery cream gravy of browned sausage meat. No eggs in either.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['self-raising-flour', 250, 'g'], ['salt', 0.25, 'tsp'], ['butter', 80, 'g'], ['milk', 750, 'ml'], ['sausage-meat', 450, 'g'], ['plain-flour', 30, 'g'], ['black-pepper', 1, 'tsp'], ['hot-sauce', 1, 'tsp', { optional: true }]],
    steps: [
      'Heat the oven to 220°C. Mix the self-raising flour with half the salt, then rub in the butter, cold and cubed, to coarse crumbs.',
      'Stir in a fifth of the milk with a fork just until a soft dough forms. Pat it out 2 cm thick on a floured surface and cut out rounds, two for each serving, pressing straight down without twisting.',
      ['Bake the biscuits on a lined tray, just touching, for 12 minutes, until risen and golden.', 720],
      ['Meanwhile brown the sausage meat in a large frying pan over a medium-high heat for 8 minutes, breaking it into small pieces, until cooked through with no pink left.', 480],
      ['Sprinkle over the plain flour and stir for 1 minute, until it soaks up the fat.', 60],
      ['Gradually stir in the rest of the milk and simmer for 4 minutes, stirring, until thick and creamy. Season with the rest of the salt and plenty of black pepper.', 240],
      'Split the warm biscuits and spoon over the sausage gravy, with a dash of hot sauce if you like.',
    ],
  },
  {
    id: 'besan-chilla-spinach', title: 'Besan chilla (gram flour pancakes) with spinach and yogurt', cuisine: 'indian', mealTypes: ['breakfast', 'lunch'], servings: 4, prepMinutes: 10, cookMinutes: 24,
    description: 'Thin, savoury gram flour pancakes flecked with spinach, onion, tomato, green chilli, ginger and coriander, cooked in ghee and eaten hot with cool yogurt.',
    tags: ['vegetarian', 'spicy'],
    ingredients: [['gram-flour', 250, 'g'], ['onion', 1], ['tomato', 1], ['spinach', 100, 'g'], ['green-chilli', 2], ['ginger', 10, 'g'], ['coriander', 15, 'g'], ['turmeric', 0.5, 'tsp'], ['cumin-seeds', 1, 'tsp'], ['chilli-powder', 0.5, 'tsp', { optional: true }], ['salt', 1, 'tsp'], ['ghee', 3, 'tbsp'], ['yogurt', 250, 'g']],
    steps: [
      'Finely chop the onion, tomato, spinach, green chillies and coriander, and grate the ginger.',
      'Whisk the gram flour with the turmeric, cumin seeds and salt, and the chilli powder if using, and enough water (about one and a half times as much as the flour, by weight) to make a smooth batter as thick as single cream. Stir in the chopped vegetables, chillies, ginger and coriander.',
      ['Heat a little of the ghee in a frying pan over a medium heat, pour in a ladle of batter and spread it thin. Cook for 2 minutes, until the underside is golden and the top has set.', 120],
      ['Drizzle a little more ghee around the edge, turn the chilla over and cook for 1 minute more. Repeat with the rest of the batter, keeping the chillas warm.', 60],
      'Serve the chillas hot with the yogurt.',
    ],
  },
  {
    id: 'lao-larb-gai-sticky-rice', title: 'Larb gai (Lao chicken and herb salad) with sticky rice', cuisine: 'lao', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 35, waitMinutes: 60,
    description: 'Warm chicken mince dressed with lime and fish sauce, tossed with shallots, mint, coriander and toasted rice powder, with steamed sticky rice and raw vegetables to eat it with.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['sticky-rice', 400, 'g'], ['minced-chicken', 500, 'g'], ['shallot', 3], ['spring-onion', 3], ['mint', 15, 'g'], ['coriander', 15, 'g'], ['lime', 2], ['fish-sauce', 2, 'tbsp'], ['dried-chilli', 3, 'g'], ['sugar', 0.5, 'tsp', { optional: true }], ['cucumber', 1], ['green-bean', 150, 'g'], ['cabbage', 200, 'g']],
    steps: [
      ['Rinse the sticky rice until the water runs clear, keep back a spoonful for each serving and soak the rest in warm water for 1 hour.', 3600],
      ['Toast the dry sticky rice you kept back in a dry frying pan over a medium heat for 5 minutes, shaking the pan, until deep golden, then grind it to a coarse powder.', 300],
      ['Drain the soaked rice and steam it in a sieve lined with a clean cloth over a pan of simmering water, covered, for 25 minutes, turning it over halfway, until tender and sticky.', 1500],
      'Meanwhile thinly slice the shallots and spring onions, pick the mint and coriander leaves, crumble the dried chilli, and cut the cucumber, green beans and cabbage into pieces to eat with the larb.',
      ['Cook the chicken mince with a splash of water in a frying pan over a medium heat for 6 minutes, breaking it up, until cooked through with no pink left.', 360],
      'Take the pan off the heat and stir in the fish sauce, the juice of the limes and the dried chilli, and the sugar if using, then the shallots, spring onions, mint, coriander and most of the toasted rice powder.',
      'Scatter the larb with the rest of the rice powder and serve it warm with the sticky rice and the raw vegetables.',
    ],
  },
  {
    id: 'goan-mackerel-recheado', title: 'Mackerel recheado (Goan red-masala fried mackerel) with rice', cuisine: 'goan', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 20, cookMinutes: 20,
    description: 'Mackerel rubbed with Goa\'s fiery recheado paste of dried chillies, vinegar, garlic, ginger, tamarind and warm spices, fried crusty and served with rice and an onion and tomato salad.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['mackerel', 700, 'g', { note: 'fillets, or whole fish, gutted and slashed' }], ['dried-chilli', 10, 'g'], ['white-vinegar', 3, 'tbsp'], ['cumin-seeds', 1, 'tsp'], ['cloves', 0.25, 'tsp'], ['ground-cinnamon', 0.25, 'tsp'], ['turmeric', 0.5, 'tsp'], ['garlic', 6], ['ginger', 15, 'g'], ['tamarind', 1, 'tbsp'], ['sugar', 1, 'tsp'], ['salt', 1, 'tsp'], ['vegetable-oil', 3, 'tbsp'], ['rice', 300, 'g'], ['onion', 1], ['tomato', 2], ['lime', 1, null, { optional: true }]],
    steps: [
      ['Soak the dried chillies in the white vinegar for 10 minutes to soften.', 600],
      'Blend the chillies and vinegar with the cumin seeds, cloves, ground cinnamon, turmeric, garlic, ginger, tamarind, sugar and half the salt to a thick, smooth paste, adding a splash of water only if needed.',
      'Pat the mackerel dry, slash the skin 2 or 3 times and rub the paste all over, pushing it into the cuts.',
      ['Rinse the rice and simmer it, covered, in 150 ml of water for every 100 g of rice for 12 minutes, then leave it to steam off the heat.', 720],
      'Meanwhile slice the onion into thin rings, chop the tomatoes and toss them with the rest of the salt, and the juice of the lime if using.',
      ['Heat the vegetable oil in a large frying pan over a medium heat and fry the mackerel, skin side down first, for 3 minutes on each side, until the paste is crusty and the fish flakes, in batches if need be.', 180],
      'Serve the mackerel with the rice and the onion and tomato salad.',
    ],
  },
];
