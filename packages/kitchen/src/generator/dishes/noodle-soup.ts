import type { Ingredient } from '../../catalog-types.ts';
import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panCook, starchCook } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  drafts,
  headline,
  inSlots,
  isAre,
  joinWords,
  listOf,
  madeUp,
  minutesOf,
  nameOf,
  one,
  sentences,
  stockFromCube,
  the,
} from '../dish-words.ts';
import { cookPhrase, fishedOut, foodState, fromFrozen, frozenMinutes } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, heat, NOODLES, optional, softHerb, wokOil } from '../slots.ts';

/** Udon and instant noodles come salted; in a salted broth they tip a bowl over a day's sodium. */
const SOUP_NOODLES = NOODLES.filter((id) => id !== 'udon-noodles' && id !== 'instant-noodles');

/** Soy and fish sauce go into a whole bowl of salted stock: half the usual spoonful. */
const seasoning = (options: string[], usual = 0.5): Slot => ({
  id: 'seasoning',
  kind: 'flavour',
  options,
  min: 1,
  usual,
});

/** Simmering times for a protein poached in broth: strips of meat cooked through, prawns just pink. */
function poachMinutes(ingredient: Ingredient): number {
  const id = ingredient.id;
  if (fromFrozen(ingredient)) return frozenMinutes(/prawn/.test(id) ? 3 : 4);
  if (/^(chicken|turkey|pork)-/.test(id)) return 6;
  if (/prawn/.test(id)) return id === 'cooked-prawn' ? 1 : 3;
  if (foodState(ingredient) === 'cooked-leftover') return 3;
  return 2;
}

/** "Ginger and soy", "Tamari": what the Chinese broth is seasoned with, from the dish's own items. */
function seasonedWith(dish: Dish): string {
  // "Soy", "Miso"; fish sauce keeps its name (a "fish" noodle soup would promise fish).
  const names = inSlots(dish, 'ginger', 'seasoning').map((item) =>
    item.ingredient.id === 'fish-sauce' ? item.ingredient.name : item.ingredient.name.replace(/ sauce$/, ''),
  );
  return capitalise(joinWords(names));
}

function title(dish: Dish): string {
  const words = headline(dish, ['protein'], ['veg'], 2);
  const style: Readonly<Record<string, string>> = {
    japanese: 'Miso',
    chinese: seasonedWith(dish),
    vietnamese: holds(dish, 'vietnamese') ? 'Vietnamese-style' : seasonedWith(dish),
    thai: 'Thai coconut',
  };
  return `${style[dish.flavour.id] ?? ''} ${words} noodle soup`.trim();
}

function steps(dish: Dish) {
  const noodles = one(dish, 'noodles');
  const broth = inSlots(dish, 'broth');
  const protein = one(dish, 'protein');
  const veg = inSlots(dish, 'veg');
  // Garlic and ginger are chopped; star anise and cinnamon go in whole and are fished out, five-spice is ground.
  const chopped = inSlots(dish, 'garlic', 'ginger');
  const spices = inSlots(dish, 'spice');
  const whole = spices.filter((item) => fishedOut(item.ingredient));
  const aromatics = [...chopped, ...spices];
  const seasonings = inSlots(dish, 'seasoning', 'seasoning2');
  const lime = inSlots(dish, 'lime');
  const toFinish = inSlots(dish, 'spring', 'herb', 'heat', 'finish');
  const paste = one(dish, 'paste');
  const egg = protein?.ingredient.id === 'egg' ? protein : undefined;
  const poached = protein && !egg ? protein : undefined;
  const minutes = Math.max(3, noodles ? starchCook(noodles.ingredient).minutes : 3);
  const poach = poached ? poachMinutes(poached.ingredient) : 0;
  const done = poached && (cookPhrase(poached.ingredient, 'simmer') ?? 'until hot through');
  // Everything finishes together: chicken that needs longer than the noodles goes in first, prawns and
  // leftovers go in for their last minutes, so nothing simmers on after it is done.
  const first = poached && poach > minutes ? poached : undefined;
  const last = poached && !first ? poached : undefined;
  const noodleMinutes = last ? minutes - poach : minutes;
  const noodleStep = noodles && {
    intro: `Add ${the([noodles])} and ${the(veg)}`,
    done: 'until the noodles are tender',
  };
  return drafts(
    egg &&
      alongside(
        `Lower the ${nameOf(egg)} into boiling water and cook for 7 minutes, then cool in cold water and peel.`,
      ),
    sentences(
      poached && panCook(poached.ingredient).prep(nameOf(poached)),
      prepVegetables(veg, 'into thin slices'),
      chopped.length > 0 && `finely chop ${the(chopped)}`,
      stockFromCube(broth),
    ),
    paste &&
      `Heat ${the(inSlots(dish, 'fat'))} in a large pan and fry ${the([paste])} for 1 minute, until fragrant.`,
    `${paste ? 'Pour in' : 'Put'} ${the([...madeUp(broth), ...inSlots(dish, 'coconut')])}${paste ? '' : ' in a large pan'}${aromatics.length > 0 ? ` with ${the(aromatics)}` : ''}, bring to the boil and simmer for 5 minutes.`,
    first && `Add the ${nameOf(first)} and simmer for ${minutesOf(poach - minutes)}.`,
    noodleStep &&
      (noodleMinutes > 0
        ? `${noodleStep.intro} and simmer for ${minutesOf(noodleMinutes)}, ${
            first
              ? `${noodleStep.done} and the ${nameOf(first)} ${isAre(first)} ${done?.replace(/^until /, '')}`
              : last
                ? 'until the noodles are nearly tender'
                : noodleStep.done
          }.`
        : `${noodleStep.intro}.`),
    !noodleStep && first && `Simmer for ${minutes} minutes more, ${done}.`,
    last && `Add the ${nameOf(last)} and simmer for ${minutesOf(poach)}, ${done}.`,
    sentences(
      whole.length > 0 && `fish out ${the(whole)}`,
      `take off the heat and stir in ${the(seasonings)}${lime.length > 0 ? ` and the juice of ${the(lime)}` : ''}, a little at a time, tasting as you go`,
    ),
    sentences(
      'ladle into deep bowls',
      egg && 'halve the eggs and sit them on top',
      toFinish.length > 0 && `scatter over ${the(toFinish)}`,
    ),
  );
}

export const noodleSoup: Archetype = {
  id: 'noodle-soup',
  mealTypes: ['lunch', 'dinner'],
  prepMinutes: 10,
  avoid: ['dairy'],
  tags: ['one-pot'],
  slots: [
    { id: 'noodles', kind: 'starch', options: SOUP_NOODLES, min: 1, grams: 60 },
    { id: 'broth', kind: 'liquid', options: ['vegetable-stock', 'chicken-stock'], min: 1, grams: 300 },
    {
      id: 'protein',
      kind: 'protein',
      options: [
        ...['chicken-breast', 'tofu', 'prawn', 'egg', 'chicken-thigh', 'pork-tenderloin', 'cooked-prawn'],
        ...['frozen-prawns', 'turkey-breast', 'cooked-chicken', 'squid'],
      ],
      min: 1,
      grams: 100,
    },
    {
      id: 'veg',
      kind: 'vegetable',
      options: [
        ...['pak-choi', 'spinach', 'mushroom', 'shiitake', 'bean-sprout', 'carrot', 'chinese-cabbage'],
        ...['frozen-sweetcorn', 'broccoli', 'mangetout', 'enoki', 'kale', 'edamame', 'spring-greens'],
        ...['tenderstem-broccoli', 'tinned-sweetcorn', 'frozen-peas', 'cabbage'],
      ],
      min: 1,
      max: 3,
      grams: 100,
    },
    garlic,
    optional('ginger', ['ginger']),
    optional('spring', ['spring-onion']),
    heat,
    softHerb('coriander', 'thai-basil', 'mint'),
  ],
  flavours: [
    {
      id: 'japanese',
      cuisine: 'japanese',
      slots: [
        // Miso seasons the broth on its own: soy on top of it and a stock cube tips a bowl past a day's salt.
        seasoning(['miso'], 1),
        // A Japanese cook's own dashi before a stock bought for the bowl.
        {
          id: 'broth',
          kind: 'liquid',
          options: ['dashi', 'vegetable-stock', 'chicken-stock'],
          min: 1,
          grams: 300,
        },
        optional('finish', ['sesame-seeds', 'sesame-oil']),
      ],
    },
    {
      id: 'chinese',
      cuisine: 'chinese',
      slots: [
        seasoning(['soy-sauce', 'tamari', 'coconut-aminos']),
        optional('spice', ['star-anise', 'five-spice']),
        optional('finish', ['sesame-oil', 'chilli-oil']),
      ],
    },
    {
      id: 'vietnamese',
      cuisine: 'vietnamese',
      slots: [
        seasoning(['fish-sauce', 'soy-sauce', 'tamari']),
        optional('lime', ['lime']),
        optional('spice', ['star-anise', 'cinnamon-stick']),
        { ...softHerb('thai-basil', 'mint', 'coriander'), max: 2 },
      ],
    },
    {
      // The chicken noodle soup of an American or British kitchen: egg noodles, carrot and celery in
      // chicken stock, the leftover roast chicken's second meal.
      id: 'american',
      cuisine: 'american',
      slots: [
        { id: 'noodles', kind: 'starch', options: ['egg-noodles'], min: 1, grams: 60 },
        { id: 'broth', kind: 'liquid', options: ['chicken-stock', 'vegetable-stock'], min: 1, grams: 300 },
        {
          id: 'protein',
          kind: 'protein',
          options: ['cooked-chicken', 'chicken-breast', 'chicken-thigh', 'turkey-breast'],
          min: 1,
          grams: 100,
        },
        {
          id: 'veg',
          kind: 'vegetable',
          options: ['carrot', 'celery', 'leek', 'frozen-peas', 'frozen-sweetcorn', 'parsnip'],
          min: 2,
          max: 3,
          grams: 100,
        },
        seasoning(['black-pepper'], 1),
        softHerb('parsley', 'dill', 'thyme', 'chives'),
      ],
    },
    {
      id: 'thai',
      cuisine: 'thai',
      hot: true,
      slots: [
        { id: 'paste', kind: 'flavour', options: ['red-curry-paste', 'green-curry-paste'], min: 1 },
        { id: 'coconut', kind: 'liquid', options: ['coconut-milk'], min: 1, grams: 100 },
        { id: 'broth', kind: 'liquid', options: ['vegetable-stock', 'chicken-stock'], min: 1, grams: 300 },
        seasoning(['fish-sauce', 'soy-sauce', 'tamari']),
        optional('lime', ['lime']),
        wokOil,
      ],
    },
  ],
  title,
  description: (dish) =>
    `A steaming bowl of noodles in a fragrant broth with ${listOf(inSlots(dish, 'protein', 'veg'))}.`,
  steps,
};
