import type { Archetype, Dish, Slot } from '../archetype.ts';
import { roastMinutes } from '../cooking.ts';
import { drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import { cookPhrase, fromFrozen, mustCookThrough } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, pepper, ROAST_VEG, salt, softHerb } from '../slots.ts';

/** The vegetables' time in a 200 °C oven; a protein that needs less goes in part-way through. */
const VEG_MINUTES = 35;

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

function steps(dish: Dish) {
  const meat = one(dish, 'protein');
  const veg = inSlots(dish, 'veg');
  const minutes = meat ? roastMinutes(meat.ingredient) : VEG_MINUTES;
  const together = minutes >= VEG_MINUTES;
  const seasoned = inSlots(dish, 'fat', 'garlic', 'seasoning', 'heat', 'salt', 'pepper');
  const finish = inSlots(dish, 'lemon', 'finish', 'herb');
  const proteinName = meat ? `the ${nameOf(meat)}` : '';
  const first = together && meat ? [...veg, meat] : veg;
  return drafts(
    sentences(
      'heat the oven to 200°C (180°C fan)',
      prepVegetables(veg, 'into large chunks'),
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
    ),
    `Toss ${the(first)} in a large roasting tin with ${the(seasoned)}, spreading everything out in one layer.`,
    together
      ? `Roast for ${minutes} minutes, turning halfway, ${meat && mustCookThrough(meat.ingredient) ? 'until everything is cooked through and golden' : 'until golden and tender'}.`
      : `Roast for ${VEG_MINUTES - minutes} minutes, until the vegetables start to colour.`,
    !together &&
      meat &&
      `Turn the vegetables, nestle in ${proteinName}, brushed with the oil from the tin, and roast for ${minutes} minutes more${fromFrozen(meat.ingredient) ? ' (from frozen, if they are)' : ''}, ${cookPhrase(meat.ingredient, 'roast') ?? 'until hot through'}.`,
    finish.length > 0 && `Finish with ${the(finish)} and serve from the tin.`,
  );
}

export const trayBake: Archetype = {
  id: 'tray-bake',
  mealTypes: ['dinner'],
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
        seasoning(['rosemary', 'thyme', 'dried-thyme', 'dried-rosemary', 'mixed-herbs']),
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
