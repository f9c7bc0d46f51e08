import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * The obvious dishes a home cook makes on a weeknight from a fridge that holds their makings: risotto,
 * teriyaki, a Thai curry, fried rice, oven drumsticks, nachos and second meals from leftover chilli and
 * roast chicken. Poultry and mince are cooked until no pink is left; cooked leftovers are only heated
 * until piping hot.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const weeknightMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'mushroom-risotto', title: 'Mushroom and thyme risotto', cuisine: 'italian', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 35,
    description: 'Chestnut mushrooms fried until golden, stirred through a creamy thyme risotto finished with butter and Parmesan.',
    tags: ['vegetarian', 'mild', 'family-friendly'],
    ingredients: [['vegetable-stock-cube', 1], ['onion', 1], ['garlic', 1], ['chestnut-mushroom', 250, 'g'], ['thyme', 1, 'tsp'], ['olive-oil', 1, 'tbsp'], ['butter', 30, 'g'], ['risotto-rice', 160, 'g'], ['white-wine', 80, 'ml', { optional: true }], ['parmesan', 40, 'g', { note: 'or a vegetarian hard cheese' }], ['black-pepper', 1, 'pinch']],
    steps: [
      'Dissolve the stock cube in boiling water, 375 ml for each serving, and keep it hot in a pan over a low heat. Finely chop the onion and garlic, slice the chestnut mushrooms and pick the leaves from the thyme.',
      ['Heat the olive oil in a wide pan and fry the mushrooms over a high heat for 5 minutes, until golden and their liquid has cooked off; tip them onto a plate.', 300],
      ['Melt half the butter in the same pan and soften the onion and garlic with the thyme for 5 minutes, without browning.', 300],
      'Add the risotto rice and stir until the grains turn glassy at the edges, then pour in the white wine, if using, and let it bubble away.',
      ['Add the hot stock a ladle at a time, stirring often and waiting until each is absorbed before adding the next, for 18 minutes, until the rice is tender with a slight bite.', 1080],
      'Stir the mushrooms back in. Off the heat, beat in the rest of the butter and the grated Parmesan and season with the black pepper.',
      ['Cover and leave to rest for 2 minutes, so the risotto turns creamy, then serve.', 120],
    ],
  },
  {
    id: 'teriyaki-salmon-cucumber-salad', title: 'Teriyaki salmon with rice and cucumber salad', cuisine: 'japanese', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 25,
    description: 'Salmon fillets glazed in a soy and mirin teriyaki sauce, on Japanese rice with a sharp sesame cucumber salad.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['sushi-rice', 150, 'g'], ['cucumber', 1], ['salt', 1, 'pinch'], ['rice-vinegar', 2, 'tbsp'], ['sugar', 2, 'tsp'], ['sesame-seeds', 1, 'tsp', { optional: true }], ['soy-sauce', 2, 'tbsp'], ['mirin', 2, 'tbsp'], ['ginger', 1, 'tsp', { optional: true }], ['salmon', 2], ['vegetable-oil', 1, 'tsp'], ['spring-onion', 2]],
    steps: [
      ['Rinse the sushi rice until the water runs clear, then simmer it, covered, in 130 ml of water for every 100 g of rice, for 12 minutes.', 720],
      ['Turn off the heat and leave it to steam, covered, for 10 minutes.', 600],
      ['Meanwhile, for the salad, slice the cucumber thinly, toss it with the salt and leave it for 10 minutes.', 600],
      'Squeeze the water out of the cucumber and dress it with the rice vinegar, half the sugar, and the sesame seeds if you have them.',
      'Mix the soy sauce, mirin, the rest of the sugar and the grated ginger, if using.',
      ['Pat the salmon fillets dry and fry them skin side down in the vegetable oil over a medium heat for 4 minutes, until the skin is crisp.', 240],
      ['Turn them over, pour in the sauce and bubble for 3 minutes, spooning it over, until the salmon is glazed and flakes easily in the middle.', 180],
      'Serve the salmon on the rice with the sauce spooned over and the spring onions sliced on top, with the cucumber salad on the side.',
    ],
  },
  {
    id: 'thai-red-curry-chicken-peppers', title: 'Thai red curry with chicken and peppers', cuisine: 'thai', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 20,
    description: 'Chicken thighs, red peppers and green beans simmered in coconut milk and red curry paste, finished with fish sauce, lime and Thai basil, with jasmine rice.',
    tags: ['spicy', 'high-protein'],
    ingredients: [['jasmine-rice', 300, 'g'], ['chicken-thigh', 600, 'g', { note: 'boneless and skinless, or breast' }], ['red-pepper', 2], ['green-bean', 150, 'g'], ['vegetable-oil', 1, 'tbsp'], ['red-curry-paste', 3, 'tbsp'], ['coconut-milk', 400, 'ml'], ['fish-sauce', 1, 'tbsp'], ['sugar', 1, 'tsp', { optional: true }], ['lime', 1], ['thai-basil', 15, 'g', { optional: true }]],
    steps: [
      ['Rinse the jasmine rice and simmer it, covered, in 150 ml of water for every 100 g of rice, for 10 minutes; leave it to stand off the heat.', 600],
      'Cut the chicken thighs into bite-sized pieces, deseed and slice the red peppers and halve the green beans.',
      ['Heat the vegetable oil in a wok or large pan, add the red curry paste and fry for 1 minute, until fragrant.', 60],
      'Add half the coconut milk and let it bubble until the oil starts to separate, then add the chicken and stir to coat.',
      ['Pour in the rest of the coconut milk with the peppers and green beans and simmer for 12 minutes, until the chicken is cooked through with no pink inside and the beans are just tender.', 720],
      'Season with the fish sauce and the juice of half the lime, and the sugar if using, then stir in the Thai basil if you have it. Serve with the rice and the rest of the lime cut into wedges.',
    ],
  },
  {
    id: 'chicken-salad-sandwiches', title: 'Chicken salad sandwiches', cuisine: 'british', mealTypes: ['lunch'], servings: 2, prepMinutes: 10, cookMinutes: 0,
    description: 'Leftover roast chicken in mayonnaise with spring onions, with crisp lettuce and tomato in soft bread.',
    tags: ['mild', 'quick', 'high-protein', 'no-cook', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cooked-chicken', 200, 'g', { note: 'cooked within the last two days and kept cold' }], ['spring-onion', 2], ['mayonnaise', 3, 'tbsp'], ['black-pepper', 1, 'pinch'], ['bread', 4, 'slice'], ['lettuce', 40, 'g'], ['tomato', 1]],
    steps: [
      'Shred the cooked chicken into bite-sized pieces, leaving out any skin and bone, and thinly slice the spring onions.',
      'Mix the chicken and spring onions with the mayonnaise and the black pepper.',
      'Lay out half the slices of bread and cover them with the lettuce leaves and the sliced tomato.',
      'Pile on the chicken, close with the rest of the bread, cut in half and serve.',
    ],
  },
  {
    id: 'vegetable-egg-fried-rice', title: 'Vegetable egg fried rice', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 10,
    description: 'Cold leftover rice fried hard in a hot wok with egg, carrot, peas and spring onions, seasoned with soy and sesame oil.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 400, 'g', { note: 'cold, cooked the day before' }], ['carrot', 1], ['spring-onion', 3], ['garlic', 1], ['egg', 3], ['sesame-oil', 1, 'tsp', { optional: true }], ['vegetable-oil', 1.5, 'tbsp'], ['frozen-peas', 80, 'g'], ['soy-sauce', 1.5, 'tbsp']],
    steps: [
      'Break up the cold cooked rice with your fingers so no clumps are left. Finely dice the carrot, slice the spring onions, keeping the green tops separate, and crush the garlic.',
      'Beat the eggs, with a few drops of the sesame oil if using.',
      ['Heat half the vegetable oil in a wok over a high heat, pour in the eggs and scramble for 1 minute, until just set; tip them out onto a plate.', 60],
      ['Add the rest of the oil, the carrot, garlic, white parts of the spring onions and the frozen peas and stir-fry for 3 minutes, until the carrot is just tender.', 180],
      ['Add the rice and stir-fry for 5 minutes, pressing it against the hot wok, until every grain is piping hot.', 300],
      'Return the eggs, add the soy sauce, and the rest of the sesame oil if using, and toss with the green spring onion tops.',
    ],
  },
  {
    id: 'bbq-drumsticks-wedges-corn-slaw', title: 'Barbecue chicken drumsticks with wedges, corn and coleslaw', cuisine: 'american', mealTypes: ['dinner'], servings: 4, prepMinutes: 20, cookMinutes: 45,
    description: 'Oven-baked drumsticks glazed in barbecue sauce, with crisp potato wedges, buttered corn on the cob and a quick creamy coleslaw.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-drumstick', 8], ['salt', 1, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['vegetable-oil', 2, 'tbsp'], ['potato', 800, 'g'], ['bbq-sauce', 6, 'tbsp'], ['cabbage', 250, 'g'], ['carrot', 2], ['mayonnaise', 4, 'tbsp'], ['sweetcorn', 4], ['butter', 20, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Slash each chicken drumstick twice to the bone, season with half the salt and pepper, rub with a little of the vegetable oil and lay them in a roasting tin.',
      'Cut the potatoes, unpeeled, into thick wedges, toss with the rest of the oil and most of the remaining salt and pepper and spread them out on a large baking tray.',
      ['Roast the drumsticks and wedges for 25 minutes.', 1500],
      ['Brush the drumsticks all over with the barbecue sauce, turn the wedges and roast both for 20 minutes more, until the wedges are crisp and the chicken is sticky and cooked through: 75°C at the bone, the juices clear and no pink.', 1200],
      'Meanwhile, for the coleslaw, finely shred the cabbage and coarsely grate the carrots, then mix them with the mayonnaise and the last of the salt and pepper.',
      ['Boil the corn on the cob for 6 minutes, until tender, and drain.', 360],
      'Serve the drumsticks with the wedges, the corn, rolled in the butter if you like, and the coleslaw.',
    ],
  },
  {
    id: 'leftover-chilli-rice', title: 'Leftover chilli with rice and cheese', cuisine: 'mexican', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'Yesterday\'s chilli con carne heated until piping hot and spooned over fluffy rice with grated cheddar and a spoonful of soured cream.',
    tags: ['spicy', 'quick', 'high-protein', 'uses-leftovers'],
    ingredients: [['rice', 150, 'g'], ['chilli-con-carne', 400, 'g', { note: 'cooked within the last two days and kept cold' }], ['cheddar', 40, 'g'], ['soured-cream', 4, 'tbsp', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      ['Meanwhile heat the chilli con carne in a covered pan over a medium heat for 8 minutes, stirring often and adding a splash of water if it is thick, until bubbling and piping hot all the way through.', 480],
      'Grate the cheddar. Spoon the chilli over the rice and top with the cheese and the soured cream, if you have it.',
    ],
  },
  {
    id: 'leftover-chilli-burritos', title: 'Chilli con carne burritos', cuisine: 'mexican', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 10, cookMinutes: 20,
    description: 'Leftover chilli and rice rolled in warm flour tortillas with melting cheddar, toasted in a dry pan until golden.',
    tags: ['spicy', 'uses-leftovers'],
    ingredients: [['rice', 100, 'g'], ['chilli-con-carne', 400, 'g', { note: 'cooked within the last two days and kept cold' }], ['cheddar', 60, 'g'], ['flour-tortilla', 4], ['soured-cream', 4, 'tbsp', { optional: true }]],
    steps: [
      ['Rinse the rice and simmer it, covered, in 200 ml of water for every 100 g of rice, for 12 minutes, then leave it to steam off the heat.', 720],
      ['Meanwhile heat the chilli con carne in a covered pan over a medium heat for 8 minutes, stirring often, until bubbling and piping hot all the way through.', 480],
      'Grate the cheddar. Warm the flour tortillas one at a time in a dry frying pan until soft.',
      'Spoon the rice and chilli down the middle of each tortilla, scatter with the cheese, fold in the sides and roll up tightly.',
      ['Put the burritos seam side down in the hot pan and toast them for 2 minutes on each side, until golden and the cheese has melted.', 120],
      'Serve with the soured cream for dipping, if you have it.',
    ],
  },
  {
    id: 'teriyaki-tofu-rice-greens', title: 'Teriyaki tofu with rice and pak choi', cuisine: 'japanese', mealTypes: ['dinner'], servings: 2, prepMinutes: 15, cookMinutes: 25,
    description: 'Pressed firm tofu fried until crisp and tossed in a soy, mirin and ginger teriyaki glaze, with Japanese rice and steamed pak choi.',
    tags: ['vegetarian', 'vegan', 'mild', 'high-protein', 'family-friendly'],
    ingredients: [['sushi-rice', 150, 'g'], ['tofu', 300, 'g', { note: 'firm' }], ['soy-sauce', 2, 'tbsp'], ['mirin', 2, 'tbsp'], ['sugar', 1, 'tsp'], ['ginger', 1, 'tsp'], ['cornflour', 1, 'tbsp'], ['vegetable-oil', 2, 'tbsp'], ['pak-choi', 2], ['spring-onion', 2], ['sesame-seeds', 1, 'tsp']],
    steps: [
      ['Rinse the sushi rice until the water runs clear, then simmer it, covered, in 130 ml of water for every 100 g of rice, for 12 minutes.', 720],
      ['Turn off the heat and leave it to steam, covered, for 10 minutes.', 600],
      ['Meanwhile wrap the tofu in a clean tea towel, set it on a plate with something heavy on top and press it for 15 minutes to squeeze out the water.', 900],
      'Mix the soy sauce, mirin, sugar and grated ginger with a splash of water.',
      'Cut the tofu into cubes and toss them in the cornflour.',
      ['Fry the tofu in the vegetable oil in a large non-stick pan over a medium-high heat for 8 minutes, turning, until crisp and golden on all sides.', 480],
      ['Pour in the sauce and bubble for 1 minute, tossing, until sticky and glazed.', 60],
      ['Meanwhile halve the pak choi and steam it for 3 minutes, until the stems are just tender.', 180],
      'Serve the tofu on the rice with the pak choi, scattered with the spring onions, sliced, and the sesame seeds.',
    ],
  },
  {
    id: 'tuna-sweetcorn-fried-rice', title: 'Tuna and sweetcorn fried rice', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 10,
    description: 'A store-cupboard supper: cold leftover rice fried with egg, tinned tuna, sweetcorn and spring onions, seasoned with soy.',
    tags: ['mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 400, 'g', { note: 'cold, cooked the day before' }], ['tuna', 1, 'tin'], ['tinned-sweetcorn', 1, 'tin'], ['spring-onion', 3], ['garlic', 1], ['egg', 2], ['vegetable-oil', 1.5, 'tbsp'], ['soy-sauce', 1.5, 'tbsp'], ['sesame-oil', 1, 'tsp', { optional: true }]],
    steps: [
      'Break up the cold cooked rice with your fingers. Drain the tinned tuna and the sweetcorn. Slice the spring onions, keeping the green tops separate, crush the garlic and beat the eggs.',
      ['Heat half the vegetable oil in a wok over a high heat, pour in the eggs and scramble for 1 minute, until just set; tip them out onto a plate.', 60],
      ['Add the rest of the oil, the garlic and the white parts of the spring onions and stir-fry for 1 minute.', 60],
      ['Add the rice and sweetcorn and stir-fry for 5 minutes, pressing the rice against the hot wok, until every grain is piping hot.', 300],
      'Fold in the tuna in large flakes with the eggs, the soy sauce, and the sesame oil if using, toss until hot and scatter with the green spring onion tops.',
    ],
  },
  {
    id: 'beef-nachos', title: 'Loaded beef nachos', cuisine: 'mexican', mealTypes: ['dinner'], servings: 4, prepMinutes: 10, cookMinutes: 30,
    description: 'Tortilla chips piled with a chilli beef and kidney bean sauce, baked under melted cheddar and topped with soured cream and jalapeños.',
    tags: ['spicy'],
    ingredients: [['onion', 1], ['garlic', 1], ['vegetable-oil', 1, 'tbsp'], ['minced-beef', 400, 'g'], ['chilli-powder', 2, 'tsp'], ['chopped-tomatoes', 1, 'tin'], ['kidney-beans', 1, 'tin'], ['salt', 0.5, 'tsp'], ['tortilla-chips', 160, 'g'], ['cheddar', 150, 'g'], ['soured-cream', 150, 'ml'], ['pickled-jalapenos', 30, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Finely chop the onion and crush the garlic.',
      ['Fry the onion in the vegetable oil for 5 minutes, until soft.', 300],
      ['Add the beef mince and garlic and fry over a high heat for 5 minutes, breaking it up, until browned all over.', 300],
      ['Stir in the chilli powder, the chopped tomatoes, the kidney beans, drained, and the salt and simmer for 10 minutes, until thick and the mince is cooked through with no pink left.', 600],
      'Spread the tortilla chips over a large ovenproof dish or tray, spoon over the beef and scatter with the grated cheddar.',
      ['Bake for 8 minutes, until the cheese has melted.', 480],
      'Top with spoonfuls of the soured cream, and the pickled jalapeños if using, and serve at once.',
    ],
  },
];
