import type { Archetype, Dish } from '../archetype.ts';
import { drafts, headline, inSlots, listOf, one, sentences, the, titleName } from '../dish-words.ts';
import { fromFrozen, OVERNIGHT_MINUTES } from '../food-state.ts';
import { optional } from '../slots.ts';

const FRUIT = [
  ...['banana', 'blueberry', 'frozen-berries', 'apple', 'raspberry', 'strawberry', 'pear', 'mango'],
  ...['frozen-raspberries', 'blackberry', 'plum', 'peach', 'nectarine', 'kiwi', 'cherry', 'frozen-mango'],
  ...['apricot', 'dates', 'raisins', 'sultanas', 'dried-apricots', 'dried-cranberries', 'dried-figs'],
];

const MILK = [
  ...['milk', 'whole-milk', 'skimmed-milk', 'oat-milk', 'soy-milk', 'almond-milk', 'rice-milk'],
  'coconut-drink',
];

/** Minutes to simmer each grain in milk until creamy. */
const SIMMER: Readonly<Record<string, number>> = { oats: 5, quinoa: 15, millet: 20, buckwheat: 12 };

/** Fruit that is sliced or chopped; berries and dried fruit go on as they are. */
const SLICED = new Set(['banana', 'apple', 'pear', 'mango', 'plum', 'peach', 'nectarine', 'kiwi', 'apricot']);

function steps(dish: Dish) {
  const grain = one(dish, 'grain');
  const liquid = inSlots(dish, 'milk', 'yogurt');
  const fruit = inSlots(dish, 'fruit');
  const sliced = fruit.filter((item) => SLICED.has(item.ingredient.id));
  const spice = inSlots(dish, 'spice');
  const overnight = dish.flavour.id === 'overnight';
  // Frozen fruit goes into overnight oats the night before, so it has thawed by the morning.
  const thawing = overnight ? fruit.filter((item) => fromFrozen(item.ingredient)) : [];
  const toppings = [...fruit.filter((item) => !thawing.includes(item)), ...inSlots(dish, 'topping')];
  const sweet = inSlots(dish, 'sweet');
  const minutes = SIMMER[grain?.ingredient.id ?? 'oats'] ?? 5;
  return drafts(
    overnight
      ? `Stir ${the([...(grain ? [grain] : []), ...liquid, ...spice])} together in a bowl or jars${thawing.length > 0 ? `, spoon ${the(thawing)} on top` : ''}, cover and leave in the fridge overnight.`
      : `Put ${the([...(grain ? [grain] : []), ...liquid, ...spice])} in a pan, bring to a simmer and cook for ${minutes} minutes, stirring often, until thick and creamy.`,
    sliced.length > 0 && `${overnight ? 'In the morning, slice' : 'Meanwhile slice'} ${the(sliced)}.`,
    sentences(
      overnight ? 'loosen with a splash of milk if thick and spoon into bowls' : 'spoon into bowls',
      toppings.length > 0 && `top with ${the(toppings)}`,
      sweet.length > 0 && `drizzle with ${the(sweet)}`,
    ),
  );
}

export const porridge: Archetype = {
  id: 'porridge',
  mealTypes: ['breakfast'],
  prepMinutes: 5,
  // Overnight oats soak in the fridge overnight: ready when you wake, but not a 5-minute breakfast.
  waitMinutes: (dish) => (dish.flavour.id === 'overnight' ? OVERNIGHT_MINUTES : 0),
  avoid: ['meat', 'seafood', 'allium'],
  tags: ['family-friendly'],
  slots: [
    { id: 'grain', kind: 'starch', options: ['oats', 'quinoa', 'millet', 'buckwheat'], min: 1, grams: 50 },
    { id: 'milk', kind: 'liquid', options: MILK, min: 1, grams: 200 },
    { id: 'fruit', kind: 'fruit', options: FRUIT, min: 1, max: 2, grams: 80 },
    optional('sweet', ['honey', 'maple-syrup', 'agave-syrup', 'date-syrup', 'golden-syrup']),
    optional('spice', ['ground-cinnamon', 'mixed-spice', 'ground-ginger', 'vanilla-extract', 'cardamom']),
    optional(
      'topping',
      [
        ...['walnuts', 'pecans', 'flaked-almonds', 'almonds', 'hazelnuts', 'pumpkin-seeds', 'chia-seeds'],
        ...['seed-mix', 'sunflower-seeds', 'peanut-butter', 'almond-butter', 'desiccated-coconut'],
      ],
      'flavour',
      15,
    ),
  ],
  flavours: [
    { id: 'stovetop', cuisine: 'british', slots: [] },
    {
      id: 'overnight',
      cuisine: 'british',
      slots: [
        { id: 'grain', kind: 'starch', options: ['oats'], min: 1, grams: 50 },
        { id: 'milk', kind: 'liquid', options: MILK, min: 1, grams: 150 },
        optional('yogurt', ['greek-yogurt', 'yogurt'], 'dairy', 60),
      ],
    },
  ],
  title: (dish) => {
    const grain = one(dish, 'grain');
    const words = headline(dish, [], ['fruit', 'spice'], 2);
    if (dish.flavour.id === 'overnight') return `${words} overnight oats`;
    const base =
      grain && grain.ingredient.id !== 'oats' ? `${titleName(grain.ingredient)} porridge` : 'porridge';
    return `${words} ${base}`;
  },
  description: (dish) =>
    dish.flavour.id === 'overnight'
      ? `Made the night before, ready when you are: oats soaked until creamy, topped with ${listOf(inSlots(dish, 'fruit'))}.`
      : `A warm, creamy bowl of porridge topped with ${listOf(inSlots(dish, 'fruit'))}.`,
  steps,
};
