import type { Dish, DishItem, Flavour } from '../archetype.ts';
import { panCook, starchStep } from '../cooking.ts';
import { alongside, drafts, inSlots, nameOf, sentences, squeezed, the } from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { optional, softHerb } from '../slots.ts';

/** The curry's shared helpers and its Thai take: paste fried in oil, coconut milk, lime and Thai basil. */

export const LEAVES = new Set(['spinach', 'frozen-spinach', 'kale', 'frozen-peas', 'pea']);
/** Proteins that toughen with long simmering go in near the end. */
export const lateProtein = (item: DishItem) =>
  item.ingredient.diet.fish || item.ingredient.diet.shellfish || /^(paneer|tofu)$/.test(item.ingredient.id);

export function starchLine(starch: DishItem | undefined) {
  if (!starch) return undefined;
  if (/^(naan|chapati)$/.test(starch.ingredient.id)) {
    return alongside(`Warm the ${nameOf(starch)} in a low oven for 5 minutes before serving.`);
  }
  return alongside(`${starchStep(starch)}.`);
}

export function thaiSteps(
  dish: Dish,
  protein: DishItem | undefined,
  veg: DishItem[],
  starch: DishItem | undefined,
) {
  const cook = protein && panCook(protein.ingredient);
  const quick = protein && lateProtein(protein);
  return drafts(
    starchLine(starch),
    sentences(
      prepVegetables([...inSlots(dish, 'onion'), ...veg], 'into bite-sized pieces'),
      protein && cook?.prep(nameOf(protein)),
      inSlots(dish, 'garlic', 'ginger', 'aromatic').length > 0 &&
        `finely chop ${the(inSlots(dish, 'garlic', 'ginger', 'aromatic'))}`,
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a large pan and fry ${the(inSlots(dish, 'paste', 'onion', 'garlic', 'ginger', 'aromatic'))} for 2 minutes, until fragrant.`,
    `Pour in ${the(inSlots(dish, 'coconut'))} with a splash of water${protein && !quick ? ` and add the ${nameOf(protein)}` : ''}, then simmer for 8 minutes.`,
    `Add ${the([...veg, ...(protein && quick ? [protein] : [])])} and simmer for 4 minutes, until just cooked.`,
    sentences(
      inSlots(dish, 'seasoning', 'salt').length > 0 &&
        `season with ${the(inSlots(dish, 'seasoning', 'salt'))}`,
      squeezed(inSlots(dish, 'lemon'), 'in'),
      starch ? `serve with ${the([starch])}` : 'serve',
      inSlots(dish, 'herb').length > 0 && `scatter over ${the(inSlots(dish, 'herb'))}`,
    ),
  );
}

const THAI_VEG = [
  ...['red-pepper', 'green-bean', 'courgette', 'aubergine', 'bamboo-shoots', 'mangetout', 'broccoli'],
  ...['mushroom', 'pak-choi', 'butternut-squash', 'sweet-potato', 'spinach', 'sugar-snap-pea'],
];

/** Thai curry paste carries chilli and shrimp: hot, and kept from those who avoid crustaceans. */
export const thaiCurry: Flavour = {
  id: 'thai',
  cuisine: 'thai',
  hot: true,
  slots: [
    {
      id: 'protein',
      kind: 'protein',
      options: [
        'chicken-thigh',
        'chicken-breast',
        'prawn',
        'tofu',
        'frozen-prawns',
        'cod',
        'pork-tenderloin',
      ],
      min: 1,
      grams: 130,
    },
    { id: 'veg', kind: 'vegetable', options: THAI_VEG, min: 1, max: 2, grams: 150 },
    {
      id: 'starch',
      kind: 'starch',
      options: ['jasmine-rice', 'rice', 'microwave-rice'],
      min: 1,
      grams: 75,
    },
    { id: 'onion', kind: 'flavour', options: ['shallot', 'onion', 'spring-onion'], min: 0, max: 1 },
    { id: 'tomato', kind: 'vegetable', options: [], min: 0 },
    { id: 'spice', kind: 'flavour', options: [], min: 0 },
    { id: 'spice2', kind: 'flavour', options: [], min: 0 },
    { id: 'heat', kind: 'flavour', options: [], min: 0 },
    { id: 'creamy', kind: 'dairy', options: [], min: 0 },
    { id: 'paste', kind: 'flavour', options: ['red-curry-paste', 'green-curry-paste'], min: 1 },
    { id: 'coconut', kind: 'liquid', options: ['coconut-milk', 'coconut-cream'], min: 1, grams: 120 },
    optional('aromatic', ['lemongrass', 'lime-leaf', 'ginger', 'galangal']),
    optional('seasoning', ['fish-sauce', 'soy-sauce']),
    optional('lemon', ['lime']),
    softHerb('thai-basil', 'coriander'),
  ],
};
