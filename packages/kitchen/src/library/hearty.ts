import type { LibraryRecipeRow } from '../recipe-row.ts';

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const heartyMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'pork-shoulder-cider-apples-sage', title: 'Pork shoulder braised in cider with apples and sage', cuisine: 'british', mealTypes: ['dinner'], servings: 8, prepMinutes: 25, cookMinutes: 175,
    description: 'A big pot of slow-cooked pork in cider, with soft apples, sage and a spoonful of mustard, served with buttery mash. Feeds a crowd and freezes well.',
    tags: ['mild', 'high-protein', 'batch-friendly', 'family-friendly'],
    ingredients: [['pork-shoulder', 2, 'kg'], ['salt', 1.5, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['olive-oil', 2, 'tbsp'], ['onion', 3], ['garlic', 4], ['sage', 15, 'g'], ['plain-flour', 2, 'tbsp'], ['cider', 500, 'ml'], ['chicken-stock', 300, 'ml'], ['apple', 4], ['wholegrain-mustard', 2, 'tbsp', { optional: true }], ['potato', 1.6, 'kg'], ['butter', 60, 'g'], ['milk', 150, 'ml']],
    steps: [
      'Heat the oven to 160°C (140°C fan). Cut the pork shoulder into large chunks, trimming off any thick fat, and season with the salt and black pepper.',
      ['Heat the olive oil in a large flameproof casserole and brown the pork in batches for 10 minutes, until golden all over, then lift out.', 600],
      ['Add the sliced onions and cook gently for 10 minutes, until soft.', 600],
      'Stir in the crushed garlic, half the sage leaves, chopped, and the plain flour, then pour in the cider and chicken stock, scraping up the browned bits.',
      ['Return the pork, bring to a simmer, cover and cook in the oven for 2 hours.', 7200],
      'Peel and core the apples and cut them into thick wedges.',
      ['Stir in the apples, and the wholegrain mustard if you have it, and cook, uncovered, for 30 minutes more, until the pork is tender enough to pull apart and the apples are soft.', 1800],
      ['Meanwhile peel the potatoes, cut into chunks and simmer in salted water for 20 minutes, until tender.', 1200],
      'Drain the potatoes and mash with the butter and milk. Fry the rest of the sage leaves in a little oil until crisp, scatter over the pork and serve with the mash.',
    ],
  },
  {
    id: 'sausage-butter-bean-casserole', title: 'Sausage and butter bean casserole', cuisine: 'british', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 45,
    description: 'Browned pork sausages simmered with butter beans, peppers and smoked paprika in a thick tomato sauce. One pot, and better the next day.',
    tags: ['mild', 'one-pot', 'batch-friendly', 'family-friendly'],
    ingredients: [['sausage', 8], ['olive-oil', 1, 'tbsp'], ['onion', 1], ['red-pepper', 2], ['carrot', 2], ['garlic', 2], ['smoked-paprika', 1, 'tsp'], ['dried-thyme', 0.5, 'tsp', { optional: true }], ['chopped-tomatoes', 2, 'tin'], ['chicken-stock', 200, 'ml'], ['butter-beans', 2, 'tin'], ['black-pepper', 0.25, 'tsp'], ['parsley', 1, 'tbsp', { optional: true }]],
    steps: [
      ['Heat the olive oil in a large casserole and brown the sausages for 8 minutes, turning, then lift out.', 480],
      ['Add the chopped onion, sliced red peppers and diced carrots and cook for 8 minutes, until soft.', 480],
      'Stir in the crushed garlic and smoked paprika, and the dried thyme if you have it, then the chopped tomatoes and chicken stock.',
      ['Return the sausages, add the drained butter beans, cover and simmer gently for 25 minutes, until the sausages are cooked through and the sauce is thick.', 1500],
      'Season with the black pepper, scatter with parsley if you have it, and serve with crusty bread or mash.',
    ],
  },
  {
    id: 'home-style-chicken-curry', title: 'Home-style chicken curry with yogurt', cuisine: 'indian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'Chicken thighs simmered in an onion, ginger and tomato masala, finished with yogurt and fresh coriander: an everyday curry from what an Indian kitchen keeps.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['chicken-thigh', 600, 'g'], ['yogurt', 150, 'g'], ['garam-masala', 2, 'tsp'], ['salt', 1, 'tsp'], ['onion', 2], ['garlic', 4], ['ginger', 20, 'g'], ['tomato', 4], ['vegetable-oil', 2, 'tbsp'], ['coriander', 15, 'g', { optional: true }], ['basmati-rice', 300, 'g', { optional: true }]],
    steps: [
      'Cut the chicken thighs into bite-sized pieces and mix with half the yogurt, half the garam masala and the salt.',
      'Finely chop the onions, garlic and ginger, and chop the tomatoes.',
      ['Heat the vegetable oil in a large pan and cook the onions over a medium heat for 10 minutes, until soft and golden.', 600],
      ['Add the garlic, ginger and the rest of the garam masala and cook for 1 minute, stirring.', 60],
      ['Add the tomatoes and cook for 5 minutes, until they break down into a thick sauce.', 300],
      ['Add the chicken with its marinade and a splash of water, cover and simmer for 20 minutes, stirring now and then, until the chicken is cooked through with no pink in the middle.', 1200],
      ['If serving rice, meanwhile rinse the basmati rice and simmer it in twice its volume of water, covered, for 12 minutes.', 720],
      'Off the heat, stir in the rest of the yogurt a spoonful at a time, scatter with the chopped coriander if using, and serve with the rice if you are making it.',
    ],
  },
];
