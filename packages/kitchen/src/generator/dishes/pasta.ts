import { stepDurations } from '../../recipe-timers.ts';
import type { Archetype, Dish, DishItem, Slot, StepDraft } from '../archetype.ts';
import { panCook, panTiming, starchCook, starchStep, vegStages } from '../cooking.ts';
import {
  headline,
  inSlots,
  isAre,
  listOf,
  meanwhile,
  minutesOf,
  nameOf,
  one,
  sentences,
  softenMinutes,
  squeezed,
  the,
} from '../dish-words.ts';
import { cookPhrase } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import {
  FRESH_TOMATO,
  garlic,
  oil,
  optional,
  PASTA,
  pepper,
  salt,
  softHerb,
  TOMATO_SAUCE,
} from '../slots.ts';

const VEG = [
  ...['courgette', 'mushroom', 'spinach', 'cherry-tomato', 'broccoli', 'red-pepper', 'frozen-peas', 'kale'],
  ...['asparagus', 'leek', 'aubergine', 'tenderstem-broccoli', 'roasted-peppers', 'sun-dried-tomatoes'],
  ...['artichoke-hearts', 'butternut-squash', 'green-bean', 'rocket', 'chestnut-mushroom', 'black-olives'],
  ...['yellow-pepper', 'frozen-spinach', 'pea', 'spring-greens', 'fennel'],
  // Roast vegetables left from yesterday, warmed through in the sauce.
  'cooked-vegetables',
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

/** Green vegetables that cook with the pasta for its last minutes when the sauce is a simmered tomato one. */
const IN_PASTA_WATER = /broccoli|^(green-bean|asparagus|frozen-peas|pea|kale|spring-greens)$/;

/** Minutes a step names (at most one duration each): what the sauce takes from that step to the end. */
const stepMinutes = (step: string) =>
  step ? stepDurations(step).reduce((sum, each) => sum + each.seconds / 60, 0) : 0;

/** Minutes drained pasta can wait for its sauce (with a splash of its water) and still be good. */
const PASTA_WAITS = 2;

/**
 * The sauce's steps with the pasta put on where it will be ready when the sauce is: as late as it can go
 * while it is drained no more than a couple of minutes before the sauce is done.
 */
function withPasta(
  sauce: readonly (string | false | undefined)[],
  pasta: DishItem | undefined,
  boiled: readonly DishItem[],
): StepDraft[] {
  const steps = sauce.filter((step): step is string => Boolean(step));
  if (!pasta) return steps;
  const minutes = starchCook(pasta.ingredient).minutes;
  const remaining = (from: number) => steps.slice(from).reduce((sum, step) => sum + stepMinutes(step), 0);
  let at = 1;
  while (at < steps.length - 1 && remaining(at) > minutes + PASTA_WAITS) at += 1;
  const text = starchStep(pasta).replace(
    /until al dente/,
    boiled.length > 0 ? `until al dente, adding ${the(boiled)} for the last four minutes` : 'until al dente',
  );
  const step =
    at > 1 ? meanwhile(`Meanwhile, ${text.charAt(0).toLowerCase()}${text.slice(1)}.`) : meanwhile(`${text}.`);
  return [...steps.slice(0, at), step, ...steps.slice(at)];
}

function steps(dish: Dish) {
  const pasta = one(dish, 'pasta');
  const meat = one(dish, 'protein');
  const cook = meat && panCook(meat.ingredient);
  const timing = meat && panTiming(meat.ingredient);
  // Bacon, sausage and mince brown first and stay; chicken is fried, lifted out and returned at the end;
  // prawns and fish cook in the finished sauce for their few minutes; tuna and smoked salmon are tossed in.
  const fried = meat && cook && (timing === 'first' || timing === 'lifted') ? meat : undefined;
  const lifted = fried && timing === 'lifted' ? fried : undefined;
  const late = meat && cook && timing === 'late' ? meat : undefined;
  const tossed = meat && timing === 'stirred' ? meat : undefined;
  const veg = inSlots(dish, 'veg');
  const leaves = veg.filter((item) => LATE.has(item.ingredient.id));
  const sauce = one(dish, 'sauce');
  // The cook's fresh tomatoes cook down into the sauce; a tin or a carton only needs to thicken.
  const fresh = sauce && FRESH_TOMATO.has(sauce.ingredient.id) ? sauce : undefined;
  const tomato = sauce?.ingredient.aisle === 'canned' || sauce?.ingredient.id === 'passata' || Boolean(fresh);
  // Green vegetables would go grey in a tomato sauce's simmer: they cook in the pasta water instead.
  const boiled =
    tomato && pasta && starchCook(pasta.ingredient).minutes > 5
      ? veg.filter((item) => IN_PASTA_WATER.test(item.ingredient.id))
      : [];
  const onion = inSlots(dish, 'onion');
  const cooked = veg.filter((item) => !leaves.includes(item) && !boiled.includes(item));
  const stages = vegStages(cooked, false);
  const pesto = sauce?.ingredient.id === 'pesto' ? sauce : undefined;
  const aromatics = inSlots(dish, 'garlic', 'heat');
  const tossedIn = [
    ...(lifted ? [lifted] : []),
    ...leaves,
    ...(tossed ? [tossed] : []),
    ...(pesto ? [pesto] : []),
  ];
  const pan = `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan`;
  const finish = inSlots(dish, 'cheese', 'herb');
  const simmering = Boolean(sauce && !pesto);
  const sauceSteps = [
    sentences(
      meat && cook?.prep(nameOf(meat)),
      onion.length > 0 && `finely chop ${the(onion)}`,
      prepVegetables([...veg, ...(fresh ? [fresh] : [])], 'into bite-sized pieces'),
      inSlots(dish, 'garlic').length > 0 && `thinly slice ${the(inSlots(dish, 'garlic'))}`,
    ),
    fried &&
      cook &&
      `${pan} and cook the ${nameOf(fried)} for ${minutesOf(cook.minutes)}, ${cook.until}${lifted ? '; lift out onto a plate' : ''}.`,
    onion.length > 0 &&
      `${fried ? 'Add' : `${pan} and add`} ${the(onion)} and cook for ${softenMinutes(onion)} minutes, until soft.`,
    ...stages.map(
      (stage, index) =>
        `${fried || onion.length > 0 || index > 0 ? 'Add' : `${pan} and add`} ${the(stage.items)} and cook for ${stage.minutes} minutes, ${stage.until}.`,
    ),
    !fried && onion.length === 0 && stages.length === 0 && `${pan} over a low heat.`,
    aromatics.length > 0 && `Add ${the(aromatics)} and cook for 1 minute.`,
    sauce &&
      tomato &&
      (fresh
        ? `Add ${the([sauce])} and cook for 10 minutes, stirring now and then, until they break down into a sauce.`
        : `Add ${the([sauce])} and simmer for 8 minutes, until thickened.`),
    sauce && !tomato && !pesto && `Stir in ${the([sauce])} and let it bubble for a moment.`,
    late &&
      cook &&
      `Add the ${nameOf(late)} and ${simmering ? 'simmer' : 'cook'} for ${minutesOf(cook.minutes)}, ${
        cookPhrase(late.ingredient, simmering ? 'simmer' : 'fry') ?? cook.until
      }.`,
    sentences(
      `toss in the pasta${boiled.length > 0 ? ` and ${the(boiled).replace(/^the /, '')}` : ''}${tossedIn.length > 0 ? ` with ${the(tossedIn)} and` : ' with'} a splash of the cooking water${lifted ? ` until glossy and the ${nameOf(lifted)} ${isAre(lifted)} hot through` : ' until glossy'}`,
      `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
      squeezed(inSlots(dish, 'lemon'), 'in'),
    ),
    finish.length > 0 && `Serve scattered with ${the(finish)}.`,
  ];
  return withPasta(sauceSteps, pasta, boiled);
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
        sauce([...TOMATO_SAUCE.slice(0, 3), 'pasta-sauce', ...FRESH_TOMATO], 'vegetable', 130),
        // A tomato sauce starts from a softened onion when the cook has one; none is bought for it.
        optional('onion', ['onion', 'red-onion', 'shallot'], 'vegetable', 40),
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
        protein(['prawn', 'tuna', 'cooked-prawn', 'crab', 'chickpeas', 'cannellini-beans']),
        optional('lemon', ['lemon']),
      ],
    },
  ],
  title,
  description: (dish) =>
    `Weeknight pasta with ${listOf(inSlots(dish, 'protein', 'veg'))}, on the table in about half an hour.`,
  steps,
};
