import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { panCook } from '../cooking.ts';
import { capitalise, drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import {
  alreadyCooked,
  cookPhrase,
  fromFrozen,
  isCheese,
  mustCookThrough,
  prepPhrase,
} from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { LEAVES, oil, optional, pepper, SALAD_VEG, salt, softHerb, topping } from '../slots.ts';

const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  grams: 120,
});
const acid = (options: string[]): Slot => ({ id: 'acid', kind: 'flavour', options, min: 1, skippable: true });

/** How a salad's protein is readied: one sentence, at most one duration. */
export function saladProtein(item: DishItem): string {
  const name = nameOf(item);
  const id = item.ingredient.id;
  if (/^(egg|duck-egg)$/.test(id))
    return `Boil the ${name} for 8 minutes, then cool in cold water, peel and quarter`;
  if (/^(chicken-breast|turkey-breast)$/.test(id)) {
    return `Season the ${name} and cook in a hot griddle or frying pan for 12 minutes, turning once, until cooked through; rest, then slice`;
  }
  if (/^(halloumi|paneer)$/.test(id))
    return `Slice the ${name} and fry in a dry pan for 4 minutes, turning once, until golden`;
  if (/^(prawn|frozen-prawns)$/.test(id))
    return `Cook the ${name} in a hot pan with a little oil for ${fromFrozen(item.ingredient) ? 5 : 3} minutes, until pink`;
  // A steak salad: seared hot, left pink, rested and sliced thinly over the leaves.
  if (/^(steak|rump-steak|sirloin-steak|ribeye-steak|fillet-steak)$/.test(id)) {
    return `Season the ${name} and sear in a very hot pan for 6 minutes, turning once, until browned outside and still pink in the middle; rest, then slice thinly`;
  }
  if (/^(lamb-chop|salmon|tofu)$/.test(id)) {
    return `Cook the ${name} in a hot pan with a little oil for 8 minutes, turning once, ${cookPhrase(item.ingredient) ?? 'until golden'}`;
  }
  if (alreadyCooked(item.ingredient) || isCheese(item.ingredient)) {
    const prep = prepPhrase(item.ingredient, name);
    if (prep) return capitalise(prep);
  }
  if (item.ingredient.aisle === 'canned') return `Drain the ${name}`;
  // Raw meat, fish or eggs are never torn onto a salad: cooked first, whatever the food.
  if (mustCookThrough(item.ingredient)) {
    const cook = panCook(item.ingredient);
    return `Cook the ${name} in a hot pan with a little oil for ${Math.max(cook.minutes, 3)} minutes, turning, ${cook.until}; slice or break into bite-sized pieces`;
  }
  return `Tear or slice the ${name} into bite-sized pieces`;
}

/** Minutes in boiling salted water for what a salad boils: green beans just tender, potatoes through. */
const BOIL_MINUTES: Readonly<Record<string, number>> = {
  'green-bean': 4,
  'new-potato': 15,
  potato: 15,
};

function steps(dish: Dish) {
  const meat = one(dish, 'protein');
  const leaves = inSlots(dish, 'leaves');
  const veg = inSlots(dish, 'veg');
  const boiled = inSlots(dish, 'boiled');
  const dressing = inSlots(dish, 'fat', 'acid', 'mustard', 'spice', 'salt', 'pepper');
  const toFinish = inSlots(dish, 'topping', 'herb');
  return drafts(
    meat && `${saladProtein(meat)}.`,
    boiled.length > 0 &&
      sentences(
        prepVegetables(boiled, 'into bite-sized chunks'),
        `cook ${the(boiled)} in boiling salted water for ${Math.max(...boiled.map((item) => BOIL_MINUTES[item.ingredient.id] ?? 10))} minutes, until ${boiled.every((item) => item.ingredient.id === 'green-bean') ? 'just tender but still bright green' : 'tender'}, then drain and cool under cold water`,
      ),
    `Whisk together ${the(dressing)} in a large salad bowl.`,
    sentences(prepVegetables(veg, 'into bite-sized pieces')),
    `Add ${the([...leaves, ...veg, ...boiled])} to the bowl and toss gently in the dressing.`,
    sentences(
      meat ? `top with the ${nameOf(meat)}` : 'pile onto plates',
      toFinish.length > 0 && `scatter over ${the(toFinish)}`,
    ),
  );
}

export const salad: Archetype = {
  id: 'salad',
  mealTypes: ['lunch', 'dinner'],
  prepMinutes: 10,
  slots: [
    { id: 'leaves', kind: 'vegetable', options: LEAVES, min: 1, grams: 40 },
    { id: 'veg', kind: 'vegetable', options: SALAD_VEG, min: 2, max: 3, grams: 130 },
    oil,
    salt,
    pepper,
    topping,
    softHerb('parsley', 'basil', 'mint', 'chives', 'dill', 'coriander'),
  ],
  flavours: [
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        protein(['feta', 'chickpeas', 'chicken-breast', 'halloumi', 'cooked-prawn', 'tuna']),
        acid(['red-wine-vinegar', 'lemon-juice', 'white-wine-vinegar']),
        optional('spice', ['dried-oregano']),
      ],
    },
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        protein([
          ...['mozzarella', 'cannellini-beans', 'chicken-breast', 'prosciutto', 'tuna', 'borlotti-beans'],
          ...['cooked-beef', 'cooked-chicken'],
        ]),
        acid(['balsamic-vinegar', 'red-wine-vinegar', 'lemon-juice']),
        softHerb('basil', 'parsley', 'rocket'),
      ],
    },
    {
      id: 'french',
      cuisine: 'french',
      slots: [
        protein([
          'tuna',
          'egg',
          'smoked-mackerel',
          'chicken-breast',
          'goats-cheese',
          'tinned-salmon',
          'butter-beans',
          'cooked-beef',
          'cooked-chicken',
          // A warm salad of fish fillets pan-fried and broken over the potatoes and leaves.
          ...['mackerel', 'trout', 'salmon'],
          ...['rump-steak', 'steak'],
        ]),
        acid(['white-wine-vinegar', 'red-wine-vinegar', 'cider-vinegar', 'lemon-juice']),
        {
          id: 'mustard',
          kind: 'flavour',
          options: ['dijon-mustard', 'wholegrain-mustard'],
          min: 1,
          skippable: true,
        },
        optional('boiled', ['new-potato', 'green-bean', 'potato'], 'vegetable', 80),
      ],
    },
    {
      id: 'middle-eastern',
      cuisine: 'middle-eastern',
      slots: [
        protein(['halloumi', 'chickpeas', 'chicken-breast', 'feta', 'lamb-chop']),
        acid(['lemon-juice', 'pomegranate-molasses', 'red-wine-vinegar']),
        optional('spice', ['sumac', 'zaatar', 'ground-cumin']),
        softHerb('mint', 'parsley', 'coriander'),
      ],
    },
  ],
  title: (dish) => `${headline(dish, ['protein'], ['veg', 'boiled'], 3)} salad`,
  description: (dish) =>
    `A big, fresh salad of ${listOf(inSlots(dish, 'protein', 'veg'))} with a sharp dressing.`,
  steps,
};
