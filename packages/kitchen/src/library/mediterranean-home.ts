import type { LibraryRecipeRow } from '../recipe-row.ts';

/*
 * French, Italian, Spanish and Greek dishes a home cook makes from a well-stocked fridge: steak with a
 * creamy mushroom sauce, a niçoise with seared fresh tuna, cod in acqua pazza or baked with tomatoes and
 * olives, sea bass with a shaved fennel salad, two everyday pastas, a seafood paella and a moussaka.
 * Steak and tuna may be served pink and are rested; fish is cooked until it flakes; mussels that stay
 * closed are thrown away.
 */

// biome-ignore format: one recipe per block and one step per line read like recipe cards
export const mediterraneanHomeMeals: readonly LibraryRecipeRow[] = [
  {
    id: 'steak-creamy-mushroom-brandy-sauce', title: 'Steak with a creamy mushroom and brandy sauce', cuisine: 'french', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 25,
    description: 'Sirloin steaks seared hard and rested, with a pan sauce of golden mushrooms, garlic, a splash of brandy if you have it and double cream.',
    tags: ['mild', 'high-protein'],
    ingredients: [['steak', 2], ['salt', 0.5, 'tsp'], ['black-pepper', 0.5, 'tsp'], ['new-potato', 400, 'g', { optional: true }], ['mushroom', 200, 'g'], ['shallot', 1, null, { optional: true }], ['garlic', 1], ['vegetable-oil', 1, 'tbsp'], ['butter', 20, 'g'], ['thyme', 2, 'g', { optional: true }], ['brandy', 2, 'tbsp', { optional: true }], ['double-cream', 100, 'ml']],
    steps: [
      'Pat the steaks dry and season them all over with the salt and black pepper.',
      ['Boil the new potatoes, if using, in salted water for 15 minutes, until tender, and drain.', 900],
      'Meanwhile slice the mushrooms, finely chop the shallot, if using, and crush the garlic.',
      ['Heat the vegetable oil in a heavy frying pan over a high heat until smoking and fry the steaks for 3 minutes on each side for medium-rare, or a little longer if you like them more done.', 180],
      ['Lift the steaks onto a warm plate and leave them to rest for 5 minutes.', 300],
      ['Lower the heat to medium, add the butter to the pan and fry the mushrooms for 5 minutes, until golden and their liquid has cooked off.', 300],
      ['Add the garlic, with the shallot and the thyme leaves, if you have them, and fry for 1 minute.', 60],
      'Pour in the brandy, if using, and let it bubble away, scraping up the browned bits; stand back, as it may flame.',
      ['Stir in the double cream and any resting juices from the steaks and simmer for 2 minutes, until the sauce coats the back of a spoon.', 120],
      'Slice the steaks and serve with the mushroom sauce spooned over, with the new potatoes, if using.',
    ],
  },
  {
    id: 'seared-tuna-nicoise', title: 'Salade niçoise with seared tuna steak', cuisine: 'french', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 15, cookMinutes: 20,
    description: 'Fresh tuna seared pink on a salad of new potatoes, green beans, soft-boiled eggs, tomatoes, olives and lettuce in a mustard vinaigrette.',
    tags: ['mild', 'high-protein'],
    ingredients: [['new-potato', 250, 'g'], ['salt', 0.5, 'tsp'], ['green-bean', 100, 'g'], ['egg', 2], ['olive-oil', 3, 'tbsp'], ['red-wine-vinegar', 1, 'tbsp'], ['dijon-mustard', 1, 'tsp'], ['black-pepper', 1, 'pinch'], ['cherry-tomato', 150, 'g'], ['lettuce', 100, 'g'], ['black-olives', 40, 'g'], ['tuna-steak', 2], ['anchovy', 15, 'g', { optional: true }]],
    steps: [
      ['Boil the new potatoes in salted water for 12 minutes, until nearly tender.', 720],
      ['Add the green beans to the pan and cook for 4 minutes more, until tender but still bright green, then drain and cool under cold water.', 240],
      ['Meanwhile lower the eggs into a small pan of boiling water and cook for 7 minutes, then cool them in cold water, peel and quarter them.', 420],
      'Whisk most of the olive oil with the red wine vinegar, the Dijon mustard, a pinch of the salt and the black pepper.',
      'Halve the potatoes and the cherry tomatoes and toss them with the green beans, the torn lettuce, the black olives and most of the dressing.',
      ['Rub the tuna steaks with the rest of the oil and season them with the rest of the salt, then sear them in a very hot frying pan for 90 seconds on each side, so they are browned outside and still pink in the middle, or longer if you prefer tuna cooked through.', 90],
      'Slice the tuna thickly and lay it on the salad with the eggs and the anchovies, if using, and spoon over the rest of the dressing.',
    ],
  },
  {
    id: 'cod-acqua-pazza-fennel-tomatoes', title: 'Cod acqua pazza with fennel and tomatoes', cuisine: 'italian', mealTypes: ['dinner'], servings: 2, prepMinutes: 10, cookMinutes: 25,
    description: 'Cod fillets gently poached in "crazy water": a light broth of fennel, cherry tomatoes, garlic and olive oil, with bread to mop it up.',
    tags: ['mild', 'high-protein'],
    ingredients: [['fennel', 1], ['cherry-tomato', 250, 'g'], ['garlic', 2], ['olive-oil', 2, 'tbsp'], ['chilli-flakes', 1, 'pinch', { optional: true }], ['white-wine', 100, 'ml', { optional: true }], ['salt', 0.5, 'tsp'], ['black-pepper', 1, 'pinch'], ['cod', 2], ['parsley', 5, 'g', { optional: true }], ['ciabatta', 0.5, null, { optional: true }]],
    steps: [
      'Trim the fennel, keeping any fronds, and cut it into thin wedges. Halve the cherry tomatoes and slice the garlic.',
      ['Heat the olive oil in a wide lidded frying pan over a medium heat and fry the fennel for 8 minutes, until softened and lightly golden.', 480],
      ['Add the garlic and the chilli flakes, if using, and fry for 1 minute.', 60],
      ['Add the tomatoes, the white wine, if using, a cupful of water and half the salt and simmer for 5 minutes, until the tomatoes start to collapse.', 300],
      'Season the cod with the rest of the salt and the black pepper and nestle it into the pan, skin side down.',
      ['Cover and simmer gently for 8 minutes, until the fish is opaque and flakes easily.', 480],
      'Scatter with the chopped parsley and fennel fronds, if you have them, and serve in shallow bowls with the ciabatta, if using, to mop up the broth.',
    ],
  },
  {
    id: 'sea-bass-shaved-fennel-lemon-salad', title: 'Pan-fried sea bass with shaved fennel and lemon salad', cuisine: 'italian', mealTypes: ['dinner'], servings: 2, prepMinutes: 15, cookMinutes: 10,
    description: 'Crisp-skinned sea bass fillets on a fresh salad of wafer-thin fennel dressed with lemon and olive oil, with new potatoes if you like.',
    tags: ['mild', 'high-protein'],
    ingredients: [['new-potato', 400, 'g', { optional: true }], ['fennel', 1], ['lemon', 1], ['olive-oil', 3, 'tbsp'], ['salt', 0.5, 'tsp'], ['black-pepper', 1, 'pinch'], ['parsley', 5, 'g', { optional: true }], ['sea-bass', 2]],
    steps: [
      ['Boil the new potatoes, if using, in salted water for 15 minutes, until tender, and drain.', 900],
      'Meanwhile trim the fennel, keeping any fronds, and slice it as thinly as you can, with a mandoline if you have one.',
      'Toss the fennel with the zest of the lemon, the juice of half of it, most of the olive oil, half the salt, the black pepper and the parsley leaves, if using, and leave it to soften a little.',
      'Pat the sea bass fillets dry, score the skin a few times and season with the rest of the salt.',
      ['Heat the rest of the oil in a non-stick frying pan over a medium-high heat and fry the fish skin side down for 3 minutes, pressing it flat at first, until the skin is crisp and golden.', 180],
      ['Turn the fillets and cook for 1 minute more, until the fish flakes easily.', 60],
      'Pile the fennel salad onto the plates, top with the sea bass, skin side up, and serve with the rest of the lemon cut into wedges and the new potatoes, if using.',
    ],
  },
  {
    id: 'cod-baked-tomatoes-olives-potatoes', title: 'Cod baked with tomatoes, garlic, olives and potatoes', cuisine: 'italian', mealTypes: ['dinner'], servings: 4, prepMinutes: 15, cookMinutes: 40,
    description: 'One tray: sliced potatoes roasted in olive oil, then topped with a garlicky tomato and olive sauce and cod fillets baked until they just flake.',
    tags: ['mild', 'high-protein', 'family-friendly'],
    ingredients: [['potato', 800, 'g'], ['olive-oil', 3, 'tbsp'], ['salt', 0.75, 'tsp'], ['black-pepper', 1, 'pinch'], ['garlic', 3], ['chopped-tomatoes', 1, 'tin'], ['black-olives', 80, 'g'], ['dried-oregano', 1, 'tsp', { optional: true }], ['cod', 4], ['parsley', 10, 'g', { optional: true }], ['lemon', 1, null, { optional: true }]],
    steps: [
      'Heat the oven to 200°C (180°C fan). Peel the potatoes and cut them into 1 cm slices, toss them with half the olive oil, half the salt and the black pepper and spread them out in a large roasting tin.',
      ['Roast for 25 minutes, until starting to soften and colour.', 1500],
      'Meanwhile slice the garlic and mix it with the chopped tomatoes, the black olives, the dried oregano, if using, and the rest of the olive oil.',
      ['Spoon the tomato sauce over the potatoes, sit the cod on top, season it with the rest of the salt and roast for 15 minutes more, until the fish is opaque and flakes easily.', 900],
      'Scatter with the chopped parsley, if you have it, and serve with the lemon cut into wedges, if using.',
    ],
  },
  {
    id: 'rocket-walnut-pesto-pasta', title: 'Pasta with rocket and walnut pesto', cuisine: 'italian', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'A peppery pesto of rocket, toasted walnuts, garlic, Parmesan and olive oil tossed through pasta with a splash of its cooking water.',
    tags: ['vegetarian', 'mild', 'quick'],
    ingredients: [['pasta', 200, 'g'], ['walnuts', 40, 'g'], ['rocket', 60, 'g'], ['garlic', 1], ['parmesan', 30, 'g'], ['olive-oil', 4, 'tbsp'], ['salt', 0.25, 'tsp'], ['lemon', 0.5, null, { optional: true }]],
    steps: [
      'Bring a large pan of salted water to the boil.',
      ['Toast the walnuts in a dry frying pan over a medium heat for 3 minutes, shaking the pan, until fragrant.', 180],
      'Blitz most of the rocket with the walnuts, the garlic, most of the Parmesan, the olive oil, the salt and a squeeze of the lemon juice, if using, to a rough paste.',
      ['Cook the pasta for 10 minutes, until just tender.', 600],
      'Drain, keeping a cupful of the cooking water, and toss the pasta with the pesto and a splash of the water until glossy. Serve topped with the rest of the rocket and Parmesan.',
    ],
  },
  {
    id: 'tomato-garlic-pea-pasta-cheddar', title: 'Tomato, garlic and pea pasta with cheddar', cuisine: 'italian', mealTypes: ['dinner', 'lunch'], servings: 2, prepMinutes: 5, cookMinutes: 15,
    description: 'A store-cupboard supper: pasta and peas in a quick sauce of tinned tomatoes and gently fried garlic, with grated cheddar melting through.',
    tags: ['vegetarian', 'mild', 'quick', 'family-friendly'],
    ingredients: [['pasta', 200, 'g'], ['garlic', 3], ['olive-oil', 2, 'tbsp'], ['chilli-flakes', 1, 'pinch', { optional: true }], ['chopped-tomatoes', 1, 'tin'], ['salt', 0.25, 'tsp'], ['sugar', 1, 'pinch', { optional: true }], ['frozen-peas', 100, 'g'], ['cheddar', 50, 'g'], ['black-pepper', 1, 'pinch'], ['basil', 5, 'g', { optional: true }]],
    steps: [
      'Bring a large pan of salted water to the boil and slice the garlic.',
      ['Warm the olive oil in a frying pan over a low heat and cook the garlic, with the chilli flakes, if using, for 2 minutes, until soft and just turning golden.', 120],
      ['Add the chopped tomatoes, the salt and the sugar, if using, and simmer for 10 minutes, stirring now and then, until thick.', 600],
      ['Meanwhile cook the pasta for 8 minutes.', 480],
      ['Add the frozen peas to the pasta pan and cook for 2 minutes more, until the pasta is just tender, then drain, keeping a cupful of the cooking water.', 120],
      'Toss the pasta and peas into the sauce with a splash of the cooking water and half the grated cheddar and season with the black pepper.',
      'Serve topped with the rest of the cheddar and torn basil, if you have it.',
    ],
  },
  {
    id: 'seafood-paella', title: 'Seafood paella with mussels, squid and prawns', cuisine: 'spanish', mealTypes: ['dinner'], servings: 4, prepMinutes: 25, cookMinutes: 40,
    description: 'Rice cooked undisturbed in a wide pan with a smoky tomato and pepper sofrito and stock, topped with mussels, squid and prawns that steam in its last minutes.',
    tags: ['mild', 'high-protein'],
    ingredients: [['mussel', 500, 'g'], ['squid', 200, 'g'], ['onion', 1], ['red-pepper', 1], ['garlic', 3], ['olive-oil', 3, 'tbsp'], ['smoked-paprika', 1, 'tsp'], ['saffron', 1, 'pinch', { optional: true }], ['chopped-tomatoes', 200, 'g'], ['chicken-stock', 900, 'ml'], ['risotto-rice', 300, 'g', { note: 'or paella rice' }], ['salt', 0.5, 'tsp'], ['frozen-peas', 100, 'g', { optional: true }], ['prawn', 250, 'g'], ['parsley', 10, 'g', { optional: true }], ['lemon', 1]],
    steps: [
      'Scrub the mussels, pull off any beards and throw away any that are cracked or stay open when tapped. Slice the squid into rings. Chop the onion and the red pepper and crush the garlic.',
      ['Heat the olive oil in a large, wide frying pan or paella pan over a medium heat and cook the onion and red pepper for 8 minutes, until soft.', 480],
      ['Stir in the garlic, the smoked paprika and the saffron, if you have it, then the chopped tomatoes, and cook for 3 minutes, until thick.', 180],
      'Meanwhile bring the chicken stock to the boil in another pan.',
      'Stir the risotto rice into the tomato mixture to coat it, then pour in the hot stock with the salt, stir once and spread the rice out evenly.',
      ['Simmer without stirring for 12 minutes, until the rice has absorbed most of the stock.', 720],
      ['Scatter over the squid and the frozen peas, if using, press the prawns and mussels into the rice, cover the pan with a lid or foil and cook for 6 minutes more, until the prawns are pink and cooked through and the mussels have opened.', 360],
      ['Take it off the heat and leave it to stand, covered, for 5 minutes. Throw away any mussels that have stayed closed.', 300],
      'Scatter with the chopped parsley, if you have it, and serve with the lemon cut into wedges.',
    ],
  },
  {
    id: 'moussaka', title: 'Moussaka', cuisine: 'greek', mealTypes: ['dinner'], servings: 6, prepMinutes: 30, cookMinutes: 95, waitMinutes: 15,
    description: 'Layers of roasted aubergine and a lamb mince sauce warm with cinnamon, under a thick, golden béchamel enriched with egg and Parmesan.',
    tags: ['mild', 'batch-friendly', 'family-friendly'],
    ingredients: [['aubergine', 3], ['olive-oil', 5, 'tbsp'], ['salt', 1, 'tsp'], ['onion', 1], ['garlic', 3], ['minced-lamb', 500, 'g'], ['ground-cinnamon', 1, 'tsp'], ['dried-oregano', 1, 'tsp', { optional: true }], ['red-wine', 100, 'ml', { optional: true }], ['chopped-tomatoes', 1, 'tin'], ['black-pepper', 0.5, 'tsp'], ['butter', 50, 'g'], ['plain-flour', 50, 'g'], ['milk', 500, 'ml'], ['parmesan', 50, 'g'], ['nutmeg', 1, 'pinch', { optional: true }], ['egg', 2]],
    steps: [
      'Heat the oven to 220°C (200°C fan). Slice the aubergines lengthways 1 cm thick, brush both sides with most of the olive oil, sprinkle with half the salt and lay them on baking trays.',
      ['Roast for 25 minutes, turning halfway, until soft and golden.', 1500],
      'Meanwhile finely chop the onion and crush the garlic.',
      ['Heat the rest of the oil in a large pan and fry the onion for 8 minutes, until soft.', 480],
      ['Add the garlic and the lamb mince and fry for 8 minutes, breaking it up, until browned all over.', 480],
      'Stir in the ground cinnamon and the dried oregano, if using, pour in the red wine, if using, and let it bubble, then add the chopped tomatoes, the rest of the salt and the black pepper.',
      ['Simmer for 20 minutes, stirring now and then, until thick and rich.', 1200],
      ['For the topping, melt the butter in a pan, stir in the plain flour and cook for 1 minute.', 60],
      ['Take it off the heat, whisk in the milk a little at a time until smooth, then bring it to the boil, stirring, and simmer for 3 minutes, until thick.', 180],
      'Off the heat, stir in most of the grated Parmesan and a grating of the nutmeg, if you have it, leave it to cool a little, then beat in the eggs.',
      'Turn the oven down to 180°C (160°C fan). Lay half the aubergine in a deep ovenproof dish, spoon over the lamb, cover with the rest of the aubergine, pour over the sauce and scatter with the rest of the Parmesan.',
      ['Bake for 45 minutes, until deep golden and bubbling.', 2700],
      ['Leave it to rest for 15 minutes before cutting, so it holds together.', 900],
    ],
  },
];
