import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { roastVegMinutes, starchStep } from '../cooking.ts';
import { alongside, drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { LEAVES, oil, optional, pepper, ROAST_VEG, SALAD_VEG, salt, softHerb, topping } from '../slots.ts';
import { saladProtein } from './salad.ts';

const GRAINS = [
  ...['quinoa', 'bulgur', 'couscous', 'brown-rice', 'rice', 'microwave-rice', 'pearl-barley'],
  ...['basmati-rice', 'wild-rice', 'buckwheat', 'millet'],
];

/**
 * A bowl is built around the cook's own protein: never a trip for tofu or prawns to top some rice, and
 * never boiled eggs on rice, which no cook calls a bowl.
 */
const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  pantryOnly: true,
  grams: 120,
});
const dressing = (id: string, options: string[]): Slot => ({
  id,
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});
/** Roast vegetables that top a bowl of grain: not a second starch (potatoes) or a plain onion to headline it. */
const BOWL_ROAST_VEG = ROAST_VEG.filter((id) => !/potato|^onion$|^leek$|swede|celeriac/.test(id));

const grain = (options: string[]): Slot => ({ id: 'grain', kind: 'starch', options, min: 1, grams: 65 });

/** Vegetables that soak up oil as they roast. */
const THIRSTY = /^aubergine$|mushroom/;

/** Tinned beans and chickpeas, which warm through with the spice. */
const isBeans = (item: DishItem | undefined) =>
  item !== undefined && item.ingredient.aisle === 'canned' && !item.ingredient.diet.fish;

/** Beans and chickpeas warm through with the spice; everything else as for a salad. */
function bowlProtein(item: DishItem, spice: DishItem | undefined): string {
  if (isBeans(item)) {
    const spiced = spice ? ` with the ${nameOf(spice)}` : '';
    return `Drain the ${nameOf(item)} and warm in a small pan${spiced} for 3 minutes.`;
  }
  if (item.ingredient.id === 'edamame')
    return `Cook the ${nameOf(item)} in boiling water for 3 minutes, then drain.`;
  return `${saladProtein(item)}.`;
}

function steps(dish: Dish) {
  const grainItem = one(dish, 'grain');
  const meat = one(dish, 'protein');
  const spice = one(dish, 'spice');
  const roast = inSlots(dish, 'roast');
  const fresh = inSlots(dish, 'fresh');
  const dressingItems = inSlots(dish, 'dressing', 'acid', 'sweet', ...(isBeans(meat) ? [] : ['spice']));
  const toFinish = inSlots(dish, 'extra', 'topping', 'herb');
  const oil = inSlots(dish, 'fat');
  const whisked = [...dressingItems, ...inSlots(dish, 'salt', 'pepper')];
  // Each roast vegetable its own time: beetroot first, broccoli or asparagus only for its last minutes.
  const minutes = (item: DishItem) => roastVegMinutes(item.ingredient);
  const longest = Math.max(0, ...roast.map(minutes));
  const first = roast.filter((item) => longest - minutes(item) < 10);
  const later = roast.filter((item) => !first.includes(item));
  // Aubergine and mushrooms drink oil: they take most of it, the dressing the rest.
  const share = roast.some((item) => THIRSTY.test(item.ingredient.id)) ? 'most' : 'half';
  return drafts(
    grainItem && alongside(`${starchStep(grainItem)}.`),
    roast.length > 0 &&
      alongside(
        `Heat the oven to 200°C (180°C fan), ${prepVegetables(roast, 'into 3 cm chunks')}, toss ${the(first)} with ${share} of ${the(oil)} and roast for ${longest} minutes, until tender.`,
      ),
    later.length > 0 &&
      alongside(
        `Add ${the(later)} to the tin for the last ${Math.max(...later.map(minutes))} minutes, turning ${later.length > 1 || later[0]?.plural ? 'them' : 'it'} in the oil.`,
      ),
    meat && bowlProtein(meat, spice),
    whisked.length > 0
      ? `Whisk ${the(whisked)} with ${roast.length > 0 ? 'the rest of ' : ''}${the(oil)} and a splash of water to make a dressing.`
      : `Whisk ${roast.length > 0 ? 'the rest of ' : ''}${the(oil)} with a splash of water to make a dressing.`,
    sentences(prepVegetables(fresh, 'into bite-sized pieces')),
    sentences(
      `divide the ${grainItem ? nameOf(grainItem) : 'grains'} between bowls and top with ${the([...(meat ? [meat] : []), ...roast, ...fresh])}`,
      'spoon over the dressing',
      toFinish.length > 0 && `finish with ${the(toFinish)}`,
    ),
  );
}

export const grainBowl: Archetype = {
  id: 'grain-bowl',
  mealTypes: ['lunch', 'dinner'],
  prepMinutes: 10,
  slots: [
    grain(GRAINS),
    { id: 'roast', kind: 'vegetable', options: BOWL_ROAST_VEG, min: 0, max: 2, grams: 100 },
    { id: 'fresh', kind: 'vegetable', options: [...SALAD_VEG, ...LEAVES], min: 1, max: 2, grams: 70 },
    oil,
    salt,
    pepper,
    topping,
  ],
  flavours: [
    {
      id: 'middle-eastern',
      cuisine: 'middle-eastern',
      slots: [
        grain(['bulgur', 'couscous', 'quinoa', 'pearl-barley', 'microwave-rice', 'brown-rice']),
        protein([
          'chickpeas',
          'halloumi',
          'chicken-breast',
          'feta',
          'lamb-chop',
          'butter-beans',
          'goats-cheese',
        ]),
        dressing('dressing', ['tahini', 'hummus', 'greek-yogurt']),
        dressing('acid', ['lemon-juice', 'pomegranate-molasses']),
        optional('spice', ['ground-cumin', 'sumac', 'zaatar']),
        softHerb('parsley', 'mint', 'coriander'),
      ],
    },
    {
      id: 'japanese',
      cuisine: 'japanese',
      slots: [
        grain(['rice', 'brown-rice', 'microwave-rice', 'quinoa']),
        protein(['tofu', 'salmon', 'edamame', 'chicken-breast', 'prawn']),
        dressing('dressing', ['soy-sauce', 'tamari', 'coconut-aminos']),
        optional('acid', ['rice-vinegar', 'lime-juice']),
        optional('sweet', ['sesame-oil', 'honey', 'mirin']),
        softHerb('spring-onion', 'coriander'),
      ],
    },
    {
      id: 'mexican',
      cuisine: 'mexican',
      slots: [
        grain(['rice', 'brown-rice', 'microwave-rice', 'quinoa']),
        protein(['black-beans', 'chicken-breast', 'pinto-beans', 'kidney-beans', 'prawn']),
        {
          id: 'spice',
          kind: 'flavour',
          options: ['ground-cumin', 'smoked-paprika', 'chilli-powder'],
          min: 1,
          skippable: true,
        },
        dressing('acid', ['lime-juice', 'lemon-juice']),
        optional(
          'extra',
          ['soured-cream', 'greek-yogurt', 'cheddar', 'feta', 'salsa', 'guacamole'],
          'flavour',
          30,
        ),
        softHerb('coriander'),
      ],
    },
  ],
  title: (dish) => `${headline(dish, ['protein'], ['roast', 'fresh'], 3)} bowl`,
  description: (dish) =>
    `A build-your-own bowl: ${listOf(inSlots(dish, 'grain'))} with ${listOf(inSlots(dish, 'protein', 'roast', 'fresh'))} and a punchy dressing.`,
  steps,
};
