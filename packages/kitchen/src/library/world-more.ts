import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Home dishes of Bangladeshi, Ghanaian, Trinidadian, Colombian, Egyptian and Taiwanese kitchens the judged fridges asked for.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const worldMoreMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'maacher-jhol', title: 'Maacher jhol (fish curry with potato and aubergine) with rice', cuisine: 'bangladeshi', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 35,
    description: 'Everyday Bangladeshi fish curry: fried fish, potato and aubergine in a thin turmeric and cumin broth with green chillies, over rice.',
    tags: ['spicy'],
    ingredients: [['catfish', 600, 'g', { note: 'or tilapia or pollock, or rohu steaks' }], ['turmeric', 1.5, 'tsp'], ['salt', 1.25, 'tsp'], ['potato', 2], ['aubergine', 0.5], ['onion', 1], ['ginger', 15, 'g'], ['garlic', 2], ['green-chilli', 4], ['ground-cumin', 2, 'tsp'], ['chilli-powder', 0.5, 'tsp'], ['vegetable-oil', 5, 'tbsp', { note: 'mustard oil if you have it' }], ['nigella-seeds', 0.5, 'tsp'], ['rice', 300, 'g'], ['coriander', 15, 'g']],
    steps: [
      'Cut the catfish into large pieces and rub with half the turmeric and a little salt. Cut the potatoes into wedges and the aubergine to match.',
      'Slice the onion, grate the ginger, crush the garlic and slit the green chillies. Mix the cumin, chilli powder and rest of the turmeric with a splash of water.',
      ['Heat the vegetable oil in a wide pan and fry the fish for 2 minutes a side, until lightly golden; lift out.', 120],
      ['Fry the potatoes and aubergine for 5 minutes, until starting to brown; lift out.', 300],
      ['Add the nigella seeds and green chillies and, once they sizzle, the onion, and fry for 5 minutes, until soft.', 300],
      'Add the ginger, garlic and spice paste and fry, adding splashes of water, until the oil separates.',
      ['Return the potatoes and aubergine with the rest of the salt and water, 150 ml for each serving. Cover and simmer for 12 minutes, until the potatoes are tender.', 720],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      ['Slide in the fish and simmer gently for 5 minutes. Scatter with the chopped coriander and ladle over the rice.', 300],
    ],
  },
  {
    id: 'kontomire-stew-boiled-yam', title: 'Kontomire stew (Ghanaian spinach stew) with boiled yam', cuisine: 'west-african', mealTypes: ['dinner'], servings: 4, prepMinutes: 25, cookMinutes: 40,
    description: 'Ghanaian greens stewed with tomato, onion, chilli and smoked mackerel, topped with boiled eggs, with boiled yam.',
    tags: ['spicy'],
    ingredients: [['yam', 800, 'g'], ['plantain', 2, null, { optional: true, note: 'green (unripe)' }], ['salt', 0.75, 'tsp'], ['egg', 4], ['spinach', 600, 'g', { note: 'or cocoyam leaves (kontomire), or frozen spinach' }], ['onion', 2], ['tomato', 4], ['ginger', 20, 'g'], ['garlic', 3], ['scotch-bonnet', 1], ['smoked-mackerel', 250, 'g', { note: 'or smoked herring or salted fish (koobi)' }], ['vegetable-oil', 6, 'tbsp', { note: 'red palm oil if you have it' }], ['tomato-puree', 2, 'tbsp'], ['chicken-stock-cube', 1]],
    steps: [
      ['Peel the yam and cut it into thick chunks; peel the green plantains, if using. Boil in water with half the salt for 20 minutes, until tender.', 1200],
      ['Meanwhile boil the eggs for 10 minutes, then cool and peel.', 600],
      'Chop the spinach and slice the onions. Blend the tomatoes with the ginger, garlic and scotch bonnet. Flake the smoked mackerel, without skin and bones.',
      ['Heat the vegetable oil in a wide pan and fry the onions for 5 minutes, until soft.', 300],
      ['Add the tomato purée, the blended tomatoes and the crumbled chicken stock cube and simmer for 15 minutes, until thick and the oil rises.', 900],
      ['Add the smoked mackerel, then the spinach by handfuls, and cook for 5 minutes, stirring, until wilted.', 300],
      'Salt to taste, top with the halved eggs and serve with the yam, and the plantains if using.',
    ],
  },
  {
    id: 'trinidadian-curry-chicken', title: 'Trinidadian curry chicken with rice or roti', cuisine: 'caribbean', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 50, waitMinutes: 60,
    description: 'Chicken marinated in green seasoning and curried the Trini way with burnt curry powder, geera, potatoes and a whole scotch bonnet.',
    tags: ['spicy', 'high-protein', 'batch-friendly'],
    ingredients: [['coriander', 20, 'g', { note: 'stands in for shado beni (culantro)' }], ['spring-onion', 4], ['thyme', 5, 'g'], ['garlic', 6], ['onion', 1], ['chicken-thigh', 1000, 'g', { note: 'bone-in, skinned; or a whole chicken chopped small' }], ['salt', 1.25, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['curry-powder', 3, 'tbsp'], ['ground-cumin', 1, 'tsp'], ['potato', 500, 'g'], ['vegetable-oil', 3, 'tbsp'], ['scotch-bonnet', 1], ['rice', 300, 'g'], ['chapati', 4, null, { optional: true }]],
    steps: [
      'For the green seasoning, blend the coriander, spring onions, thyme leaves, garlic and half the onion with a splash of water.',
      ['Rub the chicken thighs with the green seasoning, salt, black pepper and a spoonful of the curry powder; leave for 1 hour, or overnight chilled.', 3600],
      'Slice the rest of the onion and cut the peeled potatoes into chunks. Mix the rest of the curry powder and the cumin (geera) with a splash of water.',
      ['Heat the vegetable oil in a heavy pot, soften the onion, then add the curry paste and fry for 3 minutes, until dark and the oil separates.', 180],
      ['Add the chicken with its seasoning and cook for 5 minutes, turning, until coated in the curry.', 300],
      ['Add the potatoes, the whole scotch bonnet and hot water, 125 ml for each serving. Cover and simmer for 35 minutes, until the chicken is cooked through.', 2100],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'Lift out the scotch bonnet whole and serve with the rice, or warm roti if you have them.',
    ],
  },
  {
    id: 'ajiaco', title: 'Ajiaco (Colombian chicken, potato and corn soup)', cuisine: 'colombian', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 75,
    description: 'Bogotá\'s thick chicken soup of melting and whole potatoes with corn on the cob, with cream, avocado and capers at the table.',
    tags: ['mild', 'high-protein', 'one-pot', 'family-friendly'],
    ingredients: [['chicken-breast', 600, 'g', { note: 'bone-in if you can, or thighs' }], ['chicken-stock-cube', 1], ['spring-onion', 4], ['garlic', 3], ['coriander', 30, 'g'], ['baking-potato', 500, 'g'], ['potato', 700, 'g', { note: 'yellow, such as Yukon Gold, or papa criolla' }], ['sweetcorn', 2], ['salt', 1, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['double-cream', 150, 'ml', { note: 'or Colombian crema de leche' }], ['avocado', 2]],
    steps: [
      'Put the chicken breasts in a large pot with the crumbled chicken stock cube, whole spring onions, crushed garlic, coriander stalks and water, 500 ml for each serving.',
      ['Bring to the boil, skim and simmer for 25 minutes, until the chicken is cooked through.', 1500],
      'Meanwhile thinly slice the peeled baking potatoes, cut the peeled potatoes into chunks and the corn cobs into thick rounds.',
      ['Lift out the chicken; discard the spring onions. Add the baking potatoes and simmer for 20 minutes, until falling apart.', 1200],
      ['Add the potato chunks, the corn, and dried guascas if you can get them, and simmer for 25 minutes, stirring, until thick.', 1500],
      'Shred the chicken, without skin and bone, and stir it back in with the salt and black pepper.',
      'Ladle into bowls and scatter with the chopped coriander leaves. Serve the double cream, sliced avocado and capers, if you have them, at the table.',
    ],
  },
  {
    id: 'bamia-rice', title: 'Bamia (Egyptian okra and tomato stew) with rice', cuisine: 'egyptian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 45,
    description: 'Small okra simmered whole in tomato sauce and finished with a sizzling ta\'leya of garlic and coriander, with rice.',
    tags: ['vegetarian', 'vegan', 'mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['okra', 500, 'g', { note: 'fresh or frozen baby okra' }], ['onion', 1], ['garlic', 6], ['coriander', 20, 'g'], ['vegetable-oil', 4, 'tbsp'], ['tomato-puree', 2, 'tbsp'], ['chopped-tomatoes', 1, 'tin', { note: 'or grated ripe tomatoes' }], ['vegetable-stock-cube', 1, null, { note: 'or beef stock, with stewing beef simmered in it first' }], ['ground-coriander', 2, 'tsp'], ['salt', 0.75, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['rice', 300, 'g'], ['lemon', 0.5, null, { optional: true }]],
    steps: [
      'Trim the okra stalks without cutting into the pods. Chop the onion, crush the garlic and chop the coriander.',
      ['Heat half the vegetable oil in a heavy pan and fry the onion for 8 minutes, until golden.', 480],
      'Stir in the tomato purée, the chopped tomatoes, the crumbled vegetable stock cube, half the ground coriander, the salt, black pepper and water, 75 ml for each serving.',
      ['Add the okra and simmer, uncovered, for 25 minutes, shaking rather than stirring, until tender and thick.', 1500],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'For the ta\'leya, fry the garlic and the rest of the ground coriander in the rest of the oil until golden, then add the fresh coriander.',
      ['Stir the sizzling ta\'leya into the okra and simmer for 5 minutes.', 300],
      'Squeeze in the lemon, if using, and serve with the rice.',
    ],
  },
  {
    id: 'lu-rou-fan', title: 'Lu rou fan (Taiwanese braised pork belly over rice)', cuisine: 'taiwanese', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 85,
    description: 'Finely cut pork belly braised with fried shallots, soy and five spice until glossy and melting, over rice with a soy-braised egg.',
    tags: ['mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['egg', 4], ['pork-belly', 450, 'g', { note: 'skin on' }], ['shallot', 6], ['garlic', 4], ['dried-shiitake', 4, null, { optional: true }], ['vegetable-oil', 2, 'tbsp'], ['shaoxing-wine', 3, 'tbsp', { note: 'or Taiwanese rice wine' }], ['soy-sauce', 4, 'tbsp'], ['dark-soy-sauce', 1, 'tbsp'], ['sugar', 1.5, 'tbsp', { note: 'rock sugar if you have it' }], ['five-spice', 0.5, 'tsp'], ['white-pepper', 0.25, 'tsp'], ['rice', 300, 'g']],
    steps: [
      ['Boil the eggs for 8 minutes, then cool and peel.', 480],
      'Cut the pork belly, skin and all, into 1 cm strips (easier half-frozen). Slice the shallots and chop the garlic. Soak and chop the dried shiitake, if using.',
      ['Fry the shallots in the vegetable oil in a heavy pot over a medium-low heat for 8 minutes, until golden; lift out.', 480],
      ['Turn up the heat and fry the pork belly for 8 minutes, until the fat runs and the edges brown.', 480],
      'Stir in the garlic, and the mushrooms if using, then the Shaoxing wine, soy sauce, dark soy sauce, sugar, five spice, white pepper, fried shallots, eggs and water to cover.',
      ['Cover and simmer very gently for 1 hour, turning the eggs now and then, until the pork is meltingly soft.', 3600],
      ['Meanwhile rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice for 12 minutes; leave it to steam off the heat.', 720],
      'Reduce the sauce uncovered if thin. Spoon the pork and sauce over the rice and top with the halved eggs.',
    ],
  },
];
