import { ingredientGrams } from '../../ingredient-grams.ts';
import { isLeftover } from '../../leftovers.ts';
import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { panCook, panTiming, returnClause } from '../cooking.ts';
import {
  alongside,
  drafts,
  headline,
  inBatches,
  inSlots,
  listOf,
  minutesOf,
  nameOf,
  one,
  sentences,
  the,
  wedges,
} from '../dish-words.ts';
import { cookPhrase, foodState } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { oil, pepper, salt, softHerb } from '../slots.ts';

const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  grams: 100,
});
const spice = (options: string[], min = 1): Slot => ({
  id: 'spice',
  kind: 'flavour',
  options,
  min,
  max: 1,
  skippable: true,
});

/** Vegetables that only need heating through or wilting: they go in at the end. */
/** Grams of potato a large frying pan fries in one layer. */
const PAN_POTATO_GRAMS = 1000;

/** Batches of hash a large pan takes, one after the other, for the potatoes in it. */
function panBatchesOf(potato: DishItem): number {
  const grams = ingredientGrams(potato.ingredient, potato.quantity, potato.unit ?? 'piece') ?? 0;
  return Math.max(1, Math.ceil(grams / PAN_POTATO_GRAMS));
}

const QUICK = new Set([
  ...['frozen-peas', 'pea', 'spinach', 'kale', 'spring-greens', 'frozen-sweetcorn', 'tinned-sweetcorn'],
  ...['cooked-vegetables', 'savoy-cabbage', 'cabbage'],
]);

/** Vegetables that soften with the onion before the potatoes go in: leeks take 8 minutes. */
const SLOW_WITH_ONION = /^(leek|brussels-sprout)$/;

function steps(dish: Dish) {
  const potato = one(dish, 'starch');
  const meat = one(dish, 'protein');
  const cook = meat && panCook(meat.ingredient);
  const timing = meat && panTiming(meat.ingredient);
  // Bacon, chorizo and sausage are fried crisp and lifted out so they do not burn while the potatoes
  // crisp; fish and leftovers go in at the end, the fish just until it flakes, leftovers until piping hot.
  const fried = meat && cook && (timing === 'first' || timing === 'lifted') ? meat : undefined;
  const late = meat && cook && timing === 'late' ? meat : undefined;
  const stirred = meat && timing === 'stirred' ? meat : undefined;
  const onion = inSlots(dish, 'onion');
  const veg = inSlots(dish, 'veg');
  const quick = veg.filter((item) => QUICK.has(item.ingredient.id));
  const softened = [...onion, ...veg.filter((item) => !quick.includes(item))];
  const eggs = inSlots(dish, 'egg');
  const fish = late && /fish|shellfish/.test(foodState(late.ingredient)) ? late : undefined;
  const withEggs = fish && eggs.length > 0 ? fish : undefined;
  const atEnd = late && !withEggs ? late : undefined;
  const hashBrowns = potato?.ingredient.id === 'hash-browns';
  const cooked = potato?.ingredient.id === 'cooked-potatoes';
  // Leftovers are reheated, so the hash cooks until piping hot, not only golden.
  const reheated = dish.items.some((item) => isLeftover(item.ingredient.id));
  // A large pan fries about a kilo of potatoes in one layer: a hash for many is fried in batches, one
  // after the other, and timed so. The words hold at any size.
  const heatPan = `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan (if it will not all fit in one layer, cook the hash in batches, one after the other)`;
  const batches = potato ? panBatchesOf(potato) : 1;
  const batched = (text: string | false | undefined) =>
    text && batches > 1 ? inBatches(text, batches) : text;
  // Spring onions only wilt; onions soften in 5 minutes, leeks and the like in 8.
  const softMinutes = softened.some((item) => SLOW_WITH_ONION.test(item.ingredient.id))
    ? 8
    : softened.every((item) => item.ingredient.id === 'spring-onion')
      ? 2
      : 5;
  const added = [...quick, ...(atEnd ? [atEnd] : [])];
  // The fried meat only warms through again; vegetables or fish added now want 3 minutes or their own.
  const lateMinutes = Math.max(added.length > 0 ? 3 : 2, atEnd && cook ? cook.minutes : 0);
  const lateUntil = atEnd
    ? (cookPhrase(atEnd.ingredient, 'fry') ?? 'until hot through').replace(
        /^until it/,
        `until the ${nameOf(atEnd)}`,
      )
    : reheated
      ? 'until piping hot'
      : 'until hot';
  return drafts(
    sentences(
      potato && !hashBrowns && `cut the ${nameOf(potato)} into small cubes`,
      prepVegetables([...onion, ...veg], 'into small pieces'),
      meat && cook?.prep(nameOf(meat)),
    ),
    // In their own pan (or under the grill) while the meat and onions fry.
    potato &&
      !cooked &&
      alongside(
        hashBrowns
          ? `Cook the ${nameOf(potato)} under a hot grill for 10 minutes, turning once, then cut into chunks.`
          : `Cook the ${nameOf(potato)} in boiling water for 6 minutes, until nearly tender, then drain well.`,
      ),
    batched(
      fried &&
        cook &&
        `${heatPan} and fry the ${nameOf(fried)} for ${minutesOf(cook.minutes)}, ${cook.until}; lift out onto a plate, leaving the fat in the pan.`,
    ),
    batched(
      softened.length > 0
        ? `${fried ? 'Add' : `${heatPan} and cook`} ${the(softened)}${fried ? ' and cook' : ''} for ${softMinutes} minutes, until soft.`
        : !fried && `${heatPan}.`,
    ),
    batched(
      `Add ${the(potato ? [potato] : [])}${inSlots(dish, 'spice').length > 0 ? ` and ${the(inSlots(dish, 'spice'))}` : ''} and fry for 10 minutes, turning now and then, until crisp and golden${reheated ? ' and piping hot' : ''}.`,
    ),
    batched(
      (added.length > 0 || fried) &&
        sentences(
          `${added.length > 0 ? `add ${the(added)}` : ''}${fried ? `${added.length > 0 ? ', ' : ''}${returnClause(fried)}` : ''} and cook for ${minutesOf(lateMinutes)}, ${atEnd ? 'turning gently, ' : ''}${lateUntil}`,
        ),
    ),
    batched(
      eggs.length > 0 &&
        `Make hollows in the hash, crack in ${the(eggs)}${withEggs ? `, tuck the ${nameOf(withEggs)} in between` : ''}, cover and cook for ${withEggs ? 5 : 4} minutes, until the whites are set${withEggs ? ` and the ${nameOf(withEggs)} ${withEggs.plural ? 'flake' : 'flakes'}` : ''}.`,
    ),
    sentences(
      stirred && `scatter over the ${nameOf(stirred)}`,
      `season with ${the(inSlots(dish, 'salt', 'pepper', 'sauce'))}`,
      inSlots(dish, 'herb').length > 0 && `finish with ${the(inSlots(dish, 'herb'))}`,
      inSlots(dish, 'lime').length > 0 && `serve with ${wedges(inSlots(dish, 'lime'))}`,
    ),
  );
}

export const hash: Archetype = {
  id: 'hash',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  prepMinutes: 8,
  tags: ['one-pot', 'uses-leftovers', 'family-friendly'],
  slots: [
    {
      id: 'starch',
      kind: 'starch',
      options: ['potato', 'sweet-potato', 'new-potato', 'baking-potato', 'hash-browns', 'cooked-potatoes'],
      min: 1,
      grams: 80,
    },
    {
      id: 'onion',
      kind: 'flavour',
      options: ['onion', 'red-onion', 'spring-onion'],
      min: 1,
      skippable: true,
    },
    {
      id: 'veg',
      kind: 'vegetable',
      options: [
        ...['red-pepper', 'green-pepper', 'kale', 'spinach', 'mushroom', 'courgette', 'frozen-peas'],
        ...['brussels-sprout', 'savoy-cabbage', 'spring-greens', 'cabbage', 'leek', 'frozen-sweetcorn'],
        ...['tinned-sweetcorn', 'yellow-pepper', 'chestnut-mushroom', 'cooked-vegetables'],
      ],
      min: 0,
      max: 2,
      grams: 80,
    },
    { id: 'egg', kind: 'protein', options: ['egg'], min: 1, skippable: true, grams: 50 },
    oil,
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein([
          ...['corned-beef', 'bacon', 'sausage', 'sausage-meat', 'ham', 'black-pudding'],
          ...['vegetarian-sausage', 'halloumi'],
          ...['smoked-haddock', 'smoked-salmon', 'cooked-beef', 'cooked-chicken', 'hot-dog'],
        ]),
        spice(['dried-thyme', 'thyme', 'mixed-herbs'], 0),
        { id: 'sauce', kind: 'flavour', options: ['worcestershire-sauce', 'brown-sauce'], min: 0, max: 1 },
        softHerb('parsley', 'chives'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        protein(['chorizo', 'smoked-sausage', 'bacon', 'chickpeas', 'butter-beans']),
        spice(['smoked-paprika', 'paprika']),
        softHerb('parsley'),
      ],
    },
    {
      id: 'mexican',
      cuisine: 'mexican',
      slots: [
        protein(['black-beans', 'pinto-beans', 'kidney-beans', 'chorizo', 'minced-beef']),
        spice(['ground-cumin', 'smoked-paprika', 'chilli-powder']),
        softHerb('coriander'),
        { id: 'lime', kind: 'flavour', options: ['lime'], min: 0, max: 1 },
      ],
    },
  ],
  title: (dish) => `${headline(dish, ['protein'], ['starch', 'veg'], 3)} hash`,
  description: (dish) =>
    `Crisp fried ${listOf(inSlots(dish, 'starch'))} with ${listOf(inSlots(dish, 'protein', 'onion', 'veg'))}${one(dish, 'egg') ? ', topped with soft eggs' : ''}: a one-pan meal that loves leftovers.`,
  steps,
};
