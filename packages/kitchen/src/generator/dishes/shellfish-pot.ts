import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { starchStep } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  distinctTitleNames,
  drafts,
  inSlots,
  joinWords,
  listOf,
  nameOf,
  one,
  sentences,
  softenMinutes,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, heat, oil, onion, optional, pepper, salt, softHerb } from '../slots.ts';

const BREAD = ['baguette', 'sourdough', 'ciabatta', 'bread'];

const bread: Slot = { id: 'starch', kind: 'starch', options: BREAD, min: 1, grams: 60 };
const rice: Slot = {
  id: 'starch',
  kind: 'starch',
  options: ['jasmine-rice', 'rice', 'basmati-rice'],
  min: 1,
  grams: 75,
};

/** Bread is torn at the table; rice and pasta cook alongside. */
function starchAside(starch: DishItem | undefined) {
  return starch && starch.ingredient.aisle !== 'bakery' ? alongside(`${starchStep(starch)}.`) : undefined;
}

const serveWith = (starch: DishItem | undefined) =>
  starch
    ? starch.ingredient.aisle === 'bakery'
      ? `with ${the([starch])} to mop up the juices`
      : `with ${the([starch])}`
    : '';

/** Leaves and sprouts that only need the hot broth. */
const WILTED = new Set(['spinach', 'bean-sprout', 'pak-choi']);

/** Mussels and clams in the shell: checked before, steamed open, the closed ones thrown away. */
function shellSteps(dish: Dish) {
  const shells = one(dish, 'protein');
  if (!shells) return [];
  const starch = one(dish, 'starch');
  const name = nameOf(shells);
  const pasta = starch && starch.ingredient.aisle === 'grains-pasta' && !/rice/.test(starch.ingredient.id);
  const base = inSlots(dish, 'tomato', 'liquid', 'sauce');
  const late = inSlots(dish, 'veg').filter((item) => WILTED.has(item.ingredient.id));
  const soft = [...inSlots(dish, 'onion'), ...inSlots(dish, 'veg').filter((item) => !late.includes(item))];
  const finish = [...late, ...inSlots(dish, 'cream', 'herb')];
  return drafts(
    `Rinse the ${name} in plenty of cold water and pull away any beards; discard any with broken shells, and any that are open and do not close when tapped.`,
    starchAside(starch),
    sentences(
      prepVegetables([...soft, ...inSlots(dish, 'tomato')], 'into thin slices'),
      inSlots(dish, 'garlic', 'heat').length > 0 && `finely chop ${the(inSlots(dish, 'garlic', 'heat'))}`,
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a large pan with a lid and cook ${the([...soft, ...inSlots(dish, 'garlic', 'heat', 'spice')])} gently for ${softenMinutes(soft)} minutes, until soft.`,
    `Add ${the(base)} with ${the(inSlots(dish, 'pepper', 'salt'))}, turn up the heat and bring to a rolling boil.`,
    `Tip in the ${name}, cover tightly and cook over a high heat for 5 minutes, shaking the pan now and then, until the shells have opened.`,
    sentences(
      'discard any that stay closed',
      finish.length > 0 && `stir ${the(finish)} into the broth`,
      inSlots(dish, 'lemon').length > 0 && `squeeze in ${the(inSlots(dish, 'lemon'))}`,
      pasta && `toss the drained ${nameOf(starch)} through the ${name} and broth`,
      `serve in deep bowls ${pasta ? '' : serveWith(starch)}`.trim(),
    ),
  );
}

/** A vegetable the pantry offers that sits well in the broth (leeks in wine, spinach in coconut). */
const pantryVeg = (options: string[]): Slot => ({
  id: 'veg',
  kind: 'vegetable',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
  grams: 40,
});

/** "Mussels", "Clams": a pot of them is named in the plural. */
const shellName = (dish: Dish) => capitalise(one(dish, 'protein')?.ingredient.name ?? 'mussels');

const shells: Slot = {
  id: 'protein',
  kind: 'protein',
  options: ['mussel', 'clam'],
  min: 1,
  // In the shell, with bread or rice beside them: 300 g a person (250 g through pasta).
  grams: 300,
};

/** Mussels or clams steamed open in a wine, coconut or tomato broth. */
export const musselPot: Archetype = {
  id: 'mussel-pot',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  avoid: ['meat', 'hard-cheese', 'melting-cheese'],
  slots: [shells, onion, garlic, oil, pepper, salt],
  flavours: [
    {
      id: 'white-wine',
      cuisine: 'french',
      slots: [
        { id: 'fat', kind: 'fat', options: ['butter', 'olive-oil'], min: 1 },
        { id: 'onion', kind: 'flavour', options: ['shallot', 'onion', 'leek'], min: 1, skippable: true },
        { id: 'liquid', kind: 'liquid', options: ['white-wine', 'cider'], min: 1, grams: 60 },
        pantryVeg(['leek', 'fennel', 'celery', 'carrot']),
        optional('lemon', ['lemon']),
        optional('cream', ['double-cream', 'creme-fraiche', 'single-cream'], 'dairy', 25),
        softHerb('parsley', 'chives', 'tarragon'),
        bread,
      ],
    },
    {
      id: 'thai',
      cuisine: 'thai',
      slots: [
        {
          id: 'fat',
          kind: 'fat',
          options: ['vegetable-oil', 'groundnut-oil', 'rapeseed-oil', 'coconut-oil'],
          min: 1,
        },
        {
          id: 'onion',
          kind: 'flavour',
          options: ['shallot', 'spring-onion', 'onion'],
          min: 1,
          skippable: true,
        },
        {
          id: 'spice',
          kind: 'flavour',
          options: ['red-curry-paste', 'lemongrass', 'ginger', 'green-curry-paste'],
          min: 1,
        },
        optional('sauce', ['fish-sauce']),
        { id: 'liquid', kind: 'liquid', options: ['coconut-milk'], min: 1, grams: 100 },
        {
          ...pantryVeg(['spinach', 'pak-choi', 'mushroom', 'red-pepper', 'bean-sprout']),
          max: 2,
          grams: 100,
        },
        optional('lemon', ['lime']),
        softHerb('coriander', 'thai-basil'),
        heat,
        rice,
      ],
    },
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        { ...shells, grams: 250 },
        {
          id: 'tomato',
          kind: 'vegetable',
          options: ['chopped-tomatoes', 'cherry-tomato', 'passata'],
          min: 1,
          grams: 100,
        },
        optional('liquid', ['white-wine'], 'liquid', 30),
        pantryVeg(['spinach', 'courgette', 'fennel', 'cherry-tomato']),
        optional('lemon', ['lemon']),
        softHerb('parsley', 'basil'),
        heat,
        { id: 'starch', kind: 'starch', options: ['linguine', 'spaghetti', ...BREAD], min: 1, grams: 80 },
      ],
    },
  ],
  title: (dish) => {
    const name = shellName(dish);
    const chilli = inSlots(dish, 'heat').length > 0;
    if (dish.flavour.id === 'thai')
      return holds(dish, 'thai')
        ? `${name} in Thai coconut broth`
        : `${name} in coconut broth with ${listOf(inSlots(dish, 'spice'))}`;
    if (dish.flavour.id === 'italian') {
      const starch = one(dish, 'starch');
      return starch && starch.ingredient.aisle !== 'bakery'
        ? `${capitalise(starch.ingredient.name)} with ${joinWords([name.toLowerCase(), 'tomato', ...(chilli ? ['chilli'] : [])])}`
        : `${name} in tomato${chilli ? ' and chilli' : ''} sauce`;
    }
    return `${name} in ${listOf(inSlots(dish, 'liquid', 'garlic'))}`;
  },
  description: (dish) =>
    `${capitalise(listOf(inSlots(dish, 'protein')))} opened over a high heat in ${listOf(inSlots(dish, 'tomato', 'liquid', 'onion', 'garlic', 'spice'))}, ready in about 20 minutes.`,
  steps: shellSteps,
};

/** Shelled seafood: the minutes it needs in a simmering sauce and the sign it is done. */
function seafoodCook(item: DishItem): { prep: string | false; text: string } {
  const id = item.ingredient.id;
  const name = nameOf(item);
  if (id === 'squid')
    return {
      prep: `slice the ${name} into rings`,
      text: `for 2 minutes, until just opaque (longer makes it tough)`,
    };
  if (id === 'scallop') return { prep: false, text: 'for 3 minutes, until just opaque' };
  if (id === 'seafood-mix') return { prep: false, text: 'for 4 minutes, until opaque and piping hot' };
  if (id === 'cooked-prawn') return { prep: false, text: 'for 2 minutes, until hot through' };
  if (id === 'frozen-prawns')
    return { prep: false, text: 'for 5 minutes, until pink all over and hot through' };
  return { prep: false, text: 'for 3 minutes, until pink all over' };
}

function seafoodSteps(dish: Dish) {
  const seafood = one(dish, 'protein');
  if (!seafood) return [];
  const starch = one(dish, 'starch');
  const cook = seafoodCook(seafood);
  const veg = inSlots(dish, 'veg');
  const finish = inSlots(dish, 'cheese', 'herb');
  return drafts(
    starchAside(starch),
    sentences(
      prepVegetables([...inSlots(dish, 'onion'), ...veg, ...inSlots(dish, 'tomato')], 'into small pieces'),
      inSlots(dish, 'garlic', 'heat').length > 0 && `finely chop ${the(inSlots(dish, 'garlic', 'heat'))}`,
      cook.prep,
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a wide pan and cook ${the([...inSlots(dish, 'onion'), ...veg])} over a medium heat for 8 minutes, until soft.`,
    `Stir in ${the(inSlots(dish, 'garlic', 'heat', 'spice'))}, then ${the(inSlots(dish, 'tomato', 'liquid'))} with ${the(inSlots(dish, 'salt', 'pepper'))}, and simmer for 10 minutes, until thick.`,
    `Add the ${nameOf(seafood)} and simmer ${cook.text}.`,
    sentences(
      inSlots(dish, 'lemon').length > 0 && `squeeze over ${the(inSlots(dish, 'lemon'))}`,
      finish.length > 0 && `scatter with ${the(finish)}`,
      `serve straight from the pan ${serveWith(starch)}`.trim(),
    ),
  );
}

const SEAFOOD_TITLES: Readonly<Record<string, string>> = {
  prawn: 'Prawns',
  'frozen-prawns': 'Prawns',
  'cooked-prawn': 'Prawns',
  'seafood-mix': 'Seafood',
  squid: 'Squid',
  scallop: 'Scallops',
  crayfish: 'Crayfish',
};

const seafood: Slot = {
  id: 'protein',
  kind: 'protein',
  options: ['prawn', 'frozen-prawns', 'seafood-mix', 'squid', 'cooked-prawn', 'scallop'],
  min: 1,
  grams: 150,
};

/** Prawns, squid or mixed seafood simmered briefly in a tomato sauce: Greek saganaki, Spanish, Creole. */
export const seafoodPan: Archetype = {
  id: 'seafood-pan',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  avoid: ['meat', 'hard-cheese', 'melting-cheese'],
  slots: [
    seafood,
    onion,
    garlic,
    oil,
    salt,
    pepper,
    {
      id: 'tomato',
      kind: 'vegetable',
      options: ['chopped-tomatoes', 'cherry-tomato', 'passata', 'tomato'],
      min: 1,
      grams: 120,
    },
  ],
  flavours: [
    {
      id: 'saganaki',
      cuisine: 'greek',
      slots: [
        { id: 'spice', kind: 'flavour', options: ['dried-oregano', 'oregano'], min: 1, skippable: true },
        optional('liquid', ['white-wine'], 'liquid', 25),
        optional('cheese', ['feta'], 'dairy', 30),
        softHerb('parsley', 'dill', 'mint'),
        { id: 'starch', kind: 'starch', options: [...BREAD, 'orzo', 'rice'], min: 1, grams: 70 },
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        {
          id: 'veg',
          kind: 'vegetable',
          options: ['red-pepper', 'green-pepper', 'yellow-pepper', 'roasted-peppers'],
          min: 0,
          max: 1,
          grams: 80,
        },
        { id: 'spice', kind: 'flavour', options: ['smoked-paprika', 'paprika'], min: 1, skippable: true },
        optional('liquid', ['white-wine'], 'liquid', 25),
        optional('lemon', ['lemon']),
        softHerb('parsley'),
        heat,
        { id: 'starch', kind: 'starch', options: [...BREAD, 'rice'], min: 1, grams: 70 },
      ],
    },
    {
      id: 'creole',
      cuisine: 'american',
      slots: [
        {
          id: 'veg',
          kind: 'vegetable',
          options: ['green-pepper', 'celery', 'red-pepper'],
          min: 1,
          max: 2,
          grams: 80,
        },
        {
          id: 'spice',
          kind: 'flavour',
          options: ['cajun-seasoning', 'smoked-paprika', 'paprika'],
          min: 1,
          skippable: true,
        },
        softHerb('parsley', 'spring-onion'),
        rice,
      ],
    },
  ],
  title: (dish) => {
    const name = SEAFOOD_TITLES[one(dish, 'protein')?.ingredient.id ?? ''] ?? 'Seafood';
    // Saganaki is baked with feta; without it the dish is named by its sauce.
    if (dish.flavour.id === 'saganaki' && holds(dish, 'saganaki'))
      return `${name.replace(/s$/, '')} saganaki`;
    const veg = inSlots(dish, 'veg');
    return veg.length > 0
      ? `${name} with ${listOf(veg)} in tomato sauce`
      : `${name} in ${joinWords(distinctTitleNames(inSlots(dish, 'spice')))}${inSlots(dish, 'spice').length > 0 ? ' and ' : ''}tomato sauce`;
  },
  description: (dish) =>
    `${capitalise(listOf(inSlots(dish, 'protein')))} cooked for just a few minutes in a ${inSlots(dish, 'garlic').length > 0 ? 'garlicky ' : ''}tomato sauce${inSlots(dish, 'veg').length > 0 ? ` with ${listOf(inSlots(dish, 'veg'))}` : ''}.`,
  steps: seafoodSteps,
};
