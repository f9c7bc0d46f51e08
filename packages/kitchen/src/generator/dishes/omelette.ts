import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { panCook, panTiming, wilts } from '../cooking.ts';
import {
  drafts,
  headline,
  inBatches,
  inSlots,
  joinWords,
  listOf,
  meanwhile,
  nameOf,
  one,
  sentences,
  softenMinutes,
  the,
} from '../dish-words.ts';
import { prepCheese, prepVegetables } from '../prep.ts';
import { heat, optional, pepper, salt, softHerb } from '../slots.ts';

/**
 * Omelettes: a person's eggs set in a hot buttered pan in a couple of minutes, filled and folded, made one
 * after another. The quick supper or lunch of a fridge with eggs, a little cheese, the end of the bacon
 * and a handful of spinach; a frittata feeds a crowd better, so the time counts every omelette.
 */

/** Eaten as they are in the filling: cut and scattered over the eggs. */
const RAW = new Set(['tomato', 'cherry-tomato', 'spring-onion', 'sun-dried-tomatoes', 'roasted-peppers']);

const VEG = [
  ...['mushroom', 'spinach', 'cherry-tomato', 'tomato', 'red-pepper', 'spring-onion', 'chestnut-mushroom'],
  ...['green-pepper', 'courgette', 'asparagus', 'kale', 'leek', 'roasted-peppers', 'sun-dried-tomatoes'],
  ...['yellow-pepper', 'swiss-chard'],
];

const cheese = (options: string[]) => optional('cheese', options, 'dairy', 25);
const extra = (options: string[]) => optional('extra', options, 'protein', 35);
const veg = (options: readonly string[], min = 1): Slot => ({
  id: 'veg',
  kind: 'vegetable',
  options,
  min,
  max: 2,
  grams: 70,
});

/** Minutes one omelette of two or three eggs takes in the pan, from the eggs going in to sliding it out. */
const EACH_MINUTES = 2;

/** "until crisp" for the bacon alone, "until the vegetables are soft" with it or without it. */
function panUntil(pan: readonly DishItem[], meat: DishItem | undefined): string {
  const vegetables = pan.filter((item) => item !== meat);
  if (vegetables.length === 0 && meat) return panCook(meat.ingredient).until;
  const named = the(vegetables);
  const many = vegetables.length > 1 || vegetables[0]?.plural || /[^s]s$/.test(named);
  // Leftover potatoes are cooked already: they fry golden, not soft.
  const done = vegetables.every((item) => item.ingredient.id === 'cooked-potatoes') ? 'golden' : 'soft';
  if (done === 'golden' && meat) return `until ${named} and ${the([meat])} are golden`;
  const soft = `until ${named} ${many ? 'are' : 'is'} ${done}`;
  return meat ? `${soft} and ${the([meat])} golden` : soft;
}

function steps(dish: Dish) {
  const eggs = inSlots(dish, 'egg');
  const fat = inSlots(dish, 'fat');
  const vegetables = inSlots(dish, 'veg');
  const onions = inSlots(dish, 'onion');
  const herbs = inSlots(dish, 'herb');
  const chilli = inSlots(dish, 'heat');
  const cheeseItem = one(dish, 'cheese');
  const prep = (...more: ReadonlyArray<string | false | null | undefined>) =>
    sentences(
      prepVegetables([...onions, ...vegetables], 'into small pieces'),
      chilli.length > 0 && `finely chop ${the(chilli)}`,
      ...more,
      prepCheese(cheeseItem),
      herbs.length > 0 && `chop ${the(herbs)}`,
    );
  const bread = one(dish, 'bread');
  const toast =
    bread &&
    meanwhile(
      /paratha|chapati/.test(bread.ingredient.id)
        ? `Warm ${the([bread])} in a dry frying pan for 1 minute on each side, then wrap in a clean tea towel.`
        : `Toast ${the([bread])} and keep it warm.`,
    );
  const melt = fat.some((item) => /butter|ghee/.test(item.ingredient.id))
    ? `melt a knob of ${the(fat)}`
    : `heat a little of ${the(fat)}`;
  const served = `slide onto a warm plate${bread ? ` with ${the([bread])}` : ''}`;
  const omelettes = (filling: string, pan: string) =>
    inBatches(
      `Make one omelette for each person: ${melt} in ${pan} over a medium-high heat, pour in that person's share of the eggs and stir with a fork for 1 minute, then leave until just set underneath but still soft on top. ${filling ? `Scatter ${filling} over one half, fold over and ${served}` : `Fold over and ${served}`}.`,
      dish.servings,
      EACH_MINUTES,
    );
  if (dish.flavour.id === 'masala') {
    // The onion, tomato, chilli and coriander are beaten into the eggs and set with them.
    const beaten = [...onions, ...vegetables, ...chilli, ...herbs];
    return drafts(
      sentences(`finely chop ${the(beaten)}`),
      toast,
      `Beat ${the(eggs)} with ${the([...beaten, ...inSlots(dish, 'spice', 'salt', 'pepper')])}.`,
      omelettes('', 'a 20 cm non-stick frying pan'),
    );
  }
  const raw = vegetables.filter((item) => RAW.has(item.ingredient.id));
  const leaves = vegetables.filter((item) => !raw.includes(item) && wilts(item.ingredient));
  const meat = one(dish, 'extra');
  // Bacon and chorizo fry first with the vegetables; ham and smoked salmon go in with the cheese.
  const meatFried = meat !== undefined && panTiming(meat.ingredient) === 'first';
  const pan = [
    ...(meatFried ? [meat] : []),
    ...onions,
    ...vegetables.filter((item) => !raw.includes(item) && !leaves.includes(item)),
  ];
  const cooked = pan.length > 0 || leaves.length > 0;
  const scattered = [...raw, ...(meat && !meatFried ? [meat] : [])];
  const filling = joinWords(
    [
      cooked && 'the filling',
      scattered.length > 0 && the(scattered),
      cheeseItem && `the ${nameOf(cheeseItem)}`,
    ].filter((part): part is string => Boolean(part)),
  );
  return drafts(
    prep(meat && panCook(meat.ingredient).prep(nameOf(meat))),
    pan.length > 0 &&
      `Heat a little of ${the(fat)} in a 20 cm non-stick frying pan over a medium heat and cook ${the(pan)} for ${softenMinutes(pan)} minutes, ${panUntil(pan, meatFried ? meat : undefined)}.`,
    cooked &&
      sentences(
        leaves.length > 0 &&
          (pan.length > 0
            ? `add ${the(leaves)} and stir until wilted`
            : `heat a little of ${the(fat)} in a 20 cm non-stick frying pan and stir ${the(leaves)} until wilted`),
        'tip the filling onto a plate and wipe out the pan',
      ),
    `Beat ${the(eggs)} with ${the(inSlots(dish, 'salt', 'pepper'))}.`,
    toast,
    omelettes(filling, cooked ? 'the pan' : 'a 20 cm non-stick frying pan'),
  );
}

export const omelette: Archetype = {
  id: 'omelette',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  // Five omelettes one after another keep the first ones waiting: a frittata feeds more.
  mostServings: 4,
  // Cutting the filling; the eggs are beaten and the cheese grated while it cooks.
  prepMinutes: 3,
  tags: ['family-friendly'],
  slots: [
    { id: 'egg', kind: 'protein', options: ['egg', 'duck-egg'], min: 1, grams: 150 },
    { id: 'fat', kind: 'fat', options: ['butter', 'olive-oil'], min: 1 },
    // Toast to eat with it, from the cook's own loaf: nobody shops for a slice.
    {
      ...optional('bread', ['bread', 'wholemeal-bread', 'sourdough', 'rye-bread'], 'starch', 60),
      pantryOnly: true,
    },
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'french',
      cuisine: 'french',
      slots: [
        veg(['mushroom', 'chestnut-mushroom', 'spinach', 'tomato', 'cherry-tomato', 'asparagus', 'leek']),
        cheese(['gruyere', 'emmental', 'goats-cheese', 'brie', 'cheddar']),
        extra(['ham', 'bacon', 'smoked-salmon']),
        softHerb('chives', 'parsley', 'tarragon'),
      ],
    },
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        // Leftover potatoes fried with the bacon make a farmhouse omelette.
        veg([...VEG, 'cooked-potatoes']),
        cheese(['cheddar', 'gouda', 'goats-cheese']),
        extra(['bacon', 'ham', 'smoked-salmon', 'chorizo']),
        softHerb('chives', 'parsley'),
      ],
    },
    {
      // A masala omelette: onion, tomato, green chilli and coriander beaten into the eggs' filling.
      id: 'masala',
      cuisine: 'indian',
      slots: [
        { id: 'onion', kind: 'flavour', options: ['onion', 'red-onion', 'shallot'], min: 1 },
        { id: 'fat', kind: 'fat', options: ['vegetable-oil', 'ghee', 'butter', 'olive-oil'], min: 1 },
        {
          ...optional('bread', ['paratha', 'chapati', 'bread', 'wholemeal-bread'], 'starch', 60),
          pantryOnly: true,
        },
        veg(['tomato', 'cherry-tomato', 'spinach', 'green-pepper'], 0),
        { ...heat, options: ['green-chilli', 'chilli'] },
        // The masala is the cook's own spices: with none of them it is no masala omelette.
        {
          id: 'spice',
          kind: 'flavour',
          options: ['turmeric', 'ground-cumin', 'garam-masala'],
          min: 1,
          max: 2,
          usual: 0.25,
          pantryOnly: true,
        },
        softHerb('coriander'),
      ],
    },
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        veg(['spinach', 'tomato', 'cherry-tomato', 'courgette', 'red-pepper', 'spring-onion']),
        cheese(['feta']),
        softHerb('dill', 'mint', 'parsley', 'oregano'),
      ],
    },
  ],
  title: (dish) => {
    if (dish.flavour.id === 'masala') return 'Masala omelette';
    const named = headline(dish, [], ['veg', 'cheese', 'extra'], 3);
    return named ? `${named} omelette` : 'Omelette';
  },
  description: (dish) =>
    dish.flavour.id === 'masala'
      ? `The eggs beaten with ${listOf(inSlots(dish, 'onion', 'veg', 'heat', 'herb'))}, cooked in a hot pan the Indian way: each one takes a couple of minutes.`
      : `A soft, folded omelette with ${listOf(inSlots(dish, 'veg', 'cheese', 'extra'))}: each one takes a couple of minutes in the pan.`,
  steps,
};
