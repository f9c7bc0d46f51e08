import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panBatches } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  capitalise,
  drafts,
  headline,
  inBatches,
  inSlots,
  joinWords,
  listOf,
  nameOf,
  one,
  sentences,
  the,
  titleName,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { oil, optional, pantryMince, pepper, salt } from '../slots.ts';
import { MINCE } from './meatballs.ts';

const protein = (first: string[]): Slot => pantryMince(first, MINCE);
const bread = (options: string[]): Slot => ({ id: 'bread', kind: 'starch', options, min: 1, grams: 50 });
const salad = (first: string[]): Slot => ({
  id: 'veg',
  kind: 'vegetable',
  options: [
    ...new Set([...first, 'lettuce', 'tomato', 'red-onion', 'cucumber', 'rocket', 'iceberg-lettuce']),
  ],
  min: 1,
  max: 2,
  grams: 45,
});
/** From the pantry only: mince, salt and pepper make a good burger on their own. */
const seasoning = (options: string[]): Slot => ({
  id: 'seasoning',
  kind: 'flavour',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
});

/** The mince in one burger, about a 2 cm patty. */
const BURGER_GRAMS = 125;

/** Burgers bought ready-shaped. */
const READY_MADE = new Set(['beef-burger', 'veggie-burger']);

/** What one burger goes into. */
const EACH: Readonly<Record<string, string>> = { pitta: 'pitta', 'bread-roll': 'roll', 'burger-bun': 'bun' };

function steps(dish: Dish) {
  const mince = one(dish, 'protein');
  const buns = one(dish, 'bread');
  const cheese = inSlots(dish, 'cheese');
  const veg = inSlots(dish, 'veg');
  const mixed = inSlots(dish, 'garlic', 'seasoning', 'salt', 'pepper');
  const each = EACH[buns?.ingredient.id ?? ''] ?? 'bun';
  // Four burgers fit a large pan: more are cooked in batches, and timed so. The words hold at any size.
  const batches = mince ? panBatches(mince, mince.unit === null ? undefined : BURGER_GRAMS) : 1;
  const inTurns = ', in batches if the pan would be crowded,';
  const batched = (text: string) => (batches > 1 ? inBatches(text, batches) : text);
  // Shop-bought patties are cooked as they come.
  const ready = mince && READY_MADE.has(mince.ingredient.id) ? mince : undefined;
  const done =
    mince && !mince.ingredient.diet.meat
      ? 'until hot all the way through'
      : 'until cooked through with no pink in the middle';
  const crumbled = cheese.some((item) => item.ingredient.id === 'feta');
  const filling = [
    the([...veg, ...inSlots(dish, 'extra')]),
    'the burgers',
    crumbled ? `${the(cheese)}, crumbled` : '',
    the(inSlots(dish, 'sauce')),
  ].filter(Boolean);
  return drafts(
    ready
      ? `Season the ${nameOf(ready)}${mixed.length > 0 ? ` with ${the(mixed)}` : ''}.`
      : `Mix ${mince ? `the ${nameOf(mince)}` : 'the mince'}${mixed.length > 0 ? ` with ${the(mixed)}` : ''}, then shape into patties about 2 cm thick, one for each ${each}, pressing a dimple into the middle of each.`,
    sentences(
      prepVegetables(veg, 'into thin slices'),
      inSlots(dish, 'extra').length > 0 && `slice ${the(inSlots(dish, 'extra'))}`,
    ),
    batched(
      `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan over a medium-high heat and cook the burgers${inTurns} for 5 minutes, without moving them.`,
    ),
    batched(
      `Turn them and cook for 5 minutes more, ${done}.${cheese.length > 0 && !crumbled ? ` Lay ${the(cheese)} on top as they finish, so it melts.` : ''}`,
    ),
    buns && `Meanwhile split and warm the ${nameOf(buns)} in the pan or under the grill.`,
    `Fill the ${buns ? nameOf(buns) : 'buns'} with ${joinWords(filling)}.`,
  );
}

export const burger: Archetype = {
  id: 'burger',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 15,
  tags: ['family-friendly'],
  slots: [protein([]), salad([]), oil, salt, pepper],
  flavours: [
    {
      id: 'american',
      cuisine: 'american',
      slots: [
        protein([
          'minced-beef',
          'lean-minced-beef',
          'beef-burger',
          'minced-turkey',
          'minced-chicken',
          'veggie-burger',
        ]),
        bread(['burger-bun', 'bread-roll']),
        salad(['lettuce', 'tomato', 'iceberg-lettuce', 'red-onion']),
        seasoning(['worcestershire-sauce', 'smoked-paprika', 'dijon-mustard']),
        optional('cheese', ['cheddar', 'emmental', 'monterey-jack'], 'dairy', 20),
        optional('extra', ['gherkins'], 'flavour', 10),
        optional('sauce', ['ketchup', 'mayonnaise', 'yellow-mustard', 'relish']),
      ],
    },
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        protein(['minced-lamb', 'minced-beef', 'lean-minced-beef', 'minced-turkey']),
        bread(['pitta', 'burger-bun', 'bread-roll']),
        salad(['cucumber', 'tomato', 'red-onion', 'lettuce']),
        { id: 'garlic', kind: 'flavour', options: ['garlic'], min: 0, max: 1, pantryOnly: true },
        seasoning(['dried-oregano', 'oregano', 'mint', 'dried-mint']),
        optional('cheese', ['feta'], 'dairy', 20),
        optional('sauce', ['tzatziki', 'greek-yogurt', 'yogurt']),
      ],
    },
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['minced-pork', 'sausage-meat', 'minced-beef', 'minced-turkey']),
        bread(['bread-roll', 'burger-bun']),
        salad(['lettuce', 'tomato', 'rocket', 'watercress']),
        seasoning(['sage', 'dried-sage', 'thyme', 'dried-thyme']),
        optional('cheese', ['cheddar'], 'dairy', 20),
        optional('sauce', ['wholegrain-mustard', 'apple-sauce', 'mayonnaise', 'ketchup']),
      ],
    },
  ],
  title: (dish) => {
    const mince = one(dish, 'protein');
    const words =
      mince && READY_MADE.has(mince.ingredient.id)
        ? titleName(mince.ingredient).replace(/ burger$/, '')
        : headline(dish, ['protein'], [], 1);
    const cheese = one(dish, 'cheese');
    if (dish.flavour.id === 'greek') {
      const style = holds(dish, 'greek') ? 'Greek-style ' : '';
      return `${style}${words} burgers${cheese ? ' with feta' : ''}`;
    }
    if (dish.flavour.id === 'british') {
      const herb = one(dish, 'seasoning');
      return `${words}${herb ? ` and ${herb.ingredient.name.replace(/^dried /, '')}` : ''} burgers`;
    }
    return `${words} ${cheese ? 'cheese' : ''}burgers`;
  },
  description: (dish) =>
    capitalise(
      `${READY_MADE.has(one(dish, 'protein')?.ingredient.id ?? '') ? listOf(inSlots(dish, 'protein')) : `burgers made from ${listOf(inSlots(dish, 'protein'))}`}, pan-fried until cooked through and piled into ${listOf(inSlots(dish, 'bread'))} with ${listOf(inSlots(dish, 'veg'))}.`,
    ),
  steps,
};
