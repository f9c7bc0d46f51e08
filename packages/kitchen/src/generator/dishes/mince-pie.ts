import { type Archetype, type Dish, FAMILY_LUNCH, type Slot } from '../archetype.ts';
import {
  capitalise,
  drafts,
  headline,
  inSlots,
  listOf,
  madeUp,
  nameOf,
  one,
  sentences,
  stockFromCube,
  the,
  titleName,
} from '../dish-words.ts';
import { needsPrep, prepVegetables } from '../prep.ts';
import { garlic, oil, onion, optional, pantryMince, pepper, salt } from '../slots.ts';

/** Mince browns; lentils and meat-free mince only warm through in the sauce. */
const BROWNED = /^(minced-|lean-minced-|sausage-meat)/;

const MINCE = [
  ...['minced-beef', 'lean-minced-beef', 'minced-lamb', 'minced-turkey', 'minced-pork', 'minced-chicken'],
  ...['soya-mince', 'tinned-lentils'],
];

const protein = (first: string[]): Slot => pantryMince(first, MINCE);

/** Herbs from the pantry only: a pie of mince, onion and carrot under mash needs nothing bought for it. */
const herb = (options: string[]): Slot => ({
  id: 'herb',
  kind: 'flavour',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
});

/** Titles by the mince: beef under mash is a cottage pie, lamb a shepherd's pie. */
function pieName(dish: Dish): string {
  const id = one(dish, 'protein')?.ingredient.id ?? '';
  const topping = one(dish, 'topping')?.ingredient.id;
  const sweet = topping === 'sweet-potato' ? ' with sweet potato mash' : '';
  if (dish.flavour.id === 'french')
    return /beef/.test(id)
      ? `Hachis parmentier${sweet}`
      : `${headline(dish, ['protein'], [], 1)} hachis parmentier${sweet}`;
  if (id === 'minced-lamb') return `Shepherd's pie${sweet}`;
  if (/beef/.test(id)) return `Cottage pie${sweet}`;
  return `${headline(dish, ['protein'], [], 1)} cottage pie${sweet}`;
}

function steps(dish: Dish) {
  const mince = one(dish, 'protein');
  const browned = mince && BROWNED.test(mince.ingredient.id) ? mince : undefined;
  const stirred = mince && !browned ? mince : undefined;
  const allVeg = inSlots(dish, 'veg');
  const veg = allVeg.filter(needsPrep);
  const ready = allVeg.filter((item) => !needsPrep(item));
  const softened = [...inSlots(dish, 'onion'), ...veg];
  const topping = inSlots(dish, 'topping');
  const mash = inSlots(dish, 'butter', 'milk');
  const cheese = inSlots(dish, 'cheese');
  const sauce = madeUp(inSlots(dish, 'paste', 'liquid', 'sauce'));
  return drafts(
    sentences(
      prepVegetables(topping, 'into even chunks'),
      prepVegetables([...inSlots(dish, 'onion'), ...veg], 'into small dice'),
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
      stirred && stirred.ingredient.aisle === 'canned' && `drain the ${nameOf(stirred)}`,
      stockFromCube(inSlots(dish, 'liquid')),
    ),
    `Cover ${the(topping)} with cold salted water, bring to the boil and simmer for 15 minutes, until tender, then drain.`,
    browned &&
      `Meanwhile heat ${the(inSlots(dish, 'fat'))} in a large pan over a high heat and brown the ${nameOf(browned)} for 8 minutes, breaking it up, until no pink remains.`,
    softened.length > 0
      ? `${browned ? 'Turn the heat down, add' : `Meanwhile heat ${the(inSlots(dish, 'fat'))} in a large pan and add`} ${the(softened)} and cook for 8 minutes, until soft.`
      : !browned && `Meanwhile heat ${the(inSlots(dish, 'fat'))} in a large pan.`,
    (() => {
      const added = [
        ...inSlots(dish, 'garlic', 'herb', 'spice'),
        ...sauce,
        ...(stirred ? [stirred] : []),
        ...ready,
      ];
      return added.length > 0
        ? `Stir in ${the(added)} with a splash of water and simmer for 15 minutes, until thick.`
        : 'Add a splash of water and simmer for 15 minutes, until thick.';
    })(),
    sentences(
      'heat the oven to 200°C (180°C fan)',
      `mash ${the([...topping, ...mash])}${inSlots(dish, 'salt', 'pepper').length > 0 ? ` with ${the(inSlots(dish, 'salt', 'pepper'))}` : ''}`,
    ),
    `Spoon the filling into an ovenproof dish, spread the mash over the top and rough it up with a fork${
      cheese.length > 0 ? `, then scatter over ${the(cheese)}, grated` : ''
    }.`,
    'Bake for 25 minutes, until golden and bubbling at the edges.',
  );
}

export const mincePie: Archetype = {
  id: 'mince-pie',
  mealTypes: ['dinner'],
  lunchFor: FAMILY_LUNCH,
  prepMinutes: 15,
  tags: ['batch-friendly', 'family-friendly'],
  slots: [
    protein([]),
    {
      id: 'veg',
      kind: 'vegetable',
      options: ['carrot', 'frozen-peas', 'mushroom', 'celery', 'leek', 'pea', 'swede', 'parsnip'],
      min: 1,
      max: 2,
      grams: 60,
    },
    {
      id: 'topping',
      kind: 'starch',
      options: ['potato', 'sweet-potato', 'baking-potato'],
      min: 1,
      grams: 75,
    },
    onion,
    garlic,
    oil,
    optional('paste', ['tomato-puree']),
    {
      id: 'liquid',
      kind: 'liquid',
      options: ['beef-stock', 'chicken-stock', 'vegetable-stock', 'chopped-tomatoes'],
      min: 0,
      max: 1,
      grams: 60,
    },
    optional('butter', ['butter', 'unsalted-butter'], 'fat', 8),
    optional('milk', ['milk', 'whole-milk'], 'dairy', 20),
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        protein(['minced-beef', 'minced-lamb', 'lean-minced-beef']),
        herb(['thyme', 'dried-thyme', 'rosemary', 'mixed-herbs']),
        optional('sauce', ['worcestershire-sauce']),
        optional('cheese', ['cheddar'], 'dairy', 15),
      ],
    },
    {
      id: 'french',
      cuisine: 'french',
      slots: [
        protein(['minced-beef', 'lean-minced-beef', 'minced-pork']),
        herb(['thyme', 'dried-thyme', 'bay-leaf', 'parsley']),
        optional('spice', ['nutmeg']),
        optional('cheese', ['gruyere', 'emmental'], 'dairy', 15),
      ],
    },
  ],
  title: (dish) => pieName(dish),
  description: (dish) =>
    capitalise(
      `${listOf(inSlots(dish, 'protein', 'veg'))} simmered until thick, topped with ${inSlots(dish, 'topping')
        .map((item) => titleName(item.ingredient))
        .join(' and ')} mash and cooked until golden. Freezes well.`,
    ),
  steps,
};
