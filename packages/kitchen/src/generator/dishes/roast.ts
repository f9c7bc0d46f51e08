import { ingredientGrams } from '../../ingredient-grams.ts';
import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { boilGreensMinutes, roastVegMinutes } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  drafts,
  headline,
  inSlots,
  joinWords,
  listOf,
  meanwhile,
  nameOf,
  one,
  sentences,
  taking,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, pepper, salt } from '../slots.ts';
import { duration, roastPlan } from './slow-cook.ts';

/** A hot oven, °C, for crackling, crisp skin and the vegetables' last minutes. */
const BLAST_HEAT = 220;

/** "190°C (170°C fan)". */
const oven = (heat: number) => `${heat}°C (${heat - 20}°C fan)`;

/** The vegetables' time in the oven beside the joint. */
const VEG_MINUTES = 50;

/** Joints and birds that roast whole; a cook carves them for the table. */
const JOINTS = [
  ...['whole-chicken', 'pork-shoulder', 'beef-joint', 'lamb-leg', 'pork-loin', 'lamb-shoulder'],
];

const protein = (first: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options: [...new Set([...first, ...JOINTS])],
  min: 1,
  // Built around meat (or beans) already in the kitchen, never around a joint to buy for the occasion.
  pantryOnly: true,
  grams: 250,
});
/** The cook's own herb for the roast, or none: never a jar bought for one joint. */
const herb = (options: string[]): Slot => ({
  id: 'herb',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
  pantryOnly: true,
});

/**
 * Roast potatoes of the cook's own, parboiled and roughed up: a plateful each (a starch slot is weighed
 * dry, `amounts.ts`: 65 g is about 200 g of potato), not a third of the vegetables' share.
 */
const POTATOES: Slot = {
  id: 'potatoes',
  kind: 'starch',
  options: ['potato', 'baking-potato', 'new-potato'],
  min: 0,
  max: 1,
  pantryOnly: true,
  grams: 65,
};

/** Roots and the like that roast in the tin beside the potatoes (`POTATOES`). */
const VEG = [
  ...['carrot', 'parsnip', 'red-onion', 'butternut-squash', 'sweet-potato'],
  ...['beetroot', 'celeriac', 'swede', 'brussels-sprout', 'fennel', 'turnip', 'onion'],
];

/**
 * Green vegetables boiled while the joint rests, from the cook's own: the broccoli or cauliflower of a Sunday
 * roast, which would scorch in the roots' fifty minutes (`boilGreensMinutes`).
 */
const GREENS = [
  ...['broccoli', 'tenderstem-broccoli', 'cauliflower', 'green-bean', 'savoy-cabbage', 'cabbage'],
  ...['spring-greens', 'kale', 'frozen-peas', 'pea'],
];

function steps(dish: Dish) {
  const joint = one(dish, 'protein');
  const greens = inSlots(dish, 'greens');
  const boil = Math.max(0, ...greens.map((item) => boilGreensMinutes(item.ingredient)));
  const plan = roastPlan(
    joint?.ingredient.id ?? '',
    joint ? ingredientGrams(joint.ingredient, joint.quantity, joint.unit ?? 'piece') : null,
  );
  const potatoes = inSlots(dish, 'potatoes');
  const roots = inSlots(dish, 'veg');
  const veg = [...potatoes, ...roots];
  // Sprouts scorch in the roots' 50 minutes: they join the tin for their own last minutes.
  const late = veg.filter((item) => roastVegMinutes(item.ingredient) <= VEG_MINUTES / 2);
  const early = veg.filter((item) => !late.includes(item));
  const rub = inSlots(dish, 'garlic', 'herb', 'spice', 'salt', 'pepper');
  const name = joint ? nameOf(joint) : 'meat';
  const short = joint?.ingredient.id === 'whole-chicken' ? 'chicken' : name;
  const lemon = inSlots(dish, 'lemon');
  const squeeze =
    lemon.length === 0
      ? ''
      : short === 'chicken'
        ? ` halve ${the(lemon)}, squeeze it over and tuck the halves inside,`
        : ` squeeze over ${the(lemon)},`;
  const first = plan.blast === undefined ? plan.heat : BLAST_HEAT;
  const sides = inSlots(dish, 'side');
  const gravy = inSlots(dish, 'gravy');
  return drafts(
    sentences(
      `take the ${name} out of the fridge half an hour before cooking and heat the oven to ${oven(first)}`,
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
    ),
    `Pat the ${short} dry, rub it all over with a little of ${the(inSlots(dish, 'fat'))}${
      rub.length > 0 ? `, then with ${the(rub)},` : ''
    }${squeeze} and sit it in a roasting tin.`,
    plan.blast !== undefined &&
      `Roast for ${plan.blast} minutes, then turn the oven down to ${oven(plan.heat)}.`,
    // The time follows the joint's weight: the rule by the kilo, the same at any size, and when to start checking.
    taking(
      `Roast for ${plan.rule} by the ${short === 'chicken' ? 'chicken' : 'joint'}'s weight, ${plan.done}; start checking after ${duration(plan.least)}.`,
      plan.minutes,
    ),
    potatoes.length > 0 &&
      alongside(
        `Peel ${the(potatoes)} and cut into large chunks, boil in salted water for 8 minutes, then drain and shake in the pan to rough up the edges.`,
      ),
    alongside(
      `${capitalise(prepVegetables(roots, 'into large chunks'))}, toss ${late.length > 0 || potatoes.length > 0 ? the(early) : 'them'} with the rest of the oil and roast in a second tin on the shelf below for ${VEG_MINUTES} minutes, turning once, until golden and tender: put them in half an hour before the meat comes out and turn the oven up to ${oven(BLAST_HEAT)} when it does, so they finish while it rests.`,
    ),
    late.length > 0 &&
      alongside(
        `Add ${the(late)} to the vegetable tin for the last ${Math.max(...late.map((item) => roastVegMinutes(item.ingredient)))} minutes, turning them in the oil.`,
      ),
    `Lift the ${short} onto a board, cover loosely with foil and leave to rest for ${plan.rest} minutes.`,
    greens.length > 0 &&
      meanwhile(
        `While it rests, ${whileItRests(greens)} in a pan of salted water for ${boil} minutes, until just tender, and drain.`,
      ),
    `Carve the ${short} and serve with ${joinWords([`the roast ${listOf(veg)}`, ...(greens.length > 0 ? [the(greens)] : []), ...(sides.length > 0 ? [the(sides)] : [])])}${
      gravy.length > 0 ? `, with gravy made from ${the(gravy)} and the pan juices` : ''
    }.`,
  );
}

/**
 * The greens readied and put on to boil while the meat rests: "cut the broccoli into florets, then boil the
 * broccoli and the frozen peas", or just "boil the frozen peas" when none needs readying.
 */
function whileItRests(greens: readonly DishItem[]): string {
  const prep = prepVegetables(greens, 'into bite-sized pieces').replace(/^./, (first) => first.toLowerCase());
  return prep ? `${prep}, then boil ${the(greens)}` : `boil ${the(greens)}`;
}

export const roast: Archetype = {
  id: 'roast',
  // The Sunday roast is as often lunch as dinner.
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 20,
  tags: ['family-friendly'],
  slots: [
    protein([]),
    POTATOES,
    { id: 'veg', kind: 'vegetable', options: VEG, min: 2, max: 3, least: 1, grams: 250 },
    { ...optional('greens', GREENS, 'vegetable', 80), pantryOnly: true },
    garlic,
    oil,
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['whole-chicken', 'beef-joint', 'pork-loin', 'pork-shoulder', 'lamb-leg']),
        herb(['rosemary', 'thyme', 'sage', 'dried-thyme', 'dried-rosemary', 'dried-sage']),
        optional('side', [
          'apple-sauce',
          'horseradish',
          'mint-sauce',
          'english-mustard',
          'wholegrain-mustard',
        ]),
        optional('gravy', ['gravy-granules'], 'flavour', 5),
      ],
    },
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        protein(['pork-shoulder', 'whole-chicken', 'lamb-leg', 'pork-loin']),
        herb(['rosemary', 'fennel-seeds', 'sage', 'dried-rosemary']),
        optional('lemon', ['lemon']),
      ],
    },
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        protein(['lamb-shoulder', 'lamb-leg', 'whole-chicken']),
        herb(['dried-oregano', 'oregano', 'rosemary']),
        optional('lemon', ['lemon']),
        optional('side', ['tzatziki', 'greek-yogurt']),
      ],
    },
  ],
  title: (dish) => {
    const joint = one(dish, 'protein');
    const herbItem = one(dish, 'herb');
    const herbName = herbItem ? ` with ${herbItem.ingredient.name.replace(/^dried /, '')}` : '';
    const meat = joint
      ? joint.ingredient.name.replace(/ roasting joint$/, '').replace(/^whole /, '')
      : 'meat';
    const slow = joint && /shoulder/.test(joint.ingredient.id) ? 'slow-' : '';
    const lemon = one(dish, 'lemon') ? ' and lemon' : '';
    if (dish.flavour.id === 'greek' && holds(dish, 'greek'))
      return `Greek-style ${slow}roast ${meat}${herbName}${lemon}`;
    // The potatoes first, then the first of the roots: "with rosemary, potatoes and parsnip".
    const potatoes = one(dish, 'potatoes') !== undefined;
    const roots = headline(dish, [], ['veg'], potatoes ? 1 : 2);
    const veg = potatoes ? joinWords(['potatoes', roots].filter(Boolean)) : roots;
    const roast = `${slow ? 'Slow-roast' : 'Roast'} ${meat}`;
    // "Roast chicken with rosemary, carrot and potato", or with one vegetable "with rosemary and carrot".
    if (!herbName) return `${roast} with ${veg}`;
    return / and /.test(veg) ? `${roast}${herbName}, ${veg}` : `${roast}${herbName} and ${veg}`;
  },
  description: (dish) =>
    capitalise(
      `${listOf(inSlots(dish, 'protein')).replace(/^whole /, '')} roasted whole and rested before carving, with ${listOf(inSlots(dish, 'potatoes', 'veg'))} roasted alongside${inSlots(dish, 'greens').length > 0 ? ` and ${listOf(inSlots(dish, 'greens'))} to go with it` : ''}. Most of the time it needs nothing from you.`,
    ),
  steps,
};
