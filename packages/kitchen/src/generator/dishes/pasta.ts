import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panCook, starchStep, vegInPan } from '../cooking.ts';
import { alongside, drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, PASTA, pepper, salt, softHerb } from '../slots.ts';

const VEG = [
  ...['courgette', 'mushroom', 'spinach', 'cherry-tomato', 'broccoli', 'red-pepper', 'frozen-peas', 'kale'],
  ...['asparagus', 'leek', 'aubergine', 'tenderstem-broccoli', 'roasted-peppers', 'sun-dried-tomatoes'],
  ...['artichoke-hearts', 'butternut-squash', 'green-bean', 'rocket', 'chestnut-mushroom', 'black-olives'],
  ...['yellow-pepper', 'frozen-spinach', 'pea', 'spring-greens', 'fennel'],
];

const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 0,
  max: 1,
  grams: 100,
});
const sauce = (options: string[], kind: Slot['kind'], grams: number): Slot => ({
  id: 'sauce',
  kind,
  options,
  min: 1,
  grams,
});

/** Leaves and ready things go in at the end with the pasta. */
const LATE = new Set(['spinach', 'rocket', 'frozen-spinach', 'black-olives', 'sun-dried-tomatoes']);

function steps(dish: Dish) {
  const pasta = one(dish, 'pasta');
  const meat = one(dish, 'protein');
  const cook = meat && panCook(meat.ingredient);
  const fried = meat && cook && cook.minutes > 0 ? meat : undefined;
  const tossed = meat && !fried ? meat : undefined;
  const veg = inSlots(dish, 'veg');
  const late = veg.filter((item) => LATE.has(item.ingredient.id));
  const cooked = veg.filter((item) => !late.includes(item));
  const inPan = vegInPan(cooked, false);
  const sauce = one(dish, 'sauce');
  const tomato = sauce?.ingredient.aisle === 'canned' || sauce?.ingredient.id === 'passata';
  const pesto = sauce?.ingredient.id === 'pesto' ? sauce : undefined;
  const aromatics = inSlots(dish, 'garlic', 'heat');
  const tossedIn = [...late, ...(tossed ? [tossed] : []), ...(pesto ? [pesto] : [])];
  const pan = `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan`;
  const finish = inSlots(dish, 'cheese', 'herb');
  return drafts(
    pasta && alongside(`${starchStep(pasta)}.`),
    sentences(
      fried && cook?.prep(nameOf(fried)),
      tossed && cook?.prep(nameOf(tossed)),
      prepVegetables(veg, 'into bite-sized pieces'),
      inSlots(dish, 'garlic').length > 0 && `thinly slice ${the(inSlots(dish, 'garlic'))}`,
    ),
    fried && cook && `${pan} and cook the ${nameOf(fried)} for ${cook.minutes} minutes, ${cook.until}.`,
    cooked.length > 0 &&
      `${fried ? 'Add' : `${pan} and add`} ${the(cooked)} and cook for ${inPan.minutes} minutes, ${inPan.until}.`,
    !fried && cooked.length === 0 && `${pan} over a low heat.`,
    aromatics.length > 0 && `Add ${the(aromatics)} and cook for 1 minute.`,
    sauce && tomato && `Add ${the([sauce])} and simmer for 8 minutes, until thickened.`,
    sauce && !tomato && !pesto && `Stir in ${the([sauce])} and let it bubble for a moment.`,
    sentences(
      `toss in the pasta${tossedIn.length > 0 ? ` with ${the(tossedIn)} and` : ' with'} a splash of the cooking water until glossy`,
      `season with ${the(inSlots(dish, 'salt', 'pepper', 'lemon'))}`,
    ),
    finish.length > 0 && `Serve scattered with ${the(finish)}.`,
  );
}

function title(dish: Dish): string {
  const pasta = one(dish, 'pasta');
  const shape =
    pasta && /^(spaghetti|penne|fusilli|linguine|orzo|gnocchi)$/.test(pasta.ingredient.id)
      ? pasta.ingredient.name
      : 'pasta';
  const words = headline(dish, ['protein'], ['veg'], 2);
  if (dish.flavour.id === 'creamy') return `Creamy ${words} ${shape}`;
  if (dish.flavour.id === 'pesto') return `Pesto ${shape} with ${words}`;
  if (dish.flavour.id === 'garlic-oil') return `Garlicky ${words} ${shape}`;
  return /tomato/.test(words) ? `${words} ${shape}` : `${words} ${shape} with tomato sauce`;
}

export const pasta: Archetype = {
  id: 'pasta',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 8,
  tags: ['family-friendly'],
  slots: [
    { id: 'pasta', kind: 'starch', options: PASTA, min: 1, grams: 85 },
    { id: 'protein', kind: 'protein', options: [], min: 0 },
    { id: 'veg', kind: 'vegetable', options: VEG, min: 1, max: 3, grams: 130 },
    garlic,
    optional('heat', ['chilli-flakes', 'chilli']),
    optional('cheese', ['parmesan', 'pecorino'], 'dairy', 20),
    oil,
    salt,
    pepper,
    softHerb('basil', 'parsley'),
  ],
  flavours: [
    {
      id: 'tomato',
      cuisine: 'italian',
      slots: [
        sauce(['chopped-tomatoes', 'passata', 'crushed-tomatoes', 'pasta-sauce'], 'vegetable', 130),
        protein([
          ...['bacon', 'pancetta', 'sausage', 'chorizo', 'minced-beef', 'tuna', 'chicken-breast'],
          ...['cannellini-beans', 'prawn', 'lean-minced-beef', 'minced-pork', 'borlotti-beans'],
        ]),
      ],
    },
    {
      id: 'creamy',
      cuisine: 'italian',
      slots: [
        sauce(
          ['creme-fraiche', 'cream-cheese', 'double-cream', 'single-cream', 'mascarpone', 'ricotta'],
          'dairy',
          50,
        ),
        protein([
          'bacon',
          'pancetta',
          'chicken-breast',
          'smoked-salmon',
          'ham',
          'salmon',
          'prawn',
          'cooked-prawn',
        ]),
        optional('lemon', ['lemon']),
        softHerb('parsley', 'chives', 'basil', 'dill'),
      ],
    },
    {
      id: 'pesto',
      cuisine: 'italian',
      slots: [
        { id: 'sauce', kind: 'flavour', options: ['pesto'], min: 1 },
        protein(['chicken-breast', 'prawn', 'cannellini-beans', 'bacon', 'cooked-prawn', 'butter-beans']),
      ],
    },
    {
      id: 'garlic-oil',
      cuisine: 'italian',
      slots: [
        { ...garlic, skippable: false },
        protein(['prawn', 'tuna', 'cooked-prawn', 'chickpeas', 'cannellini-beans']),
        optional('lemon', ['lemon']),
      ],
    },
  ],
  title,
  description: (dish) =>
    `Weeknight pasta with ${listOf(inSlots(dish, 'protein', 'veg'))}, on the table in about half an hour.`,
  steps,
};
