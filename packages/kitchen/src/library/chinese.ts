import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const chineseMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'egg-fried-rice', title: 'Egg fried rice with peas', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 3, prepMinutes: 5, cookMinutes: 8,
    description: 'What cold leftover rice was made for: fried hard in a hot wok with egg, peas and spring onions.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 500, 'g'], ['spring-onion', 4], ['garlic', 1], ['egg', 3], ['vegetable-oil', 2, 'tbsp'], ['frozen-peas', 100, 'g'], ['soy-sauce', 2, 'tbsp'], ['sesame-oil', 1, 'tsp', { optional: true }], ['white-pepper', 1, 'pinch', { optional: true }]],
    steps: [
      'Break up the cooked rice with your fingers. Slice the spring onions, keeping the green tops separate, crush the garlic and beat the eggs.',
      ['Heat the vegetable oil in a wok over a high heat, pour in the eggs and scramble for 1 minute, until just set; tip out.', 60],
      ['Add the garlic, the white parts of the spring onions and the frozen peas and stir-fry for 2 minutes.', 120],
      ['Add the rice and stir-fry for 4 minutes, pressing it against the hot wok, until piping hot and slightly crisp.', 240],
      'Return the eggs, add the soy sauce, and the sesame oil and white pepper if you have them, and toss with the green spring onion tops.',
    ],
  },
  {
    id: 'kung-pao-chicken', title: 'Kung pao chicken', cuisine: 'chinese', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 15,
    description: 'Sichuan stir-fried chicken with dried chillies, numbing peppercorns and roasted peanuts in a glossy sweet-sour sauce.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['chicken-breast', 500, 'g'], ['cornflour', 1, 'tbsp'], ['soy-sauce', 2, 'tbsp'], ['shaoxing-wine', 1, 'tbsp'], ['rice-vinegar', 1, 'tbsp'], ['sugar', 1, 'tbsp'], ['garlic', 3], ['ginger', 10, 'g'], ['spring-onion', 4], ['dried-chilli', 5, 'g'], ['rice', 250, 'g'], ['vegetable-oil', 2, 'tbsp'], ['sichuan-pepper', 1, 'tsp'], ['peanuts', 50, 'g']],
    steps: [
      'Cut the chicken into small cubes and mix with the cornflour, half the soy sauce and the Shaoxing wine.',
      'Mix the rest of the soy sauce with the rice vinegar, sugar and three times as much water as vinegar. Slice the garlic, ginger and spring onions; snip the dried chillies into pieces, shaking out the seeds.',
      ['Rinse the rice and simmer it in 150 ml of water for every 100 g of rice, covered, for 10 minutes; leave to stand.', 600],
      ['Heat the vegetable oil in a wok, add the chillies and Sichuan pepper and stir until they darken, then add the chicken and stir-fry for 4 minutes.', 240],
      ['Add the garlic, ginger and spring onions and stir-fry for 1 minute.', 60],
      'Pour in the sauce and toss until glossy, then stir in the peanuts and serve with the rice.',
    ],
  },
  {
    id: 'mapo-tofu', title: 'Mapo tofu', cuisine: 'chinese', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 15,
    description: 'Soft tofu and a little crisp pork in a fiery, numbing chilli bean sauce. A small amount of meat goes a long way.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['rice', 250, 'g'], ['tofu', 400, 'g'], ['vegetable-oil', 1, 'tbsp'], ['minced-pork', 150, 'g'], ['doubanjiang', 2, 'tbsp'], ['garlic', 2], ['ginger', 10, 'g'], ['chicken-stock', 250, 'ml'], ['soy-sauce', 1, 'tbsp'], ['cornflour', 1, 'tbsp'], ['sichuan-pepper', 1, 'tsp'], ['spring-onion', 3]],
    steps: [
      ['Rinse the rice and simmer it in 150 ml of water for every 100 g of rice, covered, for 10 minutes; leave to stand.', 600],
      'Cut the tofu into 2 cm cubes and slip them into a pan of gently simmering water to warm through while you make the sauce.',
      ['Heat the vegetable oil in a wok and fry the pork mince for 3 minutes, until browned and crisp.', 180],
      'Add the chilli bean paste, crushed garlic and grated ginger and stir-fry until the oil turns red.',
      'Pour in the chicken stock and soy sauce, then gently slide in the drained tofu.',
      ['Simmer for 5 minutes, then stir in the cornflour mixed with twice as much water to thicken.', 300],
      'Sprinkle with the ground Sichuan pepper and sliced spring onions and serve with the rice.',
    ],
  },
  {
    id: 'tomato-egg-stir-fry', title: 'Tomato and egg stir-fry', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 3, prepMinutes: 5, cookMinutes: 15,
    description: 'Soft, sweet-sour tomatoes folded through silky eggs over rice. Chinese home cooking at its simplest.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['rice', 200, 'g'], ['tomato', 4], ['spring-onion', 2], ['egg', 5], ['salt', 0.5, 'tsp'], ['vegetable-oil', 2, 'tbsp'], ['sugar', 1, 'tsp', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it in 150 ml of water for every 100 g of rice, covered, for 10 minutes; leave to stand.', 600],
      'Cut the tomatoes into wedges and slice the spring onions. Beat the eggs with half the salt.',
      'Heat half the vegetable oil in a wok over a high heat, pour in the eggs and stir gently until just set in large soft curds; tip out.',
      ['Add the rest of the oil and the tomatoes and stir-fry for 3 minutes, until they soften and release their juice. Add the rest of the salt, and the sugar if using.', 180],
      'Return the eggs, toss briefly and scatter with the spring onions. Serve over the rice.',
    ],
  },
  {
    id: 'beef-and-broccoli', title: 'Beef and broccoli stir-fry', cuisine: 'chinese', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 15,
    description: 'Tender slices of steak and crisp broccoli in a glossy oyster sauce, faster than a takeaway.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['rump-steak', 400, 'g'], ['cornflour', 1, 'tbsp'], ['soy-sauce', 2, 'tbsp'], ['oyster-sauce', 2, 'tbsp'], ['sugar', 1, 'tsp'], ['rice', 250, 'g'], ['vegetable-oil', 2, 'tbsp'], ['broccoli', 350, 'g'], ['garlic', 3], ['ginger', 10, 'g'], ['sesame-oil', 1, 'tsp', { optional: true }]],
    steps: [
      'Slice the rump steak thinly across the grain and toss with the cornflour and half the soy sauce.',
      'Mix the rest of the soy sauce with the oyster sauce, sugar and 1 tbsp of water for each serving.',
      ['Rinse the rice and simmer it in 150 ml of water for every 100 g of rice, covered, for 10 minutes; leave to stand.', 600],
      ['Heat half the vegetable oil in a wok until smoking and stir-fry the beef for 2 minutes, until browned; tip out.', 120],
      ['Add the rest of the oil, the broccoli florets and a splash of water, about 1 tbsp for every 100 g of broccoli, and stir-fry for 3 minutes, until bright green and just tender.', 180],
      'Add the garlic and ginger, then the beef and sauce, and toss until glossy. Drizzle with the sesame oil, if using, and serve with the rice.',
    ],
  },
  {
    id: 'pork-meatball-noodle-soup', title: 'Pork meatball and Chinese cabbage noodle soup', cuisine: 'chinese', mealTypes: ['lunch', 'dinner'], servings: 4, prepMinutes: 15, cookMinutes: 15,
    description: 'Gingery pork meatballs, half a Chinese cabbage and egg noodles in a clear, comforting broth.',
    tags: ['mild', 'high-protein', 'family-friendly', 'uses-leftovers'],
    ingredients: [['minced-pork', 250, 'g'], ['ginger', 15, 'g'], ['garlic', 2], ['soy-sauce', 2, 'tbsp'], ['white-pepper', 1, 'pinch', { optional: true }], ['chicken-stock', 1200, 'ml'], ['chinese-cabbage', 300, 'g'], ['egg-noodles', 200, 'g'], ['sesame-oil', 1, 'tsp', { optional: true }], ['spring-onion', 3]],
    steps: [
      'Mix the pork mince with half the grated ginger, the crushed garlic, half the soy sauce, and the white pepper if you have it, and roll into small balls.',
      ['Bring the chicken stock to the boil with the rest of the ginger, drop in the meatballs and simmer for 6 minutes.', 360],
      ['Add the shredded Chinese cabbage and the egg noodles and simmer for 4 minutes, until the noodles are tender.', 240],
      'Season with the rest of the soy sauce, and the sesame oil if using, and scatter with sliced spring onions.',
    ],
  },
];
