import { type Archetype, type Dish, type DishItem, FAMILY_LUNCH, type Slot } from '../archetype.ts';
import { roastDone, roastMinutes, roastVegMinutes } from '../cooking.ts';
import {
  capitalise,
  drafts,
  headline,
  inSlots,
  listOf,
  nameOf,
  one,
  sentences,
  squeezed,
  the,
} from '../dish-words.ts';
import { foodState, fromFrozen, prepPhrase } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, pepper, ROAST_VEG, salt, softHerb } from '../slots.ts';

/** Proteins that roast this long or longer can go in a few minutes early with the vegetables. */
const ROBUST_MINUTES = 30;

/** Vegetables that soak up oil as they roast. */
const THIRSTY = /^aubergine$|mushroom/;

/** Additions closer together than this go into the tin at once: a few minutes more does no harm. */
const CLOSE_MINUTES = 10;

const seasoning = (options: string[]): Slot => ({
  id: 'seasoning',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});
const protein = (first: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options: [...new Set([...first, ...PROTEIN])],
  min: 1,
  grams: 150,
});

const PROTEIN = [
  ...['chicken-thigh', 'sausage', 'chicken-breast', 'salmon', 'halloumi', 'chickpeas', 'cod'],
  ...['chicken-drumstick', 'pork-chop', 'tofu', 'vegetarian-sausage', 'lamb-chop', 'hake', 'haddock'],
  ...['paneer', 'butter-beans', 'feta', 'frozen-fish'],
];

type Batch = { items: DishItem[]; minutes: number };

/**
 * What goes into the tin when: the slowest first, each of the rest when as many minutes are left as it
 * needs (beetroot 45, potatoes 40, peppers 25, broccoli 15, salmon 12), so everything is done together.
 * Additions a few minutes apart go in at once, at the earlier time.
 */
function schedule(items: readonly DishItem[], protein: DishItem | undefined): Batch[] {
  const timed = items.map((item) => ({
    item,
    minutes: item === protein ? roastMinutes(item.ingredient) : roastVegMinutes(item.ingredient),
  }));
  const batches: Batch[] = [];
  for (const { item, minutes } of timed.sort((a, b) => b.minutes - a.minutes)) {
    const last = batches[batches.length - 1];
    // A quick protein keeps its own time (lamb chops 5 minutes longer are no longer pink); sausages,
    // chicken thighs and chickpeas take a few minutes more in their stride.
    const exact =
      item === protein && minutes < ROBUST_MINUTES && foodState(item.ingredient) !== 'tinned-pulse';
    if (last && last.minutes - minutes < CLOSE_MINUTES && (!exact || last.minutes === minutes)) {
      last.items.push(item);
    } else batches.push({ items: [item], minutes });
  }
  return batches;
}

function steps(dish: Dish) {
  const meat = one(dish, 'protein');
  const veg = inSlots(dish, 'veg');
  const seasoned = inSlots(dish, 'fat', 'garlic', 'seasoning', 'heat', 'salt', 'pepper');
  const finish = inSlots(dish, 'finish', 'herb');
  const lemon = inSlots(dish, 'lemon');
  const batches = schedule(meat ? [...veg, meat] : veg, meat);
  const frozen =
    meat && fromFrozen(meat.ingredient) ? `, cooking ${meat.plural ? 'them' : 'it'} from frozen` : '';
  const meatDone = meat && roastDone(meat);
  const done = meatDone
    ? `${meatDone}${meatDone.includes(',') ? ',' : ''} and the vegetables are tender and golden`
    : 'until the vegetables are tender and golden';
  // Aubergine and mushrooms that go in later drink what oil is left: some is kept back for them.
  const thirsty = batches
    .slice(1)
    .flatMap((batch) => batch.items.filter((item) => THIRSTY.test(item.ingredient.id)));
  const keptBatches = batches.filter((batch) => batch.items.some((item) => thirsty.includes(item))).length;
  const added = (batch: Batch) => {
    const others = batch.items.filter((item) => item !== meat);
    const parts = [
      others.length > 0 &&
        `add ${the(others)}, ${
          others.some((item) => thirsty.includes(item))
            ? `tossed in ${keptBatches > 1 ? 'some of ' : ''}the oil you kept back`
            : `turning ${others.length > 1 || others[0]?.plural ? 'them' : 'it'} in the oil in the tin`
        }`,
      meat &&
        batch.items.includes(meat) &&
        `nestle in the ${nameOf(meat)}${frozen}, brushed with the oil from the tin`,
    ].filter(Boolean);
    return parts.join(', then ');
  };
  return drafts(
    sentences(
      'heat the oven to 200°C (180°C fan)',
      prepVegetables(veg, 'into 3 cm chunks'),
      // Feta bakes as a block; halloumi, tofu and paneer are cut up, beans drained.
      meat && foodState(meat.ingredient) !== 'crumbly-cheese' && prepPhrase(meat.ingredient, nameOf(meat)),
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
    ),
    `Toss ${the(batches[0]?.items ?? veg)} in a large roasting tin with ${the(seasoned)}${
      thirsty.length > 0 ? ` (keeping back a third of the oil for ${the(thirsty)})` : ''
    }, spreading everything out in one layer.`,
    ...batches.map((batch, index) => {
      const next = batches[index + 1];
      const minutes = next ? batch.minutes - next.minutes : batch.minutes;
      const start = index === 0 ? 'Roast' : `${capitalise(added(batch))} and roast`;
      const more = index === 0 ? '' : ' more';
      const until = next ? (index === 0 ? 'until starting to colour' : '') : done;
      return `${start} for ${minutes} minutes${more}${index === 0 && !next ? ', turning halfway' : ''}${until ? `, ${until}` : ''}.`;
    }),
    (finish.length > 0 || lemon.length > 0) &&
      sentences(squeezed(lemon), finish.length > 0 && `finish with ${the(finish)}`, 'serve from the tin'),
  );
}

export const trayBake: Archetype = {
  id: 'tray-bake',
  mealTypes: ['dinner'],
  lunchFor: FAMILY_LUNCH,
  prepMinutes: 10,
  tags: ['one-pot', 'family-friendly'],
  slots: [
    protein([]),
    { id: 'veg', kind: 'vegetable', options: ROAST_VEG, min: 2, max: 3, least: 1, grams: 280 },
    garlic,
    oil,
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        protein(['chicken-thigh', 'halloumi', 'feta', 'lamb-chop']),
        seasoning(['dried-oregano', 'oregano', 'mixed-herbs']),
        optional('lemon', ['lemon']),
        optional('finish', ['feta', 'black-olives', 'green-olives'], 'flavour', 25),
        softHerb('parsley', 'dill', 'mint'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        protein(['chicken-thigh', 'chorizo', 'chickpeas', 'cod', 'hake']),
        seasoning(['smoked-paprika', 'paprika']),
        optional('lemon', ['lemon']),
        softHerb('parsley'),
      ],
    },
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['sausage', 'chicken-thigh', 'pork-chop', 'vegetarian-sausage', 'chicken-drumstick']),
        // The cook's own herb, or none: a sausage tray bake needs no jar of rosemary bought for it.
        {
          ...seasoning(['rosemary', 'thyme', 'dried-thyme', 'dried-rosemary', 'sage', 'mixed-herbs']),
          pantryOnly: true,
        },
        optional('finish', ['wholegrain-mustard', 'honey', 'apple-sauce']),
        softHerb('parsley', 'chives'),
      ],
    },
    {
      id: 'north-african',
      cuisine: 'north-african',
      slots: [
        protein(['chicken-thigh', 'chickpeas', 'lamb-chop', 'halloumi', 'butter-beans']),
        seasoning(['ras-el-hanout', 'ground-cumin']),
        optional('heat', ['harissa', 'chilli-flakes']),
        optional('finish', ['greek-yogurt', 'yogurt'], 'dairy', 30),
        optional('lemon', ['lemon', 'preserved-lemons']),
        softHerb('coriander', 'mint', 'parsley'),
      ],
    },
  ],
  title: (dish) => `${headline(dish, ['protein'], ['veg'], 3)} tray bake`,
  description: (dish) =>
    `Everything roasted together in one tin: ${listOf(inSlots(dish, 'protein', 'veg'))}, with very little washing up.`,
  steps,
};
