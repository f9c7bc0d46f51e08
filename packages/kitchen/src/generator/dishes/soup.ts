import type { Archetype, Dish, Slot } from '../archetype.ts';
import { holds } from '../dish-claims.ts';
import {
  drafts,
  headline,
  inSlots,
  isWoody,
  listOf,
  madeUp,
  minutesOf,
  nameOf,
  one,
  sentences,
  squeezed,
  stockFromCube,
  the,
} from '../dish-words.ts';
import { alreadyCooked, fishedOut, pulseSimmerMinutes } from '../food-state.ts';
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
/**
 * Lentils, beans or a little bacon from the cook's cupboard make a soup a meal; a soup of the vegetables
 * alone when there are none (never red lentils bought to bolt onto every soup).
 */
const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  skippable: true,
  pantryOnly: true,
  grams: 80,
});

/** Tinned beans keep their shape: stirred in after blending. Lentils and meat cook in the soup. */
const isTinned = (dish: Dish) => one(dish, 'protein')?.ingredient.aisle === 'canned';

/** Leaves and peas that go in for the last minutes before blending, so they stay green. */
const LATE_MINUTES: Readonly<Record<string, number>> = {
  spinach: 2,
  'frozen-spinach': 3,
  watercress: 2,
  'frozen-peas': 4,
  pea: 4,
};

function steps(dish: Dish) {
  const allVeg = inSlots(dish, 'veg');
  const late = allVeg.filter((item) => LATE_MINUTES[item.ingredient.id] !== undefined);
  const veg = allVeg.filter((item) => !late.includes(item));
  const meat = one(dish, 'protein');
  // Tinned beans keep their shape and ham its bite: both are stirred in after blending, only to warm.
  const stirred = meat && (isTinned(dish) || alreadyCooked(meat.ingredient)) ? meat : undefined;
  const fried = meat && !stirred && meat.ingredient.diet.meat ? meat : undefined;
  const simmered = meat && !stirred && !fried ? meat : undefined;
  const chopped = fried ?? (stirred && !isTinned(dish) ? stirred : undefined);
  const herbs = inSlots(dish, 'herb');
  const woody = herbs.filter(isWoody);
  const early = [...inSlots(dish, 'garlic', 'ginger', 'spice', 'spice2', 'heat'), ...woody];
  const whole = early.filter((item) => fishedOut(item.ingredient));
  const finish = inSlots(dish, 'finish');
  const scattered = herbs.filter((item) => !woody.includes(item));
  const lemon = inSlots(dish, 'lemon');
  const bread = inSlots(dish, 'bread');
  const onion = inSlots(dish, 'onion');
  const leeks = [...onion, ...veg].some((item) => item.ingredient.id === 'leek');
  const lateMinutes = Math.max(0, ...late.map((item) => LATE_MINUTES[item.ingredient.id] ?? 0));
  // Lentils and split peas need their own time to soften: split peas three quarters of an hour.
  const body = veg.length > 0 || simmered;
  const minutes = body ? Math.max(20, simmered ? pulseSimmerMinutes(simmered.ingredient) : 0) : 5;
  return drafts(
    sentences(
      prepVegetables([...onion, ...allVeg], 'into chunks'),
      inSlots(dish, 'garlic', 'ginger').length > 0 && `crush ${the(inSlots(dish, 'garlic', 'ginger'))}`,
      chopped && `chop the ${nameOf(chopped)}`,
      stockFromCube(inSlots(dish, 'liquid')),
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a large pan and cook ${the([...onion, ...(fried ? [fried] : [])])} gently for ${leeks ? 8 : 5} minutes, until soft.`,
    early.length > 0 && `Add ${the(early)} and cook for 1 minute, stirring.`,
    `Add ${the([...veg, ...(simmered ? [simmered] : []), ...madeUp(inSlots(dish, 'tomato', 'liquid'))])}, bring to the boil and simmer for ${minutes} minutes${
      body
        ? `, until the vegetables are tender${simmered && pulseSimmerMinutes(simmered.ingredient) > 0 ? ` and the ${nameOf(simmered)} soft` : ''}`
        : ''
    }.`,
    late.length > 0 &&
      `Add ${the(late)} and simmer for ${minutesOf(lateMinutes)}, until ${late.every((item) => /spinach|watercress/.test(item.ingredient.id)) ? 'just wilted' : 'just tender'}.`,
    sentences(
      // Bay leaves are fished out, never blended into the soup.
      whole.length > 0 && `take out ${the(whole)}`,
      'blend until smooth',
      stirred && `stir in the ${isTinned(dish) ? 'drained ' : ''}${nameOf(stirred)} and warm through`,
      `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
      squeezed(lemon, 'in'),
    ),
    `${finish.length > 0 ? `Serve with a swirl of ${the(finish)}` : 'Ladle into bowls'}${scattered.length > 0 ? `, scattered with ${the(scattered)}` : ''}${bread.length > 0 ? `, with ${the(bread)} on the side` : ''}.`,
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
    // The cook's stock cube stands in for the stock (`kinds.ts`).
    // A beef stock cube, last: what a cook with no other stock uses rather than buy one.
    {
      id: 'liquid',
      kind: 'liquid',
      options: ['vegetable-stock', 'chicken-stock', 'beef-stock'],
      min: 1,
      grams: 300,
    },
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
    // The Italian soup is built on tomato: named first, once ("Tomato and cannellini bean soup").
    if (dish.flavour.id === 'italian') {
      const rest = words.replace(/^tomato(, | and )?/i, '').trim();
      if (rest === '') return 'Tomato soup';
      return `Tomato${rest.includes(' and ') ? ',' : ' and'} ${rest} soup`;
    }
    return `${words} soup`;
  },
  description: (dish) =>
    `A smooth, warming soup of ${listOf(inSlots(dish, 'veg', 'protein'))} that welcomes whatever needs using up, and freezes well.`,
  steps,
};
