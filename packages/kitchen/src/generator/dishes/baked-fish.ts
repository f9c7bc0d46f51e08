import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { starchStep } from '../cooking.ts';
import {
  alongside,
  capitalise,
  drafts,
  headline,
  inSlots,
  listOf,
  nameOf,
  one,
  sentences,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, pepper, salt, softHerb } from '../slots.ts';

/** Fish that come several to a serving, whole. */
const SMALL_WHOLE_FISH = /^(sardine|sprat|anchovy)$/;

/** Fish fillets a cook bakes whole: white, oily and smoked. */
export const BAKING_FISH = [
  ...['salmon', 'cod', 'hake', 'haddock', 'pollock', 'sea-bass', 'frozen-fish', 'trout', 'tilapia'],
  ...['mackerel', 'plaice', 'monkfish', 'herring', 'sardine', 'halibut', 'catfish'],
];

const fish = (options: readonly string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options: [...options],
  min: 1,
  grams: 140,
});

/** Minutes in a 200 °C oven: thin fillets, thick ones, whole little fish, and fillets from frozen. */
export function bakeMinutes(item: DishItem): number {
  const id = item.ingredient.id;
  if (id === 'frozen-fish') return 25;
  if (/^(monkfish|halibut|cod)$/.test(id)) return 15;
  if (/^(plaice|sardine|herring|tilapia)$/.test(id)) return 10;
  return 12;
}

/** The one test a cook trusts for fish: it flakes. */
export const flakes = (item: DishItem) =>
  `until the ${nameOf(item)} ${item.plural ? 'are opaque and flake' : 'is opaque and flakes'} easily`;

/** New potatoes keep their skins and are halved; old ones are peeled and cut up. */
export const potatoPrep = (item: DishItem) =>
  item.ingredient.id === 'new-potato'
    ? `halve the ${nameOf(item)}`
    : `peel the ${nameOf(item)} and cut into chunks`;

/** Potatoes boiled, anything else as the starch cooks it, alongside the fish. */
export function starchAside(starch: DishItem | undefined) {
  if (!starch) return undefined;
  if (/potato/.test(starch.ingredient.id)) {
    return alongside(`Boil the ${nameOf(starch)} in salted water for 15 minutes, until tender, then drain.`);
  }
  if (starch.ingredient.roles.includes('starch') && starch.ingredient.aisle === 'bakery') return undefined;
  return alongside(`${starchStep(starch)}.`);
}

function papillote(dish: Dish, protein: DishItem, veg: DishItem[], starch: DishItem | undefined) {
  const wet = inSlots(dish, 'fat', 'wine');
  const butter = wet.filter((item) => item.ingredient.id === 'butter');
  const spooned = wet.filter((item) => !butter.includes(item));
  const lemon = inSlots(dish, 'lemon');
  const herbs = inSlots(dish, 'herb');
  return drafts(
    sentences(
      'heat the oven to 200°C (180°C fan)',
      starch && /potato/.test(starch.ingredient.id) && potatoPrep(starch),
      prepVegetables(veg, 'into thin matchsticks'),
      inSlots(dish, 'garlic').length > 0 && `thinly slice ${the(inSlots(dish, 'garlic'))}`,
    ),
    starchAside(starch),
    `Lay out a large sheet of baking paper for each serving, pile ${the([...veg, ...inSlots(dish, 'garlic')])} in the middle and set the ${nameOf(protein)} on top.`,
    sentences(
      `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
      butter.length > 0 && `dot with ${the(butter)}`,
      spooned.length > 0 && `spoon over ${the(spooned)}`,
      lemon.length > 0 && `top each with a thin slice or two of ${the(lemon)}`,
      'fold and crimp the paper into loose, sealed parcels',
    ),
    `Bake the parcels on a tray for ${bakeMinutes(protein) + 3} minutes, ${flakes(protein)}.`,
    `Open the parcels at the table${herbs.length > 0 ? `, scatter over ${the(herbs)}` : ''}${starch ? ` and serve with ${the([starch])}` : ''}.`,
  );
}

function roasted(dish: Dish, protein: DishItem, veg: DishItem[], starch: DishItem | undefined) {
  const roastedStarch = starch && /potato/.test(starch.ingredient.id) ? starch : undefined;
  const tossed = inSlots(dish, 'fat', 'garlic', 'seasoning', 'salt', 'pepper');
  const herbs = inSlots(dish, 'herb');
  const lemon = inSlots(dish, 'lemon');
  return drafts(
    sentences(
      'heat the oven to 200°C (180°C fan)',
      roastedStarch && potatoPrep(roastedStarch),
      prepVegetables(veg, 'into chunks'),
      inSlots(dish, 'garlic').length > 0 && `slice ${the(inSlots(dish, 'garlic'))}`,
    ),
    roastedStarch &&
      `Toss the ${nameOf(roastedStarch)} in a roasting tin with a splash of the oil and roast for 20 minutes.`,
    starch && !roastedStarch && starchAside(starch),
    `${roastedStarch ? 'Add' : 'Put'} ${the([...veg, ...inSlots(dish, 'olives')])} ${roastedStarch ? 'to the tin' : 'in a roasting tin'} with ${the(tossed)}, toss together and roast for 15 minutes, until beginning to soften.`,
    `Nestle the ${nameOf(protein)} among the vegetables, spoon some of the juices over and roast for ${bakeMinutes(protein)} minutes, ${flakes(protein)}.`,
    sentences(
      lemon.length > 0 && `squeeze over ${the(lemon)}`,
      herbs.length > 0 && `scatter with ${the(herbs)}`,
      starch && !roastedStarch ? `serve from the tin with ${the([starch])}` : 'serve from the tin',
    ),
  );
}

function steps(dish: Dish) {
  const protein = one(dish, 'protein');
  const veg = inSlots(dish, 'veg');
  const starch = one(dish, 'starch');
  if (!protein) return [];
  return dish.flavour.id === 'papillote'
    ? papillote(dish, protein, veg, starch)
    : roasted(dish, protein, veg, starch);
}

const seasoning = (options: string[]): Slot => ({
  id: 'seasoning',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});

const ROAST_WITH_FISH = ['cherry-tomato', 'red-pepper', 'courgette', 'fennel', 'red-onion', 'tomato'];

/** Fish fillets baked in paper parcels or roasted on a tin of tomatoes and olives. */
export const bakedFish: Archetype = {
  id: 'baked-fish',
  // A piece of fish baked or steamed is as much a light lunch as a supper.
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  tags: ['family-friendly'],
  avoid: ['meat', 'hard-cheese', 'melting-cheese'],
  slots: [
    fish(BAKING_FISH),
    garlic,
    oil,
    salt,
    pepper,
    {
      id: 'starch',
      kind: 'starch',
      options: ['new-potato', 'potato', 'couscous', 'rice', 'basmati-rice'],
      min: 1,
      grams: 75,
    },
  ],
  flavours: [
    {
      id: 'papillote',
      cuisine: 'french',
      slots: [
        fish(['salmon', 'cod', 'hake', 'sea-bass', 'trout', 'haddock', 'pollock', 'plaice', 'tilapia']),
        {
          id: 'veg',
          kind: 'vegetable',
          options: [
            'fennel',
            'courgette',
            'leek',
            'carrot',
            'cherry-tomato',
            'spinach',
            'mushroom',
            'asparagus',
            'green-bean',
            'mangetout',
          ],
          min: 1,
          max: 2,
          grams: 120,
        },
        { id: 'fat', kind: 'fat', options: ['olive-oil', 'butter', 'rapeseed-oil'], min: 1 },
        optional('wine', ['white-wine']),
        { id: 'lemon', kind: 'flavour', options: ['lemon', 'lime'], min: 1, skippable: true },
        softHerb('dill', 'parsley', 'tarragon', 'chives', 'basil'),
      ],
    },
    {
      id: 'mediterranean',
      cuisine: 'italian',
      slots: [
        {
          id: 'veg',
          kind: 'vegetable',
          options: ROAST_WITH_FISH,
          min: 1,
          max: 2,
          grams: 160,
        },
        optional('olives', ['black-olives', 'green-olives'], 'flavour', 40),
        seasoning(['dried-oregano', 'oregano', 'thyme', 'chilli-flakes']),
        optional('lemon', ['lemon']),
        softHerb('basil', 'parsley', 'oregano'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        {
          id: 'veg',
          kind: 'vegetable',
          options: ['red-pepper', 'cherry-tomato', 'red-onion', 'tomato', 'yellow-pepper', 'green-pepper'],
          min: 1,
          max: 2,
          grams: 160,
        },
        optional('olives', ['green-olives', 'black-olives'], 'flavour', 40),
        seasoning(['smoked-paprika', 'paprika']),
        optional('lemon', ['lemon']),
        softHerb('parsley'),
      ],
    },
  ],
  title: (dish) => {
    const protein = one(dish, 'protein');
    // Small fish roast whole, several to a tin: "roasted sardines", not "roasted sardine".
    const name = !protein
      ? 'Fish'
      : SMALL_WHOLE_FISH.test(protein.ingredient.id)
        ? nameOf({ ...protein, plural: true })
        : headline(dish, ['protein'], [], 1);
    if (dish.flavour.id === 'papillote') return `${name} en papillote with ${listOf(inSlots(dish, 'veg'))}`;
    return `Roasted ${name.toLowerCase()} with ${listOf(inSlots(dish, 'veg', 'olives'))}`;
  },
  description: (dish) =>
    dish.flavour.id === 'papillote'
      ? `${capitalise(listOf(inSlots(dish, 'protein')))} cooked in sealed parcels over ${listOf(inSlots(dish, 'veg'))}, so every drop of flavour stays in.`
      : `${capitalise(listOf(inSlots(dish, 'protein')))} roasted on a tin of ${listOf(inSlots(dish, 'veg', 'olives'))} until just done.`,
  steps,
};
