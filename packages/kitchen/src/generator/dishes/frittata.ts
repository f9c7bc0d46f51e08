import { isLeftover } from '../../leftovers.ts';
import type { Archetype, Dish, DishItem } from '../archetype.ts';
import { panCook, panTiming } from '../cooking.ts';
import {
  drafts,
  headline,
  inSlots,
  listOf,
  nameOf,
  one,
  sentences,
  softenMinutes,
  the,
} from '../dish-words.ts';
import { alreadyCooked, fromFrozen } from '../food-state.ts';
import { prepCheese, prepVegetables } from '../prep.ts';
import { optional, pepper, salt, softHerb } from '../slots.ts';

/** Leaves wilt in the pan at the end rather than frying with the rest. */
const WILTING = new Set(['spinach', 'kale', 'swiss-chard', 'frozen-spinach', 'spring-greens', 'rocket']);

const cheese = (options: string[]) => optional('cheese', options, 'dairy', 30);
const extra = (options: string[]) => optional('extra', options, 'protein', 40);

const VEG = [
  ...['courgette', 'spinach', 'red-pepper', 'mushroom', 'cherry-tomato', 'frozen-peas', 'asparagus', 'kale'],
  ...['broccoli', 'green-bean', 'swiss-chard', 'frozen-spinach', 'roasted-peppers', 'sun-dried-tomatoes'],
  ...['artichoke-hearts', 'tomato', 'tenderstem-broccoli', 'chestnut-mushroom', 'spring-greens', 'pea'],
  ...['yellow-pepper', 'green-pepper', 'leek', 'sweetcorn', 'frozen-sweetcorn', 'butternut-squash'],
  // Roast vegetables left from yesterday, warmed through in the pan before the eggs go in.
  'cooked-vegetables',
];

/** Firm vegetables blanched before they go into the pan, by minutes: 5 minutes of frying leaves them raw. */
const BLANCH: Readonly<Record<string, number>> = {
  broccoli: 3,
  'tenderstem-broccoli': 2,
  'purple-sprouting-broccoli': 2,
  'green-bean': 3,
  asparagus: 2,
  'butternut-squash': 5,
};

/** Minutes potatoes boil before they go into the pan. */
const POTATO_MINUTES = 8;

/** The potatoes and firm vegetables boiled first: one step, or two when the vegetables join the potatoes. */
function boilSteps(potato: DishItem | undefined, blanched: readonly DishItem[]): string[] {
  const minutes = Math.max(0, ...blanched.map((item) => BLANCH[item.ingredient.id] ?? 0));
  const boiled = potato && potato.ingredient.id !== 'cooked-potatoes' ? potato : undefined;
  if (boiled && blanched.length > 0) {
    return [
      `Cook the ${nameOf(boiled)} in boiling salted water for ${POTATO_MINUTES - minutes} minutes.`,
      `Add ${the(blanched)} and cook for ${minutes} minutes more, until just tender, then drain well.`,
    ];
  }
  if (boiled) {
    return [
      `Cook the ${nameOf(boiled)} in boiling water for ${POTATO_MINUTES} minutes, until just tender, then drain well.`,
    ];
  }
  if (blanched.length > 0) {
    return [
      `Cook ${the(blanched)} in boiling salted water for ${minutes} minutes, until just tender, then drain well.`,
    ];
  }
  return [];
}

function steps(dish: Dish) {
  const eggs = inSlots(dish, 'egg');
  const potato = one(dish, 'starch');
  const veg = inSlots(dish, 'veg');
  const leaves = veg.filter((item) => WILTING.has(item.ingredient.id));
  const thawed = leaves.filter((item) => fromFrozen(item.ingredient));
  const wilting = leaves.filter((item) => !thawed.includes(item));
  // Yesterday's roast vegetables are only warmed through: they are cooked already.
  const warmed = veg.filter((item) => alreadyCooked(item.ingredient));
  const extra = one(dish, 'extra');
  const extraCook = extra && panCook(extra.ingredient);
  const extraTiming = extra && panTiming(extra.ingredient);
  const fried = [
    ...inSlots(dish, 'onion'),
    ...(potato ? [potato] : []),
    ...veg.filter((item) => !leaves.includes(item) && !warmed.includes(item)),
  ];
  const pan = `Heat ${the(inSlots(dish, 'fat'))} in a 24 cm ovenproof frying pan over a medium heat`;
  // Bacon and chorizo fry with the vegetables; smoked fish and ham cook in the egg, which is plenty.
  const friedFirst = extra && (extraTiming === 'first' || extraTiming === 'lifted');
  const friedAll = extra && friedFirst ? [extra, ...fried] : fried;
  const stirredIn = extra && !friedFirst ? extra : undefined;
  const cheeseItem = one(dish, 'cheese');
  return drafts(
    sentences(
      'heat the grill to high',
      prepVegetables([...inSlots(dish, 'onion'), ...(potato ? [potato] : []), ...veg], 'into small pieces'),
      extra && extraCook?.prep(nameOf(extra)),
      prepCheese(cheeseItem),
      inSlots(dish, 'herb').length > 0 && `chop ${the(inSlots(dish, 'herb'))}`,
    ),
    ...boilSteps(
      potato,
      veg.filter((item) => BLANCH[item.ingredient.id] !== undefined),
    ),
    friedAll.length > 0
      ? `${pan} and cook ${the(friedAll)} for ${softenMinutes(friedAll)} minutes, until soft.`
      : `${pan}.`,
    warmed.length > 0 && `Add ${the(warmed)} and stir for 2 minutes, until piping hot.`,
    // Frozen spinach is thawed and squeezed first, or the frittata weeps; fresh leaves just wilt.
    thawed.length > 0 &&
      `Add ${the(thawed)}, thawed in a sieve under hot water and squeezed dry, and stir for 1 minute.`,
    wilting.length > 0 && `Add ${the(wilting)} and stir until wilted.`,
    sentences(
      `beat ${the(eggs)} with ${the(inSlots(dish, 'salt', 'pepper', 'spice', 'herb'))}`,
      `pour into the pan${stirredIn ? `, scatter over the ${nameOf(stirredIn)}` : ''}${cheeseItem ? ` and top with the ${nameOf(cheeseItem)}` : ''}`,
    ),
    'Cook over a low heat for 6 minutes, until the edges are set.',
    `Slide under the grill for 3 minutes, until puffed and golden${dish.items.some((item) => isLeftover(item.ingredient.id)) ? ' and piping hot in the middle' : ''}, then cut into wedges.`,
  );
}

export const frittata: Archetype = {
  id: 'frittata',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  prepMinutes: 5,
  tags: ['family-friendly', 'uses-leftovers'],
  slots: [
    { id: 'egg', kind: 'protein', options: ['egg', 'duck-egg'], min: 1, grams: 100 },
    {
      id: 'onion',
      kind: 'flavour',
      options: ['onion', 'spring-onion', 'red-onion', 'shallot'],
      min: 0,
      max: 1,
    },
    { id: 'veg', kind: 'vegetable', options: VEG, min: 1, max: 3, grams: 110 },
    { id: 'fat', kind: 'fat', options: ['olive-oil', 'butter', 'rapeseed-oil'], min: 1 },
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        cheese(['parmesan', 'mozzarella', 'ricotta', 'goats-cheese', 'pecorino']),
        extra(['pancetta', 'ham', 'prosciutto', 'bacon']),
        softHerb('basil', 'parsley', 'oregano'),
      ],
    },
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        cheese(['feta', 'goats-cheese']),
        softHerb('dill', 'mint', 'parsley', 'oregano'),
        { id: 'spice', kind: 'flavour', options: ['dried-oregano', 'dried-mint'], min: 0, max: 1 },
      ],
    },
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        cheese(['cheddar', 'gruyere', 'goats-cheese', 'emmental']),
        extra(['ham', 'bacon', 'smoked-salmon', 'smoked-haddock']),
        softHerb('chives', 'parsley', 'thyme', 'dill'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        {
          id: 'starch',
          kind: 'starch',
          options: ['potato', 'new-potato', 'sweet-potato', 'cooked-potatoes'],
          min: 1,
          grams: 40,
        },
        cheese(['manchego']),
        extra(['chorizo', 'ham']),
        { id: 'spice', kind: 'flavour', options: ['smoked-paprika', 'paprika'], min: 0, max: 1 },
        softHerb('parsley'),
      ],
    },
  ],
  title: (dish) => `${headline(dish, [], ['starch', 'veg', 'cheese', 'extra'], 3)} frittata`,
  description: (dish) =>
    `A golden frittata with ${listOf(inSlots(dish, 'starch', 'veg', 'cheese', 'extra'))}: good hot, warm or cold the next day.`,
  steps,
};
