import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * The everyday mains of home kitchens that a fridge of their foods calls for: Filipino pork adobo,
 * Spanish hake in salsa verde, a Nigerian fish pepper stew, Turkish leeks in olive oil and Indonesian tofu
 * and tempeh. (Brazilian chicken strogonoff is already in world-classics.ts.)
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const homeMainMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'pork-adobo', title: 'Pork adobo with rice', cuisine: 'filipino', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 90,
    description: 'Pork braised in vinegar, soy sauce, a whole head of garlic, bay and black peppercorns, then browned and coated in its reduced, glossy sauce, with jasmine rice.',
    tags: ['mild', 'high-protein', 'batch-friendly', 'family-friendly'],
    ingredients: [['pork-shoulder', 900, 'g', { note: 'or pork belly, or a mix' }], ['garlic', 10], ['soy-sauce', 80, 'ml'], ['white-vinegar', 125, 'ml', { note: 'or cane vinegar' }], ['bay-leaf', 4], ['black-pepper', 1, 'tsp', { note: 'whole peppercorns' }], ['jasmine-rice', 300, 'g'], ['vegetable-oil', 1, 'tbsp'], ['light-brown-sugar', 1, 'tbsp', { optional: true }]],
    steps: [
      'Cut the pork shoulder into 4 cm chunks. Peel the garlic and crush the cloves lightly with the flat of a knife.',
      'Put the pork in a heavy pan with the garlic, soy sauce, bay leaves and black peppercorns and water, 60 ml for each serving.',
      ['Pour in the vinegar and bring to the boil without stirring, so its sharpness cooks off, then cover and simmer gently for 1 hour, until the pork is tender.', 3600],
      ['Meanwhile rinse the jasmine rice and simmer it, covered, in 150 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'Lift the pork out with a slotted spoon and pour the sauce into a jug.',
      ['Heat the vegetable oil in the empty pan and fry the pork for 8 minutes, turning, until browned at the edges.', 480],
      ['Pour the sauce back in with the light brown sugar, if using, and boil for 15 minutes, stirring, until reduced, dark and glossy and clinging to the pork.', 900],
      'Fish out the bay leaves and serve the adobo over the rice with its sauce.',
    ],
  },
  {
    id: 'merluza-en-salsa-verde', title: 'Merluza en salsa verde (Basque hake in green sauce) with potatoes', cuisine: 'spanish', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 25,
    description: 'Hake steaks cooked gently in a garlic, parsley and white wine sauce that the fish itself thickens as the pan is shaken, with clams if you have them and boiled potatoes.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['potato', 800, 'g'], ['salt', 1, 'tsp'], ['hake', 700, 'g', { note: 'steaks or thick fillets, skin on' }], ['garlic', 4], ['parsley', 30, 'g'], ['clam', 300, 'g', { optional: true }], ['olive-oil', 5, 'tbsp'], ['plain-flour', 1, 'tbsp'], ['white-wine', 100, 'ml'], ['vegetable-stock', 250, 'ml', { note: 'or fish stock' }], ['frozen-peas', 100, 'g', { optional: true }]],
    steps: [
      ['Peel the potatoes, cut them into large chunks and boil them in water with half the salt for 20 minutes, until tender; drain and keep warm.', 1200],
      'Meanwhile season the hake with the rest of the salt. Thinly slice the garlic and finely chop the parsley. Scrub the clams, if using, throwing away any that stay open when tapped.',
      ['Warm the olive oil in a wide shallow pan over a low heat and cook the garlic for 2 minutes, until it only just starts to colour.', 120],
      'Stir in the plain flour, then the white wine, and let it bubble. Stir in the vegetable stock a little at a time until smooth, then most of the parsley.',
      ['Lay in the hake, skin side up, and cook gently for 4 minutes, shaking the pan in small circles so the juices from the fish thicken the sauce.', 240],
      ['Turn the hake, add the clams and frozen peas, if using, cover and cook for 4 minutes more, until the clams open and the fish flakes; throw away any clams that stay shut.', 240],
      'Scatter with the rest of the parsley and serve from the pan with the potatoes.',
    ],
  },
  {
    id: 'nigerian-fish-pepper-stew', title: 'Nigerian fish pepper stew (obe ata eja) with rice', cuisine: 'west-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 50,
    description: 'Seasoned mackerel fried golden, then simmered in a thick fried stew of blended red peppers, tomatoes, onion and scotch bonnet with curry powder and thyme, over white rice.',
    tags: ['spicy'],
    ingredients: [['mackerel', 700, 'g', { note: 'whole fish cut into steaks, or fillets; or any firm white fish' }], ['salt', 0.75, 'tsp'], ['curry-powder', 1, 'tsp'], ['dried-thyme', 1, 'tsp'], ['chicken-stock-cube', 2], ['red-pepper', 3], ['tomato', 4], ['onion', 2], ['scotch-bonnet', 2], ['rice', 300, 'g'], ['vegetable-oil', 6, 'tbsp'], ['tomato-puree', 2, 'tbsp']],
    steps: [
      'Rinse the mackerel and season it with half the salt, half the curry powder, half the dried thyme and half the chicken stock cubes, crumbled. Leave it while you make the pepper base.',
      'Roughly chop the red peppers, tomatoes, half the onions and the scotch bonnets, seeded for less heat, and blend until smooth. Slice the rest of the onions.',
      ['Boil the blend in a saucepan for 15 minutes, stirring now and then, until thick and most of the water has gone.', 900],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      ['Pat the mackerel dry and fry it in the vegetable oil in a wide pan over a medium-high heat for 4 minutes on each side, until golden and firm, then lift it out.', 240],
      ['Pour off all but a few spoonfuls of the oil and fry the sliced onions for 5 minutes, until soft.', 300],
      ['Stir in the tomato purée and the reduced pepper blend and fry for 15 minutes, stirring often, until darker and the oil rises to the top.', 900],
      ['Crumble in the rest of the stock cubes, add the rest of the curry powder, thyme and salt with a splash of water, slide in the mackerel, spoon the stew over and simmer gently for 5 minutes. Serve with the rice.', 300],
    ],
  },
  {
    id: 'zeytinyagli-pirasa', title: 'Zeytinyağlı pırasa (Turkish leeks braised in olive oil)', cuisine: 'turkish', mealTypes: ['dinner', 'lunch'], servings: 4, prepMinutes: 15, cookMinutes: 40, waitMinutes: 20,
    description: 'Leeks and carrots braised slowly in olive oil with a little rice, sugar and lemon until silky, eaten warm or at room temperature with bread as a main.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly'],
    ingredients: [['leek', 1000, 'g'], ['onion', 1], ['carrot', 2], ['olive-oil', 100, 'ml'], ['rice', 50, 'g', { note: 'short-grain if you have it' }], ['sugar', 1, 'tsp'], ['salt', 1, 'tsp'], ['lemon', 1], ['bread', 8, 'slice', { note: 'or a crusty Turkish loaf' }]],
    steps: [
      'Trim the leeks, halve them lengthways, wash out any grit and cut them into 3 cm pieces on an angle. Chop the onion and slice the carrots into rounds.',
      ['Warm the olive oil in a wide pan and cook the onion for 5 minutes, until soft.', 300],
      ['Add the carrots and leeks and cook for 5 minutes, stirring, until they start to soften.', 300],
      'Stir in the rinsed rice, the sugar and the salt, and pour in hot water, about 60 ml for each serving.',
      ['Cover and simmer gently for 30 minutes, until the leeks and rice are tender and most of the water has gone.', 1800],
      ['Squeeze in the juice of half the lemon and leave to cool in the pan, covered, for 20 minutes.', 1200],
      'Serve warm or at room temperature with the rest of the lemon cut into wedges and the bread.',
    ],
  },
  {
    id: 'tahu-tempe-kecap', title: 'Tahu tempe kecap (tofu and tempeh in sweet soy) with rice and greens', cuisine: 'indonesian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 30,
    description: 'Fried tofu and tempeh glazed in sweet soy with shallots, garlic, chilli and tomato, with jasmine rice and garlicky stir-fried spinach.',
    tags: ['vegetarian', 'vegan', 'spicy', 'high-protein'],
    ingredients: [['jasmine-rice', 300, 'g'], ['tofu', 400, 'g', { note: 'firm' }], ['tempeh', 300, 'g'], ['salt', 0.5, 'tsp'], ['shallot', 4], ['garlic', 5], ['chilli', 2], ['galangal', 10, 'g', { optional: true }], ['tomato', 1], ['vegetable-oil', 5, 'tbsp'], ['dark-soy-sauce', 5, 'tbsp', { note: 'kecap manis; or dark soy sauce with more sugar' }], ['sugar', 1, 'tbsp', { note: 'palm sugar if you have it' }], ['spinach', 300, 'g', { note: 'or water spinach (kangkung)' }]],
    steps: [
      ['Rinse the jasmine rice and simmer it, covered, in 150 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'Meanwhile pat the tofu dry and cut it and the tempeh into bite-sized pieces, then sprinkle with most of the salt. Slice the shallots, most of the garlic and the chillies, slice the galangal, if using, and chop the tomato.',
      ['Heat most of the vegetable oil in a wok or frying pan and fry the tofu and tempeh in batches for 8 minutes, turning, until golden all over; lift out.', 480],
      ['Pour off all but a spoonful of the oil and fry the shallots, sliced garlic and chillies, with the galangal if using, for 2 minutes, until fragrant.', 120],
      'Add the tomato and cook until it softens, then stir in the kecap manis, the sugar and a splash of water.',
      ['Return the tofu and tempeh and toss over a medium heat for 3 minutes, until the sauce is thick and sticky and coats every piece.', 180],
      ['In another pan, stir-fry the rest of the garlic, crushed, in the rest of the oil, add the spinach with the rest of the salt and a splash of water and toss for 2 minutes, until just wilted.', 120],
      'Serve the tofu and tempeh with the rice and the greens.',
    ],
  },
];
