import type { Slot } from './archetype.ts';

/** Slots and option lists several archetypes share. Everyday ingredients first: those may be bought. */

/**
 * An optional place: up to one ingredient, taken from the pantry when it is there and never bought
 * (a slot with no minimum never asks for anything). `grams` shares grams a serving, as in `Slot`.
 */
export const optional = (
  id: string,
  options: string[],
  kind: Slot['kind'] = 'flavour',
  grams?: number,
): Slot => ({
  id,
  kind,
  options,
  min: 0,
  max: 1,
  ...(grams === undefined ? {} : { grams }),
});

export const salt: Slot = { id: 'salt', kind: 'flavour', options: ['salt'], min: 1, skippable: true };
export const pepper: Slot = {
  id: 'pepper',
  kind: 'flavour',
  options: ['black-pepper'],
  min: 1,
  skippable: true,
};
/** Garlic from the cook's own bulb: a dish without it is still the dish, and nobody shops for one clove. */
export const garlic: Slot = {
  id: 'garlic',
  kind: 'flavour',
  options: ['garlic'],
  min: 1,
  skippable: true,
  pantryOnly: true,
};

export const oil: Slot = {
  id: 'fat',
  kind: 'fat',
  options: ['olive-oil', 'rapeseed-oil', 'vegetable-oil', 'sunflower-oil'],
  min: 1,
};
export const wokOil: Slot = {
  id: 'fat',
  kind: 'fat',
  options: ['vegetable-oil', 'groundnut-oil', 'rapeseed-oil', 'sunflower-oil', 'coconut-oil'],
  min: 1,
};

export const onion: Slot = {
  id: 'onion',
  kind: 'flavour',
  options: ['onion', 'red-onion', 'shallot', 'leek'],
  min: 1,
  skippable: true,
};

/** Fresh chilli, only when it is already in the fridge; never chosen for a family. */
export const heat: Slot = {
  id: 'heat',
  kind: 'flavour',
  options: ['chilli', 'green-chilli', 'birds-eye-chilli'],
  min: 0,
  max: 1,
  pantryOnly: true,
};

export const softHerb = (...options: string[]): Slot => ({
  id: 'herb',
  kind: 'flavour',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
});

export const STIR_FRY_VEG = [
  ...['broccoli', 'red-pepper', 'pak-choi', 'mushroom', 'carrot', 'mangetout', 'green-pepper'],
  ...['sugar-snap-pea', 'bean-sprout', 'courgette', 'green-bean', 'tenderstem-broccoli', 'chinese-cabbage'],
  ...['shiitake', 'chestnut-mushroom', 'yellow-pepper', 'mixed-peppers', 'asparagus', 'spring-greens'],
  ...[
    'cabbage',
    'kale',
    'spinach',
    'water-chestnuts',
    'bamboo-shoots',
    'oyster-mushroom',
    'purple-sprouting-broccoli',
  ],
];

export const ROAST_VEG = [
  ...['red-pepper', 'courgette', 'red-onion', 'sweet-potato', 'potato', 'new-potato', 'carrot'],
  ...['butternut-squash', 'cherry-tomato', 'broccoli', 'cauliflower', 'aubergine', 'fennel', 'parsnip'],
  ...['mixed-peppers', 'yellow-pepper', 'beetroot', 'leek', 'green-bean', 'brussels-sprout', 'tomato'],
  ...['mushroom', 'chestnut-mushroom', 'asparagus', 'pumpkin', 'celeriac', 'swede', 'onion'],
];

export const SALAD_VEG = [
  ...['cucumber', 'cherry-tomato', 'tomato', 'red-pepper', 'radish', 'carrot', 'avocado', 'spring-onion'],
  ...['tinned-sweetcorn', 'celery', 'fennel', 'roasted-peppers', 'sugar-snap-pea', 'red-cabbage'],
  ...['black-olives', 'green-olives', 'artichoke-hearts', 'sun-dried-tomatoes', 'yellow-pepper'],
];

export const LEAVES = [
  ...['salad-leaves', 'rocket', 'spinach', 'romaine-lettuce', 'lettuce', 'watercress'],
  ...['butterhead-lettuce', 'iceberg-lettuce', 'chicory', 'radicchio'],
];

/** Fresh tomatoes that can make a tomato sauce, chopped and cooked down. */
export const FRESH_TOMATO: ReadonlySet<string> = new Set(['tomato', 'cherry-tomato']);

/**
 * A tomato sauce: a tin or a carton, the three a cook may be sent out for, and after them the cook's own
 * fresh tomatoes, used when they are in the fridge and never bought for it.
 */
export const TOMATO_SAUCE = ['chopped-tomatoes', 'passata', 'crushed-tomatoes', ...FRESH_TOMATO];

export const PASTA = [
  ...['pasta', 'spaghetti', 'penne', 'fusilli', 'linguine', 'wholewheat-pasta', 'gluten-free-pasta'],
  ...['fresh-pasta', 'gnocchi', 'orzo', 'cooked-pasta'],
];

export const NOODLES = [
  ...['egg-noodles', 'rice-noodles', 'udon-noodles', 'soba-noodles', 'instant-noodles', 'glass-noodles'],
];

const TOPPINGS = [
  ...['pumpkin-seeds', 'sunflower-seeds', 'sesame-seeds', 'seed-mix', 'flaked-almonds', 'walnuts'],
  ...['pine-nuts', 'almonds', 'cashews', 'hazelnuts'],
];

export const topping: Slot = {
  id: 'topping',
  kind: 'flavour',
  options: TOPPINGS,
  min: 0,
  max: 1,
  pantryOnly: true,
  grams: 10,
};

/**
 * The protein of a mince dish (meatballs, burgers, a cottage pie): the cuts named first, then any mince in
 * `mince`. Built around meat (or beans) already in the kitchen, never around meat bought for the occasion.
 */
export const pantryMince = (first: readonly string[], mince: readonly string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options: [...new Set([...first, ...mince])],
  min: 1,
  pantryOnly: true,
  grams: 125,
});
