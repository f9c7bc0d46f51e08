import type { Archetype, Dish, Slot } from '../archetype.ts';
import { holds } from '../dish-claims.ts';
import { drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import { pulseSimmerMinutes } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, onion, optional, pepper, salt, softHerb } from '../slots.ts';

const VEG = [
  ...['carrot', 'butternut-squash', 'sweet-potato', 'cauliflower', 'broccoli', 'leek', 'potato', 'parsnip'],
  ...['tomato', 'courgette', 'frozen-peas', 'mushroom', 'pumpkin', 'celeriac', 'red-pepper', 'spinach'],
  ...['kale', 'swede', 'beetroot', 'chestnut-mushroom', 'pea', 'celery', 'fennel', 'turnip', 'watercress'],
];

const spice = (options: string[]): Slot => ({
  id: 'spice',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});
/** Lentils, beans or a little bacon make a soup a meal; skipped when the cook can have none of them. */
const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  skippable: true,
  grams: 80,
});

/** Tinned beans keep their shape: stirred in after blending. Lentils and meat cook in the soup. */
const isTinned = (dish: Dish) => one(dish, 'protein')?.ingredient.aisle === 'canned';

function steps(dish: Dish) {
  const veg = inSlots(dish, 'veg');
  const meat = one(dish, 'protein');
  const tinned = isTinned(dish) ? meat : undefined;
  const fried = meat && !tinned && meat.ingredient.diet.meat ? meat : undefined;
  const simmered = meat && !tinned && !fried ? meat : undefined;
  const early = inSlots(dish, 'garlic', 'ginger', 'spice', 'spice2', 'heat');
  const finish = inSlots(dish, 'finish');
  const herbs = inSlots(dish, 'herb', 'lemon');
  const bread = inSlots(dish, 'bread');
  // Lentils and split peas need their own time to soften: split peas three quarters of an hour.
  const minutes = Math.max(20, simmered ? pulseSimmerMinutes(simmered.ingredient) : 0);
  return drafts(
    sentences(
      prepVegetables([...inSlots(dish, 'onion'), ...veg], 'into chunks'),
      inSlots(dish, 'garlic', 'ginger').length > 0 && `crush ${the(inSlots(dish, 'garlic', 'ginger'))}`,
      fried && `chop the ${nameOf(fried)}`,
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a large pan and cook ${the([...inSlots(dish, 'onion'), ...(fried ? [fried] : [])])} gently for 5 minutes, until soft.`,
    early.length > 0 && `Add ${the(early)} and cook for 1 minute, stirring.`,
    `Add ${the([...veg, ...(simmered ? [simmered] : []), ...inSlots(dish, 'tomato', 'liquid')])}, bring to the boil and simmer for ${minutes} minutes, until the vegetables are tender${simmered && pulseSimmerMinutes(simmered.ingredient) > 0 ? ` and the ${nameOf(simmered)} soft` : ''}.`,
    sentences(
      'blend until smooth',
      tinned && `stir in the drained ${nameOf(tinned)} and warm through`,
      `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
    ),
    `${finish.length > 0 ? `Serve with a swirl of ${the(finish)}` : 'Ladle into bowls'}${herbs.length > 0 ? `, scattered with ${the(herbs)}` : ''}${bread.length > 0 ? `, with ${the(bread)} on the side` : ''}.`,
  );
}

export const soup: Archetype = {
  id: 'soup',
  mealTypes: ['lunch', 'dinner'],
  prepMinutes: 10,
  tags: ['one-pot', 'batch-friendly', 'family-friendly'],
  slots: [
    onion,
    garlic,
    { id: 'veg', kind: 'vegetable', options: VEG, min: 1, max: 2, grams: 220 },
    { id: 'liquid', kind: 'liquid', options: ['vegetable-stock', 'chicken-stock'], min: 1, grams: 300 },
    { id: 'fat', kind: 'fat', options: ['olive-oil', 'butter', 'rapeseed-oil'], min: 1 },
    optional(
      'bread',
      ['sourdough', 'bread', 'wholemeal-bread', 'baguette', 'ciabatta', 'rye-bread'],
      'starch',
      50,
    ),
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['red-lentils', 'bacon', 'butter-beans', 'cannellini-beans', 'split-peas', 'ham']),
        optional('spice', ['dried-thyme', 'thyme', 'mixed-herbs', 'bay-leaf']),
        optional(
          'finish',
          ['creme-fraiche', 'single-cream', 'double-cream', 'soured-cream', 'yogurt'],
          'dairy',
          30,
        ),
        softHerb('parsley', 'chives', 'thyme'),
      ],
    },
    {
      id: 'indian',
      cuisine: 'indian',
      slots: [
        protein(['red-lentils', 'chickpeas', 'green-lentils', 'butter-beans']),
        spice(['curry-powder', 'garam-masala', 'ground-cumin']),
        optional('spice2', ['turmeric', 'ground-coriander', 'cumin-seeds']),
        optional('ginger', ['ginger']),
        optional('finish', ['coconut-milk', 'yogurt', 'greek-yogurt'], 'dairy', 40),
        softHerb('coriander'),
      ],
    },
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        { id: 'tomato', kind: 'vegetable', options: ['chopped-tomatoes', 'passata'], min: 1, grams: 100 },
        protein(['cannellini-beans', 'borlotti-beans', 'butter-beans', 'chickpeas', 'pancetta', 'bacon']),
        optional('finish', ['pesto', 'parmesan', 'pecorino'], 'dairy', 10),
        softHerb('basil', 'parsley'),
      ],
    },
    {
      id: 'north-african',
      cuisine: 'north-african',
      slots: [
        protein(['chickpeas', 'red-lentils', 'butter-beans']),
        spice(['ras-el-hanout', 'ground-cumin']),
        optional('heat', ['harissa', 'chilli-flakes']),
        optional('finish', ['greek-yogurt', 'yogurt'], 'dairy', 30),
        optional('lemon', ['lemon']),
        softHerb('coriander', 'mint', 'parsley'),
      ],
    },
  ],
  title: (dish) => {
    const words = headline(dish, [], ['veg', 'protein'], 2);
    const curried = one(dish, 'spice')?.ingredient.id === 'curry-powder';
    if (dish.flavour.id === 'indian') return `${curried ? 'Curried' : 'Spiced'} ${words} soup`;
    if (dish.flavour.id === 'north-african')
      return `${holds(dish, 'tagine') ? 'Moroccan-spiced' : holds(dish, 'spiced') ? 'Spiced' : ''} ${words} soup`.trim();
    if (dish.flavour.id === 'italian') return `Tomato${words.includes(' and ') ? ',' : ' and'} ${words} soup`;
    return `${words} soup`;
  },
  description: (dish) =>
    `A smooth, warming soup of ${listOf(inSlots(dish, 'veg', 'protein'))} that welcomes whatever needs using up, and freezes well.`,
  steps,
};
