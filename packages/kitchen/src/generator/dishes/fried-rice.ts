import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panCook, starchStep } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  distinctTitleNames,
  drafts,
  headline,
  inSlots,
  joinWords,
  minutesOf,
  nameOf,
  one,
  sentences,
  the,
  wedges,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, heat, optional, softHerb, wokOil } from '../slots.ts';

function title(dish: Dish): string {
  const protein = one(dish, 'protein');
  const veg = inSlots(dish, 'veg').slice(0, protein ? 1 : 2);
  const vegWords = joinWords(distinctTitleNames(veg));
  const style = dish.flavour.id === 'thai' && holds(dish, 'thai') ? 'Thai-style ' : '';
  if (dish.flavour.id === 'korean') return `Kimchi fried rice${vegWords ? ` with ${vegWords}` : ''}`;
  if (protein) return `${style}${headline(dish, ['protein'], ['veg'], 2)} fried rice`;
  if (one(dish, 'egg')) return `${style}egg fried rice${vegWords ? ` with ${vegWords}` : ''}`;
  return `${style}${vegWords} fried rice`;
}

function steps(dish: Dish) {
  const rice = one(dish, 'rice');
  const egg = one(dish, 'egg');
  const protein = one(dish, 'protein');
  const oil = inSlots(dish, 'fat');
  const veg = inSlots(dish, 'veg', 'kimchi');
  const aromatics = inSlots(dish, 'garlic', 'ginger', 'heat');
  const sauces = inSlots(dish, 'sauce', 'sauce2', 'finish');
  const toFinish = inSlots(dish, 'spring', 'herb');
  const lime = inSlots(dish, 'lime');
  const cook = protein && panCook(protein.ingredient);
  // Cooked prawns, ham or leftover meat only want heating through: they go in with the rice.
  const warmed = protein !== undefined && cook !== undefined && cook.minutes <= WARMED_MINUTES;
  const fried = Boolean(protein && cook && !warmed);
  const cooked = rice?.ingredient.id === 'microwave-rice';
  const setAside = [egg && 'the eggs', fried && protein && `the ${nameOf(protein)}`];
  const returned = joinWords(setAside.filter((part): part is string => Boolean(part)));
  return drafts(
    rice &&
      !cooked &&
      sentences(
        starchStep(rice),
        'spread it out on a large tray and leave it to cool and steam dry while you get everything else ready, so the grains stay separate in the wok',
      ),
    sentences(
      rice && cooked && `break up the ${nameOf(rice)} with your fingers`,
      egg && `beat the ${nameOf(egg)}`,
      protein && cook?.prep(nameOf(protein)),
      prepVegetables(veg, 'into small pieces'),
      aromatics.length > 0 && `finely chop ${the(aromatics)}`,
    ),
    egg &&
      `Heat a little of ${the(oil)} in a wok over a high heat, pour in the eggs and scramble for 1 minute, until just set; tip out onto a plate.`,
    fried &&
      protein &&
      cook &&
      `${egg ? `Add a little more of ${the(oil)}` : `Heat a little of ${the(oil)} in a wok over a high heat`} and stir-fry the ${nameOf(protein)} for ${minutesOf(cook.minutes)}, ${cook.until}; tip out onto a plate.`,
    `Add ${egg || fried ? `the rest of ${the(oil)}` : the(oil)}${aromatics.length > 0 ? `, ${the(aromatics)} and ` : ' and '}${the(veg)}, and stir-fry for 3 minutes.`,
    `Add the rice${warmed && protein && cook && cook.minutes > 0 ? ` and the ${nameOf(protein)}` : ''} and stir-fry for 4 minutes, pressing it against the hot wok, until piping hot.`,
    sentences(
      returned && `return ${returned} to the wok`,
      protein && cook?.minutes === 0 && `add the ${nameOf(protein)}`,
      `toss with ${the(sauces)}`,
      toFinish.length > 0 && `scatter over ${the(toFinish)}${lime.length > 0 ? '' : ' to serve'}`,
      lime.length > 0 && `serve with ${wedges(lime)}`,
    ),
  );
}

/** A protein that cooks in this many minutes or less is only heated through, with the rice. */
const WARMED_MINUTES = 2;

/** Vegetables for the rice: from the cook's fridge first, one bought when there are none. */
const VEG: Slot = {
  id: 'veg',
  kind: 'vegetable',
  options: [
    ...[
      'frozen-peas',
      'carrot',
      'frozen-sweetcorn',
      'red-pepper',
      'frozen-mixed-veg',
      'pak-choi',
      'bean-sprout',
    ],
    ...['mushroom', 'green-bean', 'cabbage', 'kale', 'broccoli', 'tinned-sweetcorn', 'courgette', 'spinach'],
    ...['mangetout', 'edamame', 'pea', 'spring-greens', 'chinese-cabbage'],
  ],
  min: 1,
  max: 3,
  grams: 110,
};

export const friedRice: Archetype = {
  id: 'fried-rice',
  mealTypes: ['dinner', 'lunch'],
  // Breaking up the rice and beating the eggs; raw rice cooks first, while the rest is prepared.
  prepMinutes: 5,
  avoid: ['dairy'],
  tags: ['family-friendly', 'uses-leftovers'],
  slots: [
    {
      id: 'rice',
      kind: 'starch',
      options: ['microwave-rice', 'rice', 'jasmine-rice', 'basmati-rice'],
      min: 1,
      grams: 75,
      // Fried rice is what a cook makes of the rice they have, never a reason to buy a pouch of it.
      pantryOnly: true,
    },
    { id: 'egg', kind: 'protein', options: ['egg'], min: 1, skippable: true, grams: 50 },
    {
      id: 'protein',
      kind: 'protein',
      options: [
        ...[
          'ham',
          'cooked-prawn',
          'chicken-breast',
          'prawn',
          'bacon',
          'tofu',
          'chicken-thigh',
          'frozen-prawns',
        ],
        ...['smoked-sausage', 'chorizo', 'pork-tenderloin', 'edamame', 'minced-pork', 'pork-belly'],
        ...['cooked-chicken', 'cooked-beef', 'crab'],
      ],
      min: 0,
      max: 1,
      grams: 80,
    },
    VEG,
    garlic,
    optional('ginger', ['ginger']),
    heat,
    wokOil,
    optional('spring', ['spring-onion']),
  ],
  flavours: [
    {
      id: 'chinese',
      cuisine: 'chinese',
      slots: [
        {
          id: 'sauce',
          kind: 'flavour',
          options: ['soy-sauce', 'tamari', 'coconut-aminos'],
          min: 1,
          usual: 0.75,
        },
        optional('finish', ['sesame-oil']),
      ],
    },
    {
      id: 'thai',
      cuisine: 'thai',
      slots: [
        { id: 'sauce', kind: 'flavour', options: ['fish-sauce', 'soy-sauce', 'tamari'], min: 1, usual: 0.75 },
        optional('lime', ['lime']),
        softHerb('coriander', 'thai-basil'),
      ],
    },
    {
      id: 'korean',
      cuisine: 'korean',
      hot: true,
      slots: [
        // The kimchi is the vegetable: others go in only from the cook's fridge.
        { ...VEG, min: 0 },
        // Kimchi is weighed as a preserve (a third of its grams): 170 g here is 60 g a serving.
        { id: 'kimchi', kind: 'vegetable', options: ['kimchi'], min: 1, grams: 170 },
        { id: 'sauce', kind: 'flavour', options: ['soy-sauce', 'tamari'], min: 1, usual: 0.75 },
        optional('sauce2', ['gochujang']),
        optional('finish', ['sesame-oil', 'sesame-seeds']),
      ],
    },
  ],
  title,
  description: (dish) => {
    const what = joinWords(inSlots(dish, 'egg', 'protein', 'veg', 'kimchi').map(nameOf));
    // Only rice already cooked is leftover rice; rice cooked for the dish is cooled and dried first.
    const rice = one(dish, 'rice');
    if (rice?.ingredient.id === 'microwave-rice' && !rice.fromPantry)
      return `Ready-cooked rice fried hard in a hot wok with ${what}.`;
    return rice?.ingredient.id === 'microwave-rice'
      ? `Cold rice fried hard in a hot wok with ${what}: the best thing to do with leftover rice.`
      : `Rice cooked and cooled on a tray, then fried hard in a hot wok with ${what}.`;
  },
  steps,
};
