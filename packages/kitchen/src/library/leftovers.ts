import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * Second meals from cooked food in the fridge (catalog-source/cooked.ts): the food is already cooked, so
 * each method heats it through until piping hot rather than cooking it again, and never gives cooked
 * chicken a raw chicken's time. Amounts are the two portions Larder assumes for a leftover (leftovers.ts).
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const leftoverMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'spring-onion-egg-fried-rice', title: 'Spring onion egg fried rice', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 7,
    description: 'The quickest supper from a box of cold leftover rice: eggs, spring onions and a splash of soy, fried hard in a hot pan.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 300, 'g'], ['spring-onion', 3], ['egg', 2], ['vegetable-oil', 1.5, 'tbsp'], ['soy-sauce', 1, 'tbsp']],
    steps: [
      'Break up the cold cooked rice with your fingers so no clumps are left. Slice the spring onions, keeping the green tops separate, and beat the eggs.',
      ['Heat the vegetable oil in a wok or large frying pan over a high heat and fry the white parts of the spring onions for 1 minute.', 60],
      ['Add the rice and stir-fry for 4 minutes, pressing it against the hot pan, until every grain is piping hot.', 240],
      ['Push the rice to one side, pour the eggs into the space and stir for 1 minute, until nearly set, then toss them through the rice.', 60],
      'Season with the soy sauce, toss with the green spring onion tops and serve at once.',
    ],
  },
  {
    id: 'leftover-chicken-fried-rice', title: 'Leftover chicken fried rice', cuisine: 'chinese', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 10,
    description: 'Yesterday\'s roast chicken and rice in one wok with egg, peas and spring onions: a proper meal in a quarter of an hour.',
    tags: ['mild', 'quick', 'high-protein', 'family-friendly', 'uses-leftovers'],
    ingredients: [['microwave-rice', 300, 'g'], ['cooked-chicken', 150, 'g'], ['egg', 2], ['frozen-peas', 80, 'g'], ['spring-onion', 3], ['garlic', 1], ['vegetable-oil', 1.5, 'tbsp'], ['soy-sauce', 1.5, 'tbsp'], ['sesame-oil', 1, 'tsp', { optional: true }]],
    steps: [
      'Break up the cold cooked rice with your fingers. Tear the cooked chicken into bite-sized pieces, leaving out any skin and bone. Slice the spring onions, keeping the green tops separate, crush the garlic and beat the eggs.',
      ['Heat half the vegetable oil in a wok over a high heat, pour in the eggs and scramble for 1 minute, until just set; tip out onto a plate.', 60],
      ['Add the rest of the oil, the garlic, the white parts of the spring onions and the frozen peas and stir-fry for 2 minutes.', 120],
      ['Add the chicken and the rice and stir-fry for 5 minutes, pressing them against the hot wok, until piping hot all the way through.', 300],
      'Return the eggs, add the soy sauce, and the sesame oil if using, and toss with the green spring onion tops.',
    ],
  },
  {
    id: 'leftover-chicken-leek-pie', title: 'Chicken and leek pie', cuisine: 'british', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'Leftover roast chicken in a creamy leek and mustard sauce under a crisp puff pastry lid: Sunday\'s roast, second time round.',
    tags: ['high-protein', 'mild', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cooked-chicken', 400, 'g'], ['leek', 2], ['butter', 25, 'g'], ['plain-flour', 25, 'g'], ['dried-thyme', 0.5, 'tsp', { optional: true }], ['chicken-stock', 300, 'ml'], ['milk', 100, 'ml'], ['dijon-mustard', 1, 'tsp', { optional: true }], ['frozen-peas', 100, 'g'], ['black-pepper', 0.25, 'tsp'], ['puff-pastry', 320, 'g'], ['egg', 1]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Tear the cooked chicken into bite-sized pieces, leaving out any skin and bone, and slice and wash the leeks.',
      ['Melt the butter in a pan and cook the leeks gently for 8 minutes, until soft.', 480],
      ['Stir in the flour, and the dried thyme if you have it, and cook for 1 minute.', 60],
      ['Gradually stir in the chicken stock and milk and bubble for 3 minutes, until thick and smooth.', 180],
      'Take off the heat and stir in the frozen peas, chicken and black pepper, and the Dijon mustard if using, then spoon into a 1.2 litre pie dish.',
      'Lay the puff pastry over the top, trim, press the edges onto the rim and cut a small slit in the middle. Brush with the beaten egg.',
      ['Bake for 25 minutes, until the pastry is risen and golden and the filling is piping hot.', 1500],
    ],
  },
  {
    id: 'leftover-chicken-quesadillas', title: 'Chicken and black bean quesadillas', cuisine: 'mexican', mealTypes: ['lunch', 'dinner'], servings: 2, prepMinutes: 10, cookMinutes: 10,
    description: 'Shredded leftover chicken, smoky beans and melting cheddar in crisp folded tortillas, with salsa for dipping.',
    tags: ['high-protein', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['cooked-chicken', 150, 'g'], ['black-beans', 120, 'g'], ['spring-onion', 2], ['smoked-paprika', 0.5, 'tsp', { optional: true }], ['cheddar', 80, 'g'], ['flour-tortilla', 4], ['vegetable-oil', 1, 'tsp'], ['salsa', 4, 'tbsp']],
    steps: [
      'Shred the cooked chicken, leaving out any skin and bone. Drain and rinse the black beans and crush them lightly with a fork. Slice the spring onions and grate the cheddar.',
      'Mix the chicken, beans and spring onions, and the smoked paprika if using. Spread over half of each flour tortilla, scatter with the cheese and fold over.',
      ['Brush a large frying pan with the vegetable oil and cook the quesadillas two at a time over a medium heat for 5 minutes, turning once, until crisp outside and piping hot inside.', 300],
      'Cut into wedges and serve with the salsa.',
    ],
  },
  {
    id: 'leftover-pasta-bake', title: 'Cheesy tomato pasta bake', cuisine: 'italian', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 30,
    description: 'Leftover pasta stirred through a quick garlicky tomato sauce and baked under mozzarella and parmesan until bubbling.',
    tags: ['vegetarian', 'mild', 'family-friendly', 'uses-leftovers'],
    ingredients: [['olive-oil', 1, 'tbsp'], ['garlic', 2], ['chopped-tomatoes', 400, 'g'], ['dried-oregano', 1, 'tsp', { optional: true }], ['salt', 0.25, 'tsp'], ['cooked-pasta', 400, 'g'], ['mozzarella', 125, 'g'], ['parmesan', 20, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan) and crush the garlic.',
      ['Warm the olive oil in a pan, add the garlic and cook for 1 minute, then add the chopped tomatoes and salt, and the dried oregano if you have it.', 60],
      ['Simmer for 8 minutes, until slightly thickened.', 480],
      'Stir the cooked pasta into the sauce, loosening any clumps, and tip into a baking dish. Tear over the mozzarella and scatter with the grated parmesan, if using.',
      ['Bake for 20 minutes, until bubbling and golden and piping hot in the middle.', 1200],
    ],
  },
  {
    id: 'leftover-pasta-frittata', title: 'Spaghetti frittata', cuisine: 'italian', mealTypes: ['lunch', 'dinner', 'breakfast'], servings: 3, prepMinutes: 5, cookMinutes: 12,
    description: 'Naples\' answer to leftover pasta: bound with eggs and parmesan and fried into a thick golden cake. Good hot or cold.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['egg', 5], ['parmesan', 30, 'g'], ['parsley', 2, 'tbsp', { optional: true }], ['salt', 1, 'pinch'], ['black-pepper', 0.25, 'tsp'], ['cooked-pasta', 250, 'g'], ['olive-oil', 1, 'tbsp']],
    steps: [
      'Heat the grill to high. Beat the eggs with the grated parmesan, salt and black pepper, and the chopped parsley if you have it, then stir in the cooked pasta, snipping any long strands.',
      ['Heat the olive oil in a 24 cm ovenproof frying pan over a medium heat, tip in the egg and pasta, press it flat and cook for 8 minutes, until the underside is golden and the edges are set.', 480],
      ['Slide under the grill for 4 minutes, until puffed, golden and piping hot in the middle.', 240],
      'Rest briefly, then cut into wedges.',
    ],
  },
  {
    id: 'bolognese-jacket-potatoes', title: 'Jacket potatoes with bolognese', cuisine: 'british', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 35,
    description: 'Crisp-skinned jacket potatoes split and filled with the last of the bolognese and melting cheddar.',
    tags: ['high-protein', 'mild', 'family-friendly', 'uses-leftovers'],
    ingredients: [['baking-potato', 2], ['olive-oil', 1, 'tsp'], ['salt', 1, 'pinch'], ['bolognese-sauce', 400, 'g'], ['cheddar', 40, 'g']],
    steps: [
      'Heat the oven to 220°C (200°C fan). Prick the baking potatoes all over with a fork and rub with the olive oil and salt.',
      ['Microwave the potatoes on high for 8 minutes, turning them halfway, until they give when squeezed.', 480],
      ['Bake them on the oven shelf for 25 minutes, until the skins are crisp.', 1500],
      ['Meanwhile heat the bolognese in a covered pan over a medium heat for 8 minutes, stirring often and adding a splash of water if it catches, until bubbling and piping hot.', 480],
      'Split the potatoes, spoon in the bolognese and top with the grated cheddar.',
    ],
  },
  {
    id: 'spaghetti-with-leftover-bolognese', title: 'Spaghetti bolognese from the fridge', cuisine: 'italian', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 2, cookMinutes: 12,
    description: 'The sauce is made and tastier for a night in the fridge: heat it through while the spaghetti cooks.',
    tags: ['high-protein', 'mild', 'quick', 'family-friendly', 'uses-leftovers'],
    ingredients: [['spaghetti', 180, 'g'], ['bolognese-sauce', 400, 'g'], ['parmesan', 20, 'g']],
    steps: [
      ['Cook the spaghetti in a large pan of boiling salted water for 10 minutes, until al dente.', 600],
      ['Meanwhile heat the bolognese in a covered pan over a medium heat for 8 minutes, stirring often and adding a splash of water if it catches, until bubbling and piping hot.', 480],
      'Drain the spaghetti, keeping a splash of the water, and toss it with the sauce and the splash of water.',
      'Serve with the parmesan grated over.',
    ],
  },
  {
    id: 'bolognese-stuffed-peppers', title: 'Peppers stuffed with bolognese and rice', cuisine: 'british', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 10, cookMinutes: 35,
    description: 'Sweet roasted pepper halves filled with the last of the bolognese stirred through rice, baked until bubbling.',
    tags: ['mild', 'high-protein', 'family-friendly', 'uses-leftovers'],
    ingredients: [['rice', 100, 'g'], ['red-pepper', 2], ['olive-oil', 1, 'tsp'], ['salt', 1, 'pinch'], ['bolognese-sauce', 400, 'g'], ['parsley', 5, 'g', { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan).',
      ['Rinse the rice and simmer it, covered, in 150 ml of water for every 100 g of rice, for 12 minutes; leave it to stand off the heat.', 720],
      ['Halve the red peppers through the stalk, take out the seeds, rub with the olive oil and salt and roast cut side up for 10 minutes, until starting to soften.', 600],
      ['Meanwhile heat the bolognese in a covered pan over a medium heat for 8 minutes, stirring often and adding a splash of water if it catches, until bubbling and piping hot, then stir in the rice.', 480],
      ['Fill the peppers with the bolognese rice and bake for 15 minutes, until the peppers are tender and the filling is bubbling.', 900],
      'Scatter with the chopped parsley, if you have it, and serve.',
    ],
  },
  {
    id: 'chilli-jacket-potatoes', title: 'Chilli jacket potatoes with soured cream', cuisine: 'british', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 35,
    description: 'Leftover chilli con carne spooned into crisp jacket potatoes with cheddar, soured cream and spring onions.',
    tags: ['high-protein', 'spicy', 'uses-leftovers'],
    ingredients: [['baking-potato', 2], ['olive-oil', 1, 'tsp'], ['salt', 1, 'pinch'], ['chilli-con-carne', 400, 'g'], ['cheddar', 30, 'g'], ['soured-cream', 4, 'tbsp'], ['spring-onion', 1, null, { optional: true }]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Prick the baking potatoes all over with a fork and rub with the olive oil and salt.',
      ['Microwave the potatoes on high for 8 minutes, turning them halfway, until they give when squeezed.', 480],
      ['Bake them on the oven shelf for 25 minutes, until the skins are crisp.', 1500],
      ['Meanwhile heat the chilli con carne in a covered pan over a medium heat for 8 minutes, stirring often, until bubbling and piping hot.', 480],
      'Split the potatoes, spoon in the chilli and top with the grated cheddar, the soured cream, and the sliced spring onion if using.',
    ],
  },
  {
    id: 'lasagne-with-green-salad', title: 'Lasagne with a green salad', cuisine: 'italian', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 30,
    description: 'Yesterday\'s lasagne, reheated covered so it stays moist, with crisp leaves and cucumber in a sharp dressing.',
    tags: ['high-protein', 'mild', 'family-friendly', 'uses-leftovers'],
    ingredients: [['lasagne', 600, 'g'], ['salad-leaves', 80, 'g'], ['cucumber', 0.5], ['olive-oil', 1, 'tbsp'], ['balsamic-vinegar', 1, 'tsp', { optional: true }], ['salt', 1, 'pinch'], ['black-pepper', 1, 'pinch']],
    steps: [
      'Heat the oven to 180°C (160°C fan). Put the lasagne in an ovenproof dish, spoon over 1 tbsp of water for each serving and cover tightly with foil.',
      ['Bake for 30 minutes, until piping hot in the middle: a knife pushed into the centre should come out hot.', 1800],
      'Meanwhile slice the cucumber and whisk the olive oil with the salt and black pepper, and the balsamic vinegar if you have it.',
      'Toss the salad leaves and cucumber with the dressing and serve with the lasagne.',
    ],
  },
  {
    id: 'roast-beef-horseradish-sandwich', title: 'Roast beef and horseradish sandwiches', cuisine: 'british', mealTypes: ['lunch'], servings: 2, prepMinutes: 5, cookMinutes: 0,
    description: 'Thin slices of leftover roast beef with peppery rocket and a good smear of horseradish on buttered bread.',
    tags: ['high-protein', 'spicy', 'quick', 'no-cook', 'uses-leftovers'],
    ingredients: [['bread', 4], ['butter', 15, 'g'], ['horseradish', 2, 'tsp'], ['cooked-beef', 150, 'g'], ['rocket', 30, 'g'], ['black-pepper', 1, 'pinch']],
    steps: [
      'Butter the slices of bread and spread half of them with the horseradish sauce.',
      'Pile on the roast beef, season with black pepper and top with the rocket and the other slices of bread. Cut in half to serve.',
    ],
  },
];
