import type { Archetype, Dish, Slot } from '../archetype.ts';
import { headline, inSlots, listOf, one } from '../dish-words.ts';
import { garlic, optional, pepper, salt, softHerb } from '../slots.ts';
import { onToastSteps } from './on-toast-steps.ts';

const slot = (
  id: string,
  kind: Slot['kind'],
  options: string[],
  grams: number,
  min = 1,
  max = min,
): Slot => ({
  id,
  kind,
  options,
  min,
  max,
  grams,
});

function title(dish: Dish): string {
  const words = headline(dish, ['main'], ['extra', 'dairy'], 3);
  if (dish.flavour.id === 'beans') return one(dish, 'extra') ? 'Cheesy beans on toast' : 'Beans on toast';
  if (dish.flavour.id === 'eggs') {
    const extra = headline(dish, [], ['extra'], 1);
    return extra ? `Scrambled eggs with ${extra} on toast` : 'Scrambled eggs on toast';
  }
  return `${words} on toast`;
}

export const onToast: Archetype = {
  id: 'on-toast',
  mealTypes: ['breakfast', 'lunch', 'snack'],
  prepMinutes: 5,
  tags: ['family-friendly'],
  slots: [
    slot('bread', 'starch', ['sourdough', 'bread', 'wholemeal-bread', 'rye-bread', 'bagel', 'ciabatta'], 60),
    { id: 'fat', kind: 'fat', options: ['olive-oil', 'butter'], min: 1 },
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'mushroom',
      cuisine: 'british',
      slots: [
        slot(
          'main',
          'vegetable',
          ['mushroom', 'chestnut-mushroom', 'portobello-mushroom', 'oyster-mushroom'],
          120,
        ),
        slot('extra', 'vegetable', ['spinach', 'kale', 'cherry-tomato'], 40, 0),
        { ...garlic, min: 0, max: 1 },
        slot('dairy', 'dairy', ['creme-fraiche', 'goats-cheese', 'parmesan', 'cheddar'], 20, 0),
        softHerb('thyme', 'parsley', 'chives', 'tarragon'),
      ],
    },
    {
      id: 'avocado',
      cuisine: 'american',
      slots: [
        slot('main', 'vegetable', ['avocado'], 80),
        { id: 'acid', kind: 'flavour', options: ['lime', 'lemon', 'lemon-juice'], min: 1, skippable: true },
        slot(
          'extra',
          'flavour',
          ['egg', 'cherry-tomato', 'feta', 'smoked-salmon', 'radish', 'tomato'],
          50,
          0,
          2,
        ),
        optional('heat', ['chilli-flakes', 'chilli']),
        { id: 'fat', kind: 'fat', options: ['olive-oil'], min: 1 },
        softHerb('coriander', 'chives', 'basil'),
      ],
    },
    {
      id: 'beans',
      cuisine: 'british',
      slots: [
        slot('main', 'protein', ['baked-beans'], 150),
        slot('extra', 'dairy', ['cheddar'], 25, 0),
        { id: 'fat', kind: 'fat', options: ['butter', 'margarine'], min: 0, max: 1 },
        optional('sauce', ['worcestershire-sauce', 'brown-sauce', 'hot-sauce']),
      ],
    },
    {
      id: 'tomato',
      cuisine: 'italian',
      slots: [
        slot('main', 'vegetable', ['tomato', 'cherry-tomato'], 130),
        { ...garlic, min: 0, max: 1 },
        slot('extra', 'dairy', ['mozzarella', 'ricotta', 'goats-cheese', 'feta', 'prosciutto'], 40, 0),
        optional('acid', ['balsamic-vinegar', 'red-wine-vinegar']),
        { id: 'fat', kind: 'fat', options: ['olive-oil'], min: 1 },
        softHerb('basil', 'parsley', 'oregano'),
      ],
    },
    {
      id: 'eggs',
      cuisine: 'british',
      slots: [
        slot('main', 'protein', ['egg'], 100),
        { id: 'fat', kind: 'fat', options: ['butter', 'olive-oil'], min: 1 },
        slot('extra', 'flavour', ['smoked-salmon', 'spinach', 'ham', 'cherry-tomato'], 40, 0),
        softHerb('chives', 'parsley', 'dill'),
      ],
    },
  ],
  title,
  description: (dish) =>
    `Something good on toast, in minutes: ${listOf(inSlots(dish, 'main', 'extra', 'dairy'))} on ${listOf(inSlots(dish, 'bread'))}.`,
  steps: onToastSteps,
};
