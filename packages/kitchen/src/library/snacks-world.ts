import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const worldSnacks: readonly LibraryRecipeRow[] = [
  {
    id: 'cheese-sweetcorn-quesadillas', title: 'Cheese and sweetcorn quesadillas', cuisine: 'mexican', mealTypes: ['snack', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 8,
    description: 'Crisp, melting tortillas with cheddar, sweetcorn and spring onion. Jalapeños on the side for the brave.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cheddar', 70, 'g'], ['tinned-sweetcorn', 100, 'g'], ['spring-onion', 2], ['flour-tortilla', 4], ['salsa', 4, 'tbsp'], ['pickled-jalapenos', 1, 'tbsp', { optional: true }]],
    steps: [
      'Grate the cheddar, drain the sweetcorn and slice the spring onions.',
      'Scatter the cheese, sweetcorn and spring onions over one half of each tortilla and fold over.',
      ['Cook two at a time in a dry frying pan over a medium heat for 2 minutes on each side, until crisp and the cheese has melted.', 120],
      'Cut into wedges and serve with the salsa, and pickled jalapeños for anyone who wants heat.',
    ],
  },
  {
    id: 'guacamole-tortilla-chips', title: 'Chunky guacamole with tortilla chips', cuisine: 'mexican', mealTypes: ['snack'], servings: 4, prepMinutes: 10, cookMinutes: 0,
    description: 'Ripe avocados mashed roughly with lime, onion, tomato, chilli and coriander.',
    tags: ['vegetarian', 'vegan', 'spicy', 'quick', 'no-cook'],
    ingredients: [['red-onion', 0.25], ['green-chilli', 0.5], ['coriander', 10, 'g'], ['tomato', 1], ['avocado', 2], ['lime', 1], ['salt', 0.25, 'tsp'], ['tortilla-chips', 100, 'g']],
    steps: [
      'Very finely chop the red onion, green chilli and coriander, and dice the tomato.',
      'Halve the avocados, scoop into a bowl and mash roughly with the juice of the lime and the salt.',
      'Stir in the onion, chilli, tomato and coriander, taste for salt and lime, and serve straight away with the tortilla chips.',
    ],
  },
  {
    id: 'chilli-garlic-edamame', title: 'Chilli garlic edamame', cuisine: 'japanese', mealTypes: ['snack'], servings: 2, prepMinutes: 2, cookMinutes: 5,
    description: 'Frozen edamame beans tossed in sesame oil, garlic, chilli and salt. Five minutes from freezer to bowl.',
    tags: ['vegetarian', 'vegan', 'spicy', 'quick'],
    ingredients: [['edamame', 200, 'g'], ['sesame-oil', 1, 'tsp'], ['garlic', 1], ['chilli-flakes', 0.25, 'tsp'], ['salt', 0.25, 'tsp']],
    steps: [
      ['Cook the edamame in boiling water for 3 minutes, then drain well.', 180],
      'Warm the sesame oil in the empty pan with the crushed garlic for a few seconds, tip the edamame back in and toss with the chilli flakes and salt.',
    ],
  },
  {
    id: 'crunchy-spiced-chickpeas', title: 'Crunchy spiced chickpeas', cuisine: 'indian', mealTypes: ['snack'], servings: 3, prepMinutes: 5, cookMinutes: 25,
    description: 'A tin of chickpeas roasted until crunchy and tossed in garam masala and smoked paprika.',
    tags: ['vegetarian', 'vegan', 'mild', 'family-friendly', 'batch-friendly'],
    ingredients: [['chickpeas', 240, 'g'], ['olive-oil', 1, 'tbsp'], ['garam-masala', 1, 'tsp'], ['smoked-paprika', 0.5, 'tsp'], ['salt', 0.25, 'tsp']],
    steps: [
      'Heat the oven to 200°C (180°C fan). Drain and rinse the chickpeas and dry them really well on a clean tea towel.',
      ['Toss with the olive oil, spread on a baking tray and roast for 25 minutes, shaking halfway, until crunchy.', 1500],
      'Toss the hot chickpeas with the garam masala, smoked paprika and salt. They stay crisp for a day in an open bowl.',
    ],
  },
  {
    id: 'onion-bhajis', title: 'Onion bhajis', cuisine: 'indian', mealTypes: ['snack'], servings: 4, prepMinutes: 10, cookMinutes: 15,
    description: 'Lacy, crisp onion fritters in a spiced gram flour batter, shallow-fried rather than deep-fried.',
    tags: ['vegetarian', 'vegan', 'spicy'],
    ingredients: [['onion', 2], ['coriander', 10, 'g', { optional: true }], ['gram-flour', 100, 'g'], ['cumin-seeds', 1, 'tsp'], ['turmeric', 0.5, 'tsp'], ['chilli-powder', 0.5, 'tsp'], ['salt', 0.5, 'tsp'], ['vegetable-oil', 3, 'tbsp'], ['mango-chutney', 2, 'tbsp', { optional: true }]],
    steps: [
      'Halve the onions and slice them thinly. Chop the coriander, if using.',
      'In a bowl mix the gram flour, cumin seeds, turmeric, chilli powder and salt, then stir in about 100 ml of cold water for every 100 g of gram flour to make a thick batter. Fold in the onions, and the coriander if using, until coated.',
      ['Heat the vegetable oil in a frying pan. Drop in heaped spoonfuls of the mixture, flatten slightly and fry for 3 minutes on each side, until deep golden and crisp.', 180],
      'Drain on kitchen paper and serve hot, with mango chutney if you like.',
    ],
  },
  {
    id: 'smacked-cucumber-salad', title: 'Smacked cucumber salad', cuisine: 'chinese', mealTypes: ['snack'], servings: 2, prepMinutes: 15, cookMinutes: 0,
    description: 'Cucumber bashed so it soaks up a garlicky dressing of black vinegar, soy and chilli oil.',
    tags: ['vegetarian', 'vegan', 'spicy', 'quick', 'no-cook'],
    ingredients: [['cucumber', 1], ['salt', 0.25, 'tsp'], ['garlic', 2], ['rice-vinegar', 1, 'tbsp'], ['soy-sauce', 1, 'tbsp'], ['sesame-oil', 1, 'tsp'], ['sugar', 0.5, 'tsp'], ['chilli-oil', 1, 'tsp'], ['sesame-seeds', 1, 'tsp', { optional: true }]],
    steps: [
      ['Lay the cucumber on a board and bash it along its length with a rolling pin until it splits, then cut into bite-sized chunks. Toss with the salt in a sieve and leave to drain for 10 minutes.', 600],
      'Crush the garlic and mix with the rice vinegar, soy sauce, sesame oil, sugar and chilli oil.',
      'Shake the cucumber dry, toss with the dressing and scatter with the sesame seeds, if you have them.',
    ],
  },
  {
    id: 'tuna-mayo-onigiri', title: 'Tuna mayo onigiri', cuisine: 'japanese', mealTypes: ['snack', 'lunch'], servings: 3, prepMinutes: 15, cookMinutes: 22,
    description: 'Japanese rice triangles with a creamy tuna filling and a crisp nori wrap. Perfect for lunchboxes.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['sushi-rice', 200, 'g'], ['tuna', 112, 'g'], ['mayonnaise', 2, 'tbsp'], ['soy-sauce', 1, 'tsp'], ['salt', 0.5, 'tsp'], ['nori', 2]],
    steps: [
      'Rinse the sushi rice until the water runs clear, then put it in a pan with 130 ml of cold water for every 100 g of rice.',
      ['Bring to the boil, cover and cook on the lowest heat for 12 minutes.', 720],
      ['Turn off the heat and leave covered for 10 minutes.', 600],
      'Drain the tuna and mix it with the mayonnaise and soy sauce.',
      'Wet your hands and rub them with a little of the salt, then flatten a handful of warm rice, put a spoonful of tuna in the middle and close the rice around it, pressing it into a triangle. Make two for each serving.',
      'Cut the nori into strips and wrap one around the base of each triangle just before eating.',
    ],
  },
  {
    id: 'kimchi-pancake', title: 'Kimchi pancake', cuisine: 'korean', mealTypes: ['snack', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 8,
    description: 'A crisp, tangy pancake that makes the most of the last of a jar of kimchi, with a soy dipping sauce.',
    tags: ['spicy', 'quick', 'uses-leftovers'],
    ingredients: [['kimchi', 150, 'g'], ['spring-onion', 3], ['plain-flour', 100, 'g'], ['egg', 1], ['vegetable-oil', 2, 'tbsp'], ['soy-sauce', 1, 'tbsp'], ['rice-vinegar', 1, 'tbsp']],
    steps: [
      'Roughly chop the kimchi and slice the spring onions.',
      'Whisk the flour, egg and 120 ml of cold water for every 100 g of flour to a smooth batter, then stir in the kimchi, a spoonful of its juice and the spring onions.',
      ['Heat the vegetable oil in a large frying pan, pour in the batter and spread it thin. Fry over a medium-high heat for 4 minutes, until crisp underneath.', 240],
      ['Flip and fry for 3 minutes more.', 180],
      'Mix the soy sauce and rice vinegar for dipping and cut the pancake into wedges.',
    ],
  },
  {
    id: 'prawn-summer-rolls', title: 'Prawn summer rolls with peanut dip', cuisine: 'vietnamese', mealTypes: ['snack'], servings: 4, prepMinutes: 25, cookMinutes: 4,
    description: 'Fresh rice paper rolls with prawns, noodles, crunchy vegetables and mint, dipped in a quick peanut hoisin sauce.',
    tags: ['mild', 'family-friendly'],
    ingredients: [['rice-noodles', 50, 'g'], ['carrot', 1], ['lettuce', 60, 'g'], ['rice-paper', 8], ['cooked-prawn', 150, 'g'], ['mint', 10, 'g'], ['peanut-butter', 2, 'tbsp'], ['hoisin-sauce', 1, 'tbsp'], ['lime', 0.5]],
    steps: [
      ['Pour boiling water over the rice noodles and leave for 4 minutes, then drain and rinse in cold water.', 240],
      'Cut the carrot into fine matchsticks and shred the lettuce.',
      'Dip a rice paper sheet in warm water for a few seconds until just pliable and lay it on a damp board.',
      'Lay a few cooked prawns in a line across the middle, then some noodles, carrot, lettuce and mint leaves. Fold in the sides and roll up tightly. Repeat with the rest of the rice paper sheets.',
      'For the dip, whisk the peanut butter and hoisin sauce with the juice of the lime and as much warm water as peanut butter.',
    ],
  },
  {
    id: 'hummus-crudites', title: 'Homemade hummus with crudités', cuisine: 'middle-eastern', mealTypes: ['snack'], servings: 4, prepMinutes: 15, cookMinutes: 0,
    description: 'Silky hummus from a tin of chickpeas in a few minutes, with crunchy vegetable sticks for dipping.',
    tags: ['vegetarian', 'vegan', 'mild', 'quick', 'no-cook', 'family-friendly'],
    ingredients: [['chickpeas', 240, 'g'], ['tahini', 2, 'tbsp'], ['lemon', 1], ['garlic', 1], ['ground-cumin', 0.5, 'tsp', { optional: true }], ['salt', 0.5, 'tsp'], ['olive-oil', 2, 'tbsp'], ['carrot', 2], ['cucumber', 0.5], ['red-pepper', 1]],
    steps: [
      'Drain the chickpeas, keeping the liquid. Blitz them in a food processor with the tahini, the juice of the lemon, the garlic and salt, and the cumin if you have it.',
      ['With the motor running, add the chickpea liquid a spoonful at a time, about 1.5 tbsp for every 100 g of chickpeas, and half the olive oil and blend for 2 minutes, until very smooth.', 120],
      'Spoon into a bowl, swirl the top and pour over the rest of the oil.',
      'Cut the carrots, cucumber and red pepper into sticks for dipping.',
    ],
  },
];
