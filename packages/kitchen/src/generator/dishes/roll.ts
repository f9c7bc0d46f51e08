import { pluralName } from '../../food-count.ts';
import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panBatches } from '../cooking.ts';
import { capitalise, drafts, inBatches, inSlots, joinWords, listOf, one, the } from '../dish-words.ts';
import { fromFrozen } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { oil } from '../slots.ts';

/**
 * Sausages in a roll with fried onions (and peppers when the cook has them): a hot dog, a sausage bap, a
 * boerewors roll. The twenty-minute lunch or supper of sausages due tomorrow and a bag of rolls, which a
 * tray bake or a casserole of them takes too long for.
 */

/** Sausages sold cooked (frankfurters, smoked sausage): browned and heated through, not cooked from raw. */
const READY = new Set(['hot-dog', 'smoked-sausage']);

/** Minutes raw sausages take in the pan over a medium heat; the onions go in after the first few. */
const FIRST_MINUTES = 5;
const ONIONS_MINUTES = 10;
/** Cooked sausages: just browned and hot through, after the onions. */
const READY_MINUTES = 5;

/** Breads that are split open and filled. */
const SPLIT = new Set(['bread-roll', 'baguette']);

const PEPPERS = ['red-pepper', 'green-pepper', 'yellow-pepper', 'mixed-peppers'];

const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  // Built on sausages the cook has: nobody is sent out for sausages to fill rolls they happen to have.
  pantryOnly: true,
  // Two sausages a person.
  grams: 120,
});

const sauces = (options: string[]): Slot => ({
  id: 'sauce',
  kind: 'flavour',
  options,
  min: 0,
  max: 2,
  pantryOnly: true,
});

function steps(dish: Dish) {
  const sausages = one(dish, 'protein');
  const rolls = inSlots(dish, 'bread');
  const onions = inSlots(dish, 'onion', 'veg');
  const fat = inSlots(dish, 'fat');
  const ready = sausages !== undefined && READY.has(sausages.ingredient.id);
  const frozen = sausages !== undefined && fromFrozen(sausages.ingredient);
  // Always several: "the frankfurters", whatever the catalog counts them in.
  const name = sausages ? pluralName(sausages.ingredient.name) : 'sausages';
  // More than a large pan holds in one layer are cooked one batch after another.
  const batches = sausages ? panBatches(sausages) : 1;
  const batched = (text: string, minutes: number) => (batches > 1 ? inBatches(text, batches, minutes) : text);
  const heatPan = `Heat ${the(fat)} in a large frying pan over a medium heat`;
  const done =
    sausages && !sausages.ingredient.diet.meat
      ? 'until golden and hot all the way through'
      : 'until browned all over and cooked through, with no pink in the middle';
  const sauce = inSlots(dish, 'sauce');
  const fillings = `the ${name}${onions.length > 0 ? ` and ${the(onions)}` : ''}`;
  // Rolls and a baguette are split and filled; a loaf's slices make sandwiches.
  const split = rolls.every((item) => SPLIT.has(item.ingredient.id));
  const filled = `${split ? `Split ${the(rolls)} and fill with ${fillings}` : `Sandwich ${fillings} between slices of ${the(rolls)}`}${
    sauce.length > 0 ? `; serve with ${the(sauce)}` : ''
  }.`;
  const sliced = onions.length > 0 ? prepVegetables(onions, 'into thin slices') : '';
  if (ready || onions.length === 0) {
    // The onions first, then the cooked sausages browned beside them.
    return drafts(
      sliced && capitalise(`${sliced}.`),
      onions.length > 0 &&
        `${heatPan} and fry ${the(onions)} for ${ONIONS_MINUTES} minutes, stirring now and then, until soft and golden; push to one side.`,
      batched(
        `${onions.length > 0 ? 'Add' : `${heatPan} and fry`} the ${name}${onions.length > 0 ? ' and fry them' : ''} for ${ready ? READY_MINUTES : ONIONS_MINUTES + FIRST_MINUTES} minutes, turning, ${ready ? 'until browned and hot through' : done}.`,
        ready ? READY_MINUTES : ONIONS_MINUTES + FIRST_MINUTES,
      ),
      filled,
    );
  }
  // Raw sausages go in first; the onions are sliced while they start and cook around them.
  return drafts(
    batched(
      `${heatPan} and fry the ${name}${frozen ? ' from frozen' : ''} for ${FIRST_MINUTES} minutes, turning now and then${sliced ? `, while you ${sliced.replace(/\. /g, ' and ')}` : ''}.`,
      FIRST_MINUTES,
    ),
    batched(
      `Add ${the(onions)} around them and cook for ${ONIONS_MINUTES} minutes more, stirring the onions and turning the ${name}, ${done}, and the onions are soft and golden.`,
      ONIONS_MINUTES,
    ),
    filled,
  );
}

export const roll: Archetype = {
  id: 'roll',
  mealTypes: ['lunch', 'dinner'],
  // The onions are sliced while the sausages start.
  prepMinutes: 2,
  tags: ['family-friendly'],
  slots: [
    protein([]),
    // Two rolls a person, one for each sausage; half a baguette; two slices.
    {
      id: 'bread',
      kind: 'starch',
      options: ['bread-roll', 'baguette', 'bread', 'wholemeal-bread'],
      min: 1,
      // The cook's own rolls: sausages are not the reason to buy bread for a sandwich.
      pantryOnly: true,
      grams: 120,
    },
    // Fried onions make it: without them it is a sausage in bread.
    { id: 'onion', kind: 'vegetable', options: ['onion', 'red-onion'], min: 1, grams: 50 },
    { id: 'veg', kind: 'vegetable', options: PEPPERS, min: 0, max: 1, grams: 50, pantryOnly: true },
    oil,
  ],
  flavours: [
    {
      id: 'american',
      cuisine: 'american',
      slots: [
        protein(['hot-dog', 'sausage', 'smoked-sausage', 'vegetarian-sausage']),
        sauces(['yellow-mustard', 'ketchup', 'relish', 'dijon-mustard']),
      ],
    },
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['sausage', 'vegetarian-sausage']),
        sauces(['brown-sauce', 'ketchup', 'english-mustard', 'wholegrain-mustard']),
      ],
    },
  ],
  title: (dish) => {
    const sausages = one(dish, 'protein');
    const bread = one(dish, 'bread')?.ingredient.id;
    const fried = [
      inSlots(dish, 'onion').length > 0 && 'onions',
      inSlots(dish, 'veg').length > 0 && 'peppers',
    ].filter((part): part is string => Boolean(part));
    const withWhat = fried.length > 0 ? ` with fried ${joinWords(fried)}` : '';
    const name = sausages?.ingredient.name ?? 'sausage';
    if (sausages?.ingredient.id === 'hot-dog' && bread !== 'bread' && bread !== 'wholemeal-bread')
      return `Hot dogs${withWhat}`;
    if (bread === 'bread-roll') return `${capitalise(pluralName(name))} in rolls${withWhat}`;
    if (bread === 'baguette') return `${capitalise(pluralName(name))} in baguettes${withWhat}`;
    return `${capitalise(name)} sandwiches${withWhat}`;
  },
  description: (dish) =>
    capitalise(
      `${listOf(inSlots(dish, 'protein'))} fried until browned and tucked into ${listOf(inSlots(dish, 'bread'))}${
        inSlots(dish, 'onion', 'veg').length > 0
          ? ` with ${listOf(inSlots(dish, 'onion', 'veg'))} fried soft and sweet`
          : ''
      }.`,
    ),
  steps,
};
