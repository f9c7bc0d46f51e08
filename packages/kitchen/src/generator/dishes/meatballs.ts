import type { Archetype, Dish, Slot } from '../archetype.ts';
import { starchStep } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  drafts,
  headline,
  inSlots,
  listOf,
  madeUp,
  one,
  sentences,
  softenMinutes,
  stockFromCube,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, onion, optional, PASTA, pantryMince, pepper, salt, TOMATO_SAUCE } from '../slots.ts';

/** Raw mince that holds together as a ball; cooked until no pink remains. */
export const MINCE = [
  ...['minced-beef', 'minced-pork', 'minced-lamb', 'minced-turkey', 'lean-minced-beef', 'minced-chicken'],
  'sausage-meat',
];

/** Two minces when the cook has both: beef and pork make the Italian, Swedish and Dutch meatball. */
const protein = (first: string[]): Slot => ({ ...pantryMince(first, MINCE), max: 2 });
const starch = (options: string[]): Slot => ({ id: 'starch', kind: 'starch', options, min: 1, grams: 75 });
const seasoning = (options: string[]): Slot => ({
  id: 'seasoning',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});

/** The starch is cooked on its own while the meatballs simmer; bread is only warmed. */
function starchLine(dish: Dish) {
  const item = one(dish, 'starch');
  if (!item) return null;
  if (item.ingredient.aisle === 'bakery') return null;
  return alongside(`Meanwhile, ${starchStep(item).replace(/^\w/, (letter) => letter.toLowerCase())}.`);
}

function steps(dish: Dish) {
  const minces = inSlots(dish, 'protein');
  const starch = one(dish, 'starch');
  const bread = starch && starch.ingredient.aisle === 'bakery' ? starch : undefined;
  const mixed = inSlots(dish, 'garlic', 'seasoning', 'binder', 'salt', 'pepper');
  const finish = inSlots(dish, 'finish', 'herb');
  return drafts(
    sentences(
      inSlots(dish, 'onion').length > 0 && `finely chop ${the(inSlots(dish, 'onion'))}`,
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
      prepVegetables(inSlots(dish, 'tomato'), 'into small pieces'),
      stockFromCube(inSlots(dish, 'liquid')),
    ),
    `Mix ${the(minces)} with ${the(mixed)} in a bowl, then roll into walnut-sized balls with wet hands.`,
    `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan and brown the meatballs for 8 minutes, turning, then lift out onto a plate.`,
    inSlots(dish, 'onion').length > 0 &&
      `Add ${the(inSlots(dish, 'onion'))} to the pan and cook for ${softenMinutes(inSlots(dish, 'onion'))} minutes, until soft.`,
    `Pour in ${the(madeUp(inSlots(dish, 'tomato', 'liquid')))}, bring to a simmer and return the meatballs.`,
    `Cover and simmer for 15 minutes, turning the meatballs once, until they are cooked through with no pink in the middle.`,
    starchLine(dish),
    `Serve the meatballs and sauce ${bread ? `with ${the([bread])}` : `over ${the(starch ? [starch] : [])}`}${
      finish.length > 0 ? `, topped with ${the(finish)}` : ''
    }.`,
  );
}

export const meatballs: Archetype = {
  id: 'meatballs',
  mealTypes: ['dinner'],
  prepMinutes: 20,
  tags: ['family-friendly', 'batch-friendly'],
  slots: [
    protein([]),
    {
      id: 'tomato',
      kind: 'vegetable',
      options: TOMATO_SAUCE,
      min: 1,
      grams: 130,
    },
    starch(PASTA),
    optional('binder', ['breadcrumbs'], 'starch', 10),
    onion,
    garlic,
    oil,
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        protein(['minced-beef', 'minced-pork', 'lean-minced-beef', 'sausage-meat']),
        seasoning(['dried-oregano', 'oregano', 'mixed-herbs', 'dried-basil']),
        starch([
          'spaghetti',
          'pasta',
          'penne',
          'linguine',
          'fresh-pasta',
          'wholewheat-pasta',
          'gluten-free-pasta',
        ]),
        optional('finish', ['parmesan', 'pecorino'], 'dairy', 10),
        optional('herb', ['basil', 'parsley'], 'flavour'),
      ],
    },
    {
      id: 'middle-eastern',
      cuisine: 'middle-eastern',
      slots: [
        protein(['minced-lamb', 'minced-beef', 'lean-minced-beef', 'minced-turkey']),
        seasoning(['ground-cumin', 'ground-coriander', 'ground-cinnamon']),
        starch(['couscous', 'pitta', 'bulgur', 'basmati-rice', 'rice']),
        optional('finish', ['greek-yogurt', 'yogurt', 'tahini', 'feta'], 'dairy', 25),
        optional('herb', ['mint', 'parsley', 'coriander'], 'flavour'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        protein(['minced-pork', 'minced-beef', 'lean-minced-beef', 'minced-chicken', 'minced-turkey']),
        seasoning(['smoked-paprika', 'paprika']),
        starch(['rice', 'bread', 'baguette', 'sourdough', 'ciabatta']),
        optional('liquid', ['white-wine', 'cooking-wine', 'chicken-stock'], 'liquid', 40),
        optional('herb', ['parsley'], 'flavour'),
      ],
    },
  ],
  title: (dish) => {
    const words = headline(dish, ['protein'], [], 2);
    if (dish.flavour.id === 'middle-eastern')
      return holds(dish, 'spiced')
        ? `${words} kofta meatballs in spiced tomato sauce`
        : `${words} meatballs in tomato sauce`;
    if (dish.flavour.id === 'spanish') return `${words} albóndigas in paprika tomato sauce`;
    const starch = one(dish, 'starch');
    return `${words} meatballs in tomato sauce${starch ? ` with ${listOf([starch])}` : ''}`;
  },
  description: (dish) =>
    capitalise(
      `meatballs made from ${listOf(inSlots(dish, 'protein'))}, simmered in a tomato sauce until tender, served with ${listOf(inSlots(dish, 'starch'))}.`,
    ),
  steps,
};
