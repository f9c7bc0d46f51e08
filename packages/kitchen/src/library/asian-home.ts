import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * East and South-East Asian suppers from a home fridge: crisp five-spice pork belly, a honey, soy and
 * garlic chicken noodle stir-fry, five-spice duck with a fresh plum sauce, omurice, kimchi fried rice
 * with pork, garlic chilli lime prawns, a tofu and shiitake donburi, miso udon, salt-grilled mackerel,
 * a tamari and maple tempeh stir-fry and an instant noodle soup made into a meal. Pork, chicken and
 * prawns are cooked through; leftover rice is fried until piping hot.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const asianHomeMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'five-spice-pork-belly-rice-pak-choi', title: 'Crispy five-spice pork belly with rice and pak choi', cuisine: 'chinese', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 55,
    description: 'Slices of pork belly rubbed with five spice, salt and soy and roasted until the fat renders and the edges crisp, with rice and garlicky pak choi.',
    tags: ['mild'],
    ingredients: [['pork-belly', 500, 'g', { note: 'slices or a piece, rind removed' }], ['five-spice', 2, 'tsp'], ['salt', 0.75, 'tsp'], ['soy-sauce', 2, 'tbsp'], ['honey', 1, 'tbsp', { optional: true }], ['rice', 240, 'g'], ['pak-choi', 4], ['garlic', 2], ['vegetable-oil', 1, 'tbsp'], ['spring-onion', 2, null, { optional: true }], ['sesame-oil', 1, 'tsp', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Pat the pork belly dry, cut it into 2 cm thick slices if it is in one piece, and rub all over with the five spice, the salt and half the soy sauce.',
      ['Lay the slices on a rack over a roasting tin and roast for 45 minutes, turning halfway, until the fat has rendered and the pork is crisp, golden and cooked through.', 2700],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Mix the rest of the soy sauce with the honey, if using, brush it over the pork and return it to the oven for the last few minutes, until sticky.',
      'Halve the pak choi lengthways and slice the garlic.',
      ['Heat the vegetable oil in a wok over a high heat, add the garlic and the pak choi with a splash of water and stir-fry for 2 minutes, until the stems are just tender and the leaves wilted.', 120],
      'Slice the pork and serve it on the rice with the pak choi, scattered with the sliced spring onions and drizzled with the sesame oil, if you have them.',
    ],
  },
  {
    id: 'honey-soy-garlic-chicken-noodles', title: 'Honey, soy and garlic chicken noodle stir-fry', cuisine: 'chinese', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 15,
    description: 'Strips of chicken and red pepper stir-fried with egg noodles in a sticky honey, soy and garlic sauce, finished with spring onions.',
    tags: ['mild', 'family-friendly', 'high-protein'],
    ingredients: [['chicken-breast', 2], ['red-pepper', 1], ['spring-onion', 3], ['garlic', 3], ['ginger', 1, 'tsp', { optional: true }], ['honey', 1.5, 'tbsp'], ['soy-sauce', 2, 'tbsp'], ['egg-noodles', 150, 'g'], ['vegetable-oil', 1, 'tbsp'], ['sesame-seeds', 1, 'tsp', { optional: true }]],
    steps: [
      'Cut the chicken breasts into thin strips, slice the red pepper, slice the spring onions, keeping the green tops separate, and crush the garlic. Mix the honey with the soy sauce and a splash of water.',
      ['Cook the egg noodles in boiling water for 4 minutes, until just tender, then drain and rinse under cold water.', 240],
      ['Heat the vegetable oil in a wok over a high heat and stir-fry the chicken for 5 minutes, until golden and cooked through with no pink left.', 300],
      ['Add the red pepper and the white parts of the spring onions and stir-fry for 3 minutes, until the pepper is just tender.', 180],
      ['Add the garlic, and the grated ginger, if using, and stir-fry for 30 seconds.', 30],
      ['Add the noodles and the honey and soy sauce and toss for 2 minutes, until the noodles are hot and glossy.', 120],
      'Serve scattered with the green spring onion tops and the sesame seeds, if you have them.',
    ],
  },
  {
    id: 'five-spice-duck-plum-sauce-rice', title: 'Five-spice duck breast with plum sauce and rice', cuisine: 'chinese', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 30,
    description: 'Duck breasts rubbed with five spice and cooked skin side down until crisp, sliced over rice with a quick sauce of fresh plums, honey and soy, and cool cucumber.',
    tags: ['mild', 'high-protein'],
    ingredients: [['duck-breast', 2], ['five-spice', 1, 'tsp'], ['salt', 0.5, 'tsp'], ['rice', 150, 'g'], ['plum', 4], ['honey', 1, 'tbsp'], ['soy-sauce', 1, 'tbsp'], ['ginger', 1, 'tsp', { optional: true }], ['star-anise', 1, 'pinch', { optional: true }], ['cucumber', 0.5], ['spring-onion', 2, null, { optional: true }]],
    steps: [
      'Pat the duck breasts dry, score the skin in a close criss-cross without cutting into the meat and rub all over with the five spice and the salt.',
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      ['Meanwhile lay the duck skin side down in a cold frying pan, set it over a medium heat and cook for 12 minutes, pouring off the fat now and then, until the skin is deep golden and crisp.', 720],
      ['Turn the breasts and cook for 4 minutes more, until browned all over and just pink in the middle; for anyone who should avoid undercooked poultry, cook on until no pink is left.', 240],
      ['Lift the duck onto a board and leave it to rest for 5 minutes.', 300],
      'Pour all but a spoonful of the fat out of the pan. Stone and chop the plums.',
      ['Add the plums, the honey, the soy sauce and a splash of water, with the grated ginger and the star anise, if using, and simmer for 6 minutes, stirring, until the plums collapse into a thick, glossy sauce.', 360],
      'Cut the cucumber into batons, and slice the spring onions, if using.',
      'Slice the duck and serve it on the rice with the plum sauce and the cucumber, scattered with the spring onions, if using.',
    ],
  },
  {
    id: 'omurice', title: 'Omurice (chicken ketchup rice in an omelette)', cuisine: 'japanese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 10, cookMinutes: 15,
    description: 'Japanese home cooking: leftover rice fried with chicken, onion and ketchup, shaped into a mound and draped with a soft, just-set omelette.',
    tags: ['mild', 'family-friendly', 'high-protein', 'uses-leftovers'],
    ingredients: [['chicken-thigh', 150, 'g', { note: 'boneless and skinless' }], ['onion', 0.5], ['microwave-rice', 400, 'g', { note: 'cold, cooked the day before' }], ['butter', 20, 'g'], ['frozen-peas', 50, 'g', { optional: true }], ['ketchup', 4, 'tbsp'], ['soy-sauce', 1, 'tsp', { optional: true }], ['egg', 4], ['milk', 2, 'tbsp', { optional: true }], ['salt', 1, 'pinch']],
    steps: [
      'Cut the chicken thighs into 1 cm pieces and finely chop the onion. Break up the cold cooked rice with your fingers so no clumps are left.',
      ['Melt half the butter in a frying pan over a medium heat and fry the chicken and onion for 6 minutes, until the onion is soft and the chicken cooked through with no pink left.', 360],
      ['Add the rice and the frozen peas, if using, and stir-fry for 4 minutes, until piping hot all the way through.', 240],
      'Stir in most of the ketchup, and the soy sauce, if using, until the rice is evenly red, then divide it between the plates and shape each portion into an oval mound.',
      'Beat the eggs with the salt, and the milk, if using.',
      ['For each omelette, melt a little of the rest of the butter in a non-stick frying pan over a medium heat, pour in a share of the eggs and stir gently for 1 minute, until set underneath but still soft and creamy on top.', 60],
      'Slide each omelette over a mound of rice and finish with a zigzag of the rest of the ketchup.',
    ],
  },
  {
    id: 'kimchi-fried-rice-pork-fried-egg', title: 'Kimchi fried rice with pork and a fried egg', cuisine: 'korean', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'Pork mince and a good amount of chopped kimchi fried until caramelised, tossed with leftover rice and kimchi juice and topped with runny fried eggs.',
    tags: ['spicy', 'quick', 'uses-leftovers'],
    ingredients: [['kimchi', 150, 'g'], ['spring-onion', 2], ['microwave-rice', 400, 'g', { note: 'cold, cooked the day before' }], ['vegetable-oil', 1, 'tbsp'], ['minced-pork', 200, 'g'], ['soy-sauce', 1, 'tsp'], ['gochujang', 1, 'tbsp', { optional: true }], ['egg', 2], ['sesame-oil', 1, 'tsp', { optional: true }], ['nori', 1, null, { optional: true }]],
    steps: [
      'Chop the kimchi, keeping its juice, slice the spring onions, keeping the green tops separate, and break up the cold cooked rice with your fingers.',
      ['Heat half the vegetable oil in a large frying pan or wok over a high heat and fry the pork mince for 5 minutes, breaking it up, until browned and cooked through with no pink left.', 300],
      ['Add the kimchi and the white parts of the spring onions and fry for 3 minutes, until the kimchi is sizzling and starting to caramelise.', 180],
      ['Add the rice, the kimchi juice and the soy sauce, with the gochujang, if using, and stir-fry for 4 minutes, pressing the rice against the pan, until piping hot all the way through.', 240],
      ['Meanwhile heat the rest of the oil in another frying pan and fry the eggs for 3 minutes, until the whites are set and the yolks still runny.', 180],
      'Stir the sesame oil, if using, through the rice and spoon it into bowls. Top each bowl with a fried egg and scatter with the green spring onion tops and the torn nori, if you have it.',
    ],
  },
  {
    id: 'garlic-chilli-lime-prawns-rice', title: 'Garlic, chilli and lime prawns with rice', cuisine: 'thai', mealTypes: ['dinner'], servings: 2, prepMinutes: 5, cookMinutes: 17,
    description: 'Raw prawns fried quickly in butter and oil with plenty of garlic and red chilli, finished with lime zest and juice and spooned over fluffy rice.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['rice', 150, 'g'], ['garlic', 4], ['chilli', 1], ['lime', 1], ['vegetable-oil', 1, 'tbsp'], ['butter', 25, 'g'], ['prawn', 250, 'g', { note: 'raw and peeled' }], ['salt', 1, 'pinch'], ['coriander', 10, 'g', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Meanwhile crush the garlic, finely chop the chilli, taking out the seeds for a milder heat, and zest and juice the lime.',
      ['Heat the vegetable oil and butter in a large frying pan over a medium-high heat and fry the prawns for 2 minutes, until they start to turn pink.', 120],
      ['Add the garlic and chilli and fry for 1 minute more, turning the prawns, until they are pink all over and cooked through.', 60],
      'Take the pan off the heat and toss in the lime zest and juice, the salt and the chopped coriander, if using. Serve the prawns on the rice with the buttery juices spooned over.',
    ],
  },
  {
    id: 'tofu-shiitake-donburi', title: 'Tofu and shiitake donburi', cuisine: 'japanese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 10, cookMinutes: 20,
    description: 'Golden fried tofu and shiitake mushrooms simmered briefly in a sweet soy sauce with onion, spooned over a bowl of rice with spring onions.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly', 'high-protein'],
    ingredients: [['rice', 150, 'g'], ['tofu', 280, 'g'], ['shiitake', 150, 'g'], ['onion', 0.5], ['spring-onion', 2], ['vegetable-oil', 1, 'tbsp'], ['soy-sauce', 2, 'tbsp'], ['mirin', 2, 'tbsp', { optional: true }], ['sugar', 1, 'tbsp'], ['sesame-seeds', 1, 'tsp', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Meanwhile drain the tofu, pat it dry with kitchen paper and cut it into 2 cm cubes. Slice the shiitake mushrooms, the onion and the spring onions.',
      ['Heat the vegetable oil in a frying pan over a medium-high heat and fry the tofu for 8 minutes, turning, until golden on all sides; lift it out.', 480],
      ['Add the shiitake and the onion to the pan and fry for 4 minutes, until the onion is soft and the mushrooms golden.', 240],
      ['Return the tofu, add the soy sauce, the sugar and a small cupful of water, with the mirin, if using, and simmer for 3 minutes, turning the tofu in the sauce, until glossy and a little reduced.', 180],
      'Spoon the rice into bowls, top with the tofu and mushrooms and their sauce and scatter with the spring onions and the sesame seeds, if you have them.',
    ],
  },
  {
    id: 'miso-udon-tofu-pak-choi', title: 'Miso udon soup with tofu and pak choi', cuisine: 'japanese', mealTypes: ['lunch', 'dinner'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'Thick udon noodles, cubes of tofu and pak choi in a savoury miso broth with ginger and spring onions: a warming bowl in twenty minutes.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'high-protein'],
    ingredients: [['tofu', 200, 'g'], ['pak-choi', 2], ['spring-onion', 2], ['ginger', 1, 'tsp', { optional: true }], ['udon-noodles', 160, 'g', { note: 'dried' }], ['kombu', 5, 'g', { optional: true }], ['miso', 2, 'tbsp'], ['sesame-oil', 1, 'tsp', { optional: true }], ['chilli-oil', 1, 'tsp', { optional: true }]],
    steps: [
      'Cut the tofu into 2 cm cubes, halve the pak choi lengthways and slice the spring onions, and the ginger, if using.',
      ['Cook the udon noodles in a large pan of boiling water for 8 minutes, until tender, then drain and rinse them under hot water.', 480],
      ['Meanwhile heat water in another pan, 400 ml for each serving, with the kombu and the ginger, if using, and simmer gently for 5 minutes; lift out the kombu, if you used it.', 300],
      ['Add the tofu and the pak choi and simmer for 3 minutes, until the pak choi stems are just tender.', 180],
      'Take the pan off the heat. Mix the miso with a ladleful of the hot broth until smooth, then stir it back in; do not let it boil again.',
      'Divide the noodles between the bowls, ladle over the broth, tofu and pak choi, scatter with the spring onions and add a few drops of the sesame oil or chilli oil, if you like.',
    ],
  },
  {
    id: 'saba-shioyaki-rice-pickled-cucumber', title: 'Saba shioyaki (salt-grilled mackerel) with rice and pickled cucumber', cuisine: 'japanese', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 15, waitMinutes: 20,
    description: 'Mackerel fillets salted, then grilled until the skin blisters and the flesh just flakes, with plain rice and a quick sweet-sharp cucumber pickle.',
    tags: ['mild', 'high-protein'],
    ingredients: [['mackerel', 2], ['salt', 0.75, 'tsp'], ['rice', 150, 'g'], ['cucumber', 0.5], ['rice-vinegar', 2, 'tbsp'], ['sugar', 1, 'tsp'], ['sesame-seeds', 1, 'tsp', { optional: true }], ['daikon', 80, 'g', { optional: true }], ['lemon', 0.5, null, { optional: true }]],
    steps: [
      ['Sprinkle the mackerel fillets on both sides with most of the salt and leave them for 20 minutes, then pat them dry with kitchen paper.', 1200],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      ['Thinly slice the cucumber, toss it with the rest of the salt and leave for 10 minutes, then squeeze out the liquid.', 600],
      'Mix the rice vinegar with the sugar until dissolved and toss it with the cucumber and the sesame seeds, if you have them.',
      'Heat the grill to high and line a tray with foil. Score the skin of the mackerel and lay the fillets on the tray, skin side up.',
      ['Grill for 7 minutes, without turning, until the skin is blistered and golden and the fish flakes easily.', 420],
      'Serve the mackerel with the rice and the pickled cucumber, with the finely grated daikon and a wedge of the lemon, if you have them.',
    ],
  },
  {
    id: 'tamari-maple-tempeh-pepper-stir-fry', title: 'Tamari and maple tempeh with peppers and rice', cuisine: 'american', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 15,
    description: 'Slices of tempeh fried until crisp-edged, tossed with peppers, garlic, ginger and spring onions in a sticky tamari and maple glaze, over rice.',
    tags: ['vegetarian', 'vegan', 'mild'],
    ingredients: [['rice', 150, 'g'], ['tempeh', 200, 'g'], ['mixed-peppers', 2], ['spring-onion', 3], ['garlic', 2], ['ginger', 1, 'tsp'], ['tamari', 2, 'tbsp'], ['maple-syrup', 1, 'tbsp'], ['vegetable-oil', 1, 'tbsp'], ['sesame-seeds', 1, 'tsp', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      'Meanwhile cut the tempeh into thin slices, slice the mixed peppers into strips and the spring onions into short lengths, crush the garlic and grate the ginger. Mix the tamari with the maple syrup and a splash of water.',
      ['Heat the vegetable oil in a wok or large frying pan over a medium-high heat and fry the tempeh for 6 minutes, turning, until golden and crisp at the edges.', 360],
      ['Add the peppers and stir-fry for 3 minutes, until just tender.', 180],
      ['Add the garlic, ginger and spring onions and stir-fry for 1 minute.', 60],
      ['Pour in the tamari and maple sauce and toss for 1 minute, until it bubbles into a sticky glaze.', 60],
      'Serve on the rice, scattered with the sesame seeds, if you have them.',
    ],
  },
  {
    id: 'instant-noodle-soup-spinach-soft-egg', title: 'Instant noodle soup with spinach and a soft egg', cuisine: 'japanese', mealTypes: ['lunch'], servings: 2, prepMinutes: 2, cookMinutes: 10,
    description: 'A packet of instant noodles made into a proper lunch with wilted spinach, spring onions and a jammy soft-boiled egg.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['egg', 2], ['instant-noodles', 2], ['spinach', 100, 'g'], ['spring-onion', 2], ['soy-sauce', 1, 'tsp', { optional: true }], ['sesame-oil', 1, 'tsp', { optional: true }]],
    steps: [
      ['Lower the eggs into a small pan of boiling water and boil for 6 minutes, then cool them in cold water and peel them.', 360],
      'Meanwhile slice the spring onions and bring water to the boil in another pan, as much as the noodle packets ask for.',
      ['Add the instant noodles and their flavour sachets and simmer for 3 minutes.', 180],
      ['Add the spinach and the spring onions and cook for 1 minute, until the spinach wilts.', 60],
      'Pour into the bowls, season with the soy sauce and sesame oil, if using, halve the eggs and sit them on top.',
    ],
  },
];
