import { type Archetype, type Dish, type DishItem, FAMILY_LUNCH, type Slot } from '../archetype.ts';
import { holds } from '../dish-claims.ts';
import {
  capitalise,
  drafts,
  headline,
  inSlots,
  isCitrus,
  joinWords,
  listOf,
  madeUp,
  nameOf,
  one,
  sentences,
  squeezed,
  stockFromCube,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, onion, optional, pepper, salt, TOMATO_SAUCE } from '../slots.ts';
import {
  BRAISED_VEG_MINUTES,
  braiseChunks,
  braiseMinutes,
  braisePrep,
  duration,
  isLongBraise,
} from './slow-cook.ts';

/** Vegetables that hold up to a long braise, everyday ones first. */
/** The last minutes of a short braise, simmered without its lid so the sauce reduces. */
const REDUCING_MINUTES = 10;

const VEG = [
  ...['carrot', 'potato', 'parsnip', 'celery', 'leek', 'mushroom', 'chestnut-mushroom', 'swede'],
  ...['butternut-squash', 'celeriac', 'sweet-potato', 'turnip', 'new-potato', 'fennel', 'pumpkin'],
];

const protein = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  // Built around meat (or beans) already in the kitchen, never around a joint to buy for the occasion.
  pantryOnly: true,
  grams: 200,
});
const veg = (first: string[]): Slot => ({
  id: 'veg',
  kind: 'vegetable',
  options: [...new Set([...first, ...VEG])],
  min: 1,
  max: 3,
  grams: 170,
});
const liquid = (options: string[], min = 1): Slot => ({
  id: 'liquid',
  kind: 'liquid',
  options,
  min,
  max: 1,
  grams: 120,
});
const herb = (options: string[]): Slot => ({
  id: 'herb',
  kind: 'flavour',
  options,
  min: 1,
  skippable: true,
});
const tomato: Slot = {
  id: 'tomato',
  kind: 'vegetable',
  options: TOMATO_SAUCE,
  min: 1,
  grams: 100,
};
const finish = (...options: string[]): Slot => ({
  id: 'finish',
  kind: 'flavour',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
});

const BEANS = ['butter-beans', 'cannellini-beans', 'chickpeas', 'haricot-beans', 'borlotti-beans'];

/** The meat as the steps name it once it is readied: a whole chicken is in pieces by then. */
function meatName(meat: DishItem): string {
  return meat.ingredient.id === 'whole-chicken' ? 'chicken pieces' : nameOf(meat);
}

/** How the protein takes colour before the liquid goes in; beans are not browned. */
function browning(meat: DishItem): string | null {
  const id = meat.ingredient.id;
  if (meat.ingredient.aisle === 'canned' || !meat.ingredient.diet.meat) return null;
  if (/chicken/.test(id))
    return `brown the ${meatName(meat)} skin side down for 8 minutes, until golden, then lift out onto a plate`;
  if (/sausage/.test(id))
    return `brown the ${nameOf(meat)} for 6 minutes, turning, then lift out onto a plate`;
  // Chunks of a big cut crowd the pan and are browned in batches; a chop or a shank goes in as it is.
  const batches = braiseChunks(meat.ingredient) ? ' in batches' : '';
  return `brown the ${nameOf(meat)}${batches} for 10 minutes, turning, until well coloured all over, then lift out onto a plate`;
}

/**
 * Chopped fresh tomatoes are not enough liquid to stew chunks of potato and carrot in: a cook adds water
 * (a judge found a chickpea and potato stew with none).
 */
const FRESH_TOMATO_WATER_ML = 150;

function onlyFreshTomatoes(liquids: readonly DishItem[]): boolean {
  return (
    liquids.length > 0 &&
    liquids.every((item) => /^(tomato|cherry-tomato|plum-tomato)$/.test(item.ingredient.id))
  );
}

/**
 * What goes on the table beside the braise, named only as food every cook can eat: the dish does not know
 * the cook's profile, so no bread, naan or couscous for one who cannot have gluten, and no potatoes beside
 * a braise already full of them.
 */
function sideFor(dish: Dish): string {
  // The cook's leftover rice or potatoes, going off, are the side a cook serves before cooking more.
  const leftover = inSlots(dish, 'side');
  if (leftover.length > 0) return `${the(leftover)}, reheated until piping hot`;
  if (dish.flavour.id === 'indian') return 'rice';
  const potatoes = inSlots(dish, 'veg').some((item) => /potato/.test(item.ingredient.id));
  return potatoes ? 'green vegetables' : 'rice or potatoes';
}

function steps(dish: Dish) {
  const meat = one(dish, 'protein');
  const vegItems = inSlots(dish, 'veg');
  const long = meat ? isLongBraise(meat.ingredient) : false;
  const total = meat ? braiseMinutes(meat.ingredient) : 30;
  const fruit = inSlots(dish, 'fruit');
  const late = [...vegItems, ...fruit];
  const early = long ? [] : late;
  const extra = inSlots(dish, 'extra');
  const liquids = madeUp(inSlots(dish, 'tomato', 'liquid'));
  // Garam masala is a finishing spice: half goes in with the others, the rest at the end, so its
  // fragrance survives a long braise.
  const garam = inSlots(dish, 'spice', 'spice2').find((item) => item.ingredient.id === 'garam-masala');
  const seasoning = inSlots(dish, 'garlic', 'spice', 'spice2', 'herb', 'paste').filter(
    (item) => item !== garam,
  );
  const oven = long;
  const brown = meat ? browning(meat) : null;
  const softened = [...inSlots(dish, 'onion'), ...extra];
  const heatPan = `Heat ${the(inSlots(dish, 'fat'))} in a large flameproof casserole over a medium heat`;
  const tender = meat?.ingredient.diet.meat
    ? /chicken/.test(meat.ingredient.id)
      ? 'until the chicken is cooked through, with no pink at the bone'
      : /sausage/.test(meat.ingredient.id)
        ? 'until the sausages are cooked through'
        : long
          ? 'until the meat is tender enough to cut with a spoon'
          : 'until the meat is cooked through and tender'
    : 'until the vegetables are soft';
  return drafts(
    sentences(
      oven && 'heat the oven to 160°C (140°C fan)',
      meat && braisePrep(meat.ingredient, nameOf(meat)),
      prepVegetables([...vegItems, ...inSlots(dish, 'tomato')], 'into large chunks'),
      inSlots(dish, 'onion').length > 0 && `thickly slice ${the(inSlots(dish, 'onion'))}`,
      fruit.length > 0 && `core the ${listOf(fruit)} and cut into thick wedges`,
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
      extra.length > 0 && `chop ${the(extra)}`,
      stockFromCube(inSlots(dish, 'liquid')),
    ),
    brown &&
      `Heat ${the(inSlots(dish, 'fat'))} in a large flameproof casserole over a medium-high heat and ${brown}.`,
    softened.length > 0
      ? `${brown ? 'Turn the heat down, add' : `${heatPan}, add`} ${the(softened)} and cook for 8 minutes, until soft.`
      : !brown && `${heatPan}.`,
    (seasoning.length > 0 || garam) &&
      `${brown && softened.length === 0 ? 'Turn the heat down, stir in' : 'Stir in'} ${joinWords([seasoning.length > 0 ? the(seasoning) : '', garam ? `half the ${nameOf(garam)}` : ''].filter(Boolean))} and cook for 1 minute.`,
    `${brown && meat ? `Return the ${meatName(meat)} with any juices, p` : 'P'}our in ${the(liquids)}${
      onlyFreshTomatoes(liquids) ? ` and ${FRESH_TOMATO_WATER_ML} ml of water for each serving` : ''
    }${
      meat && !brown ? ` with the ${nameOf(meat)}` : ''
    }${early.length > 0 ? `, add ${the(early)}` : ''} and bring to a simmer.`,
    // The lid comes off for the last minutes, so the sauce reduces and thickens as a cook's would.
    long
      ? `Cover and cook in the oven for ${duration(total - BRAISED_VEG_MINUTES)}.`
      : `Cover and simmer gently for ${duration(total - REDUCING_MINUTES)}.`,
    long
      ? `Stir in ${the(late)} and cook uncovered for ${BRAISED_VEG_MINUTES} minutes more, ${tender}, the vegetables are soft and the sauce has reduced.`
      : `Take off the lid and simmer for ${REDUCING_MINUTES} minutes more, ${tender}${early.length > 0 && meat?.ingredient.diet.meat ? ' and the vegetables are soft' : ''}, and the sauce has reduced a little.`,
    sentences(
      garam && `stir in the rest of the ${nameOf(garam)}`,
      inSlots(dish, 'finish').some((item) => !isCitrus(item)) &&
        `stir in ${the(inSlots(dish, 'finish').filter((item) => !isCitrus(item)))}`,
      squeezed(inSlots(dish, 'finish'), 'in'),
      inSlots(dish, 'salt', 'pepper').length > 0 && `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
      inSlots(dish, 'fresh').length > 0 && `scatter with ${the(inSlots(dish, 'fresh'))}`,
      `serve with ${sideFor(dish)}`,
    ),
  );
}

export const braise: Archetype = {
  id: 'braise',
  mealTypes: ['dinner'],
  lunchFor: FAMILY_LUNCH,
  prepMinutes: 20,
  tags: ['one-pot', 'batch-friendly', 'family-friendly'],
  slots: [
    protein([]),
    veg([]),
    onion,
    garlic,
    oil,
    salt,
    pepper,
    optional('fresh', ['parsley', 'chives'], 'flavour'),
    { ...optional('side', ['microwave-rice', 'cooked-potatoes'], 'starch', 150), pantryOnly: true },
  ],
  flavours: [
    {
      id: 'cider',
      cuisine: 'british',
      slots: [
        protein([
          ...['pork-shoulder', 'pork-chop', 'sausage', 'chicken-thigh', 'chicken-drumstick', 'pork-loin'],
          'whole-chicken',
        ]),
        veg(['carrot', 'potato', 'celery', 'parsnip', 'leek']),
        liquid(['cider', 'chicken-stock', 'vegetable-stock']),
        herb(['sage', 'thyme', 'dried-sage', 'dried-thyme', 'rosemary', 'bay-leaf']),
        optional('fruit', ['apple', 'cooking-apple'], 'fruit', 40),
        finish('wholegrain-mustard', 'dijon-mustard', 'double-cream', 'creme-fraiche'),
      ],
    },
    {
      id: 'ale',
      cuisine: 'british',
      slots: [
        // A leg of lamb, boned and diced, makes the Irish stew as the shoulder does.
        protein(['stewing-beef', 'beef-brisket', 'venison', 'lamb-shoulder', 'goat', 'sausage', 'lamb-leg']),
        veg(['carrot', 'potato', 'mushroom', 'parsnip', 'swede', 'celery']),
        liquid(['beef-stock', 'beer', 'vegetable-stock']),
        herb(['thyme', 'bay-leaf', 'dried-thyme', 'rosemary']),
        optional('paste', ['tomato-puree']),
        finish('worcestershire-sauce', 'wholegrain-mustard'),
      ],
    },
    {
      id: 'french',
      cuisine: 'french',
      slots: [
        protein([
          'stewing-beef',
          'chicken-thigh',
          'beef-brisket',
          'chicken-drumstick',
          'whole-chicken',
          'rabbit',
          'lamb-shank',
          'veal',
        ]),
        veg(['mushroom', 'carrot', 'chestnut-mushroom', 'celery', 'new-potato']),
        liquid(['red-wine', 'beef-stock', 'chicken-stock']),
        herb(['thyme', 'bay-leaf', 'dried-thyme']),
        optional('extra', ['bacon', 'pancetta'], 'protein', 15),
        optional('paste', ['tomato-puree']),
      ],
    },
    {
      id: 'italian',
      cuisine: 'italian',
      slots: [
        protein([
          'chicken-thigh',
          'whole-chicken',
          'sausage',
          'pork-shoulder',
          'lamb-shank',
          'veal',
          ...BEANS,
        ]),
        veg(['red-pepper', 'carrot', 'celery', 'mushroom', 'fennel', 'courgette']),
        tomato,
        liquid(['red-wine', 'white-wine', 'chicken-stock'], 0),
        herb(['rosemary', 'dried-oregano', 'oregano', 'thyme', 'bay-leaf']),
        finish('black-olives', 'green-olives'),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [
        protein(['chicken-thigh', 'whole-chicken', 'pork-shoulder', ...BEANS, 'pork-ribs']),
        veg(['red-pepper', 'potato', 'carrot', 'butternut-squash', 'green-pepper']),
        tomato,
        liquid(['chicken-stock', 'vegetable-stock', 'white-wine'], 0),
        { id: 'spice', kind: 'flavour', options: ['smoked-paprika', 'paprika'], min: 1, skippable: true },
        optional('extra', ['chorizo'], 'protein', 20),
        herb(['bay-leaf', 'thyme', 'dried-thyme']),
      ],
    },
    {
      id: 'north-african',
      cuisine: 'north-african',
      slots: [
        protein([
          'lamb-shoulder',
          'chicken-thigh',
          'whole-chicken',
          'lamb-shank',
          'chickpeas',
          'stewing-beef',
          'goat',
          'butter-beans',
        ]),
        veg(['butternut-squash', 'carrot', 'sweet-potato', 'courgette', 'red-pepper', 'aubergine']),
        tomato,
        liquid(['chicken-stock', 'vegetable-stock'], 0),
        { id: 'spice', kind: 'flavour', options: ['ras-el-hanout', 'ground-cumin'], min: 1, skippable: true },
        optional('spice2', ['ground-cinnamon', 'cinnamon-stick', 'ground-coriander']),
        { id: 'herb', kind: 'flavour', options: [], min: 0 },
        finish('preserved-lemons', 'lemon', 'harissa'),
        optional('fresh', ['coriander', 'mint', 'parsley'], 'flavour'),
      ],
    },
    {
      // A slow curry: the cuts that want two hours (beef, lamb, goat) or a jointed chicken, braised in
      // a spiced tomato sauce.
      id: 'indian',
      cuisine: 'indian',
      slots: [
        protein([
          'stewing-beef',
          'lamb-shoulder',
          'goat',
          'chicken-thigh',
          'chicken-drumstick',
          'whole-chicken',
        ]),
        veg(['potato', 'carrot', 'sweet-potato', 'butternut-squash', 'cauliflower', 'red-pepper']),
        tomato,
        liquid(['chicken-stock', 'vegetable-stock'], 0),
        { id: 'spice', kind: 'flavour', options: ['garam-masala', 'curry-powder', 'curry-paste'], min: 1 },
        optional('spice2', ['ground-cumin', 'turmeric', 'ground-coriander', 'cumin-seeds']),
        { id: 'herb', kind: 'flavour', options: [], min: 0 },
        finish('greek-yogurt', 'yogurt', 'lemon'),
        optional('fresh', ['coriander', 'mint'], 'flavour'),
      ],
    },
  ],
  title: (dish) => {
    const meat = one(dish, 'protein');
    const words = headline(dish, ['protein'], ['veg', 'fruit'], 3)
      .replace(/^stewing beef/, 'beef')
      .replace(/^leg of lamb/, 'lamb');
    const liquidId = one(dish, 'liquid')?.ingredient.id;
    if (dish.flavour.id === 'cider' && liquidId === 'cider') return `${words} braised in cider`;
    if (dish.flavour.id === 'ale' && liquidId === 'beer') return `${words} stew with ale`;
    if (dish.flavour.id === 'french' && liquidId === 'red-wine') return `${words} braised in red wine`;
    // A tagine and a curry are named by their spices: cumin alone makes a spiced stew, not a tagine.
    if (dish.flavour.id === 'north-african')
      return holds(dish, 'tagine')
        ? `${words} tagine`
        : `${holds(dish, 'spiced') ? 'Spiced ' : ''}${words} stew`;
    if (dish.flavour.id === 'indian')
      return holds(dish, 'curry')
        ? `${words} curry`
        : `${holds(dish, 'spiced') ? 'Spiced ' : ''}${words} stew`;
    if (meat && !meat.ingredient.diet.meat) return `${words} stew`;
    return dish.flavour.id === 'italian' || dish.flavour.id === 'spanish'
      ? `${words} casserole`
      : `${words} stew`;
  },
  description: (dish) => {
    const meat = one(dish, 'protein');
    const minutes = meat ? braiseMinutes(meat.ingredient) : 30;
    const pace =
      minutes > 60
        ? 'slowly braised until meltingly tender; most of the time it looks after itself'
        : 'simmered together, the lid off at the end so the sauce reduces';
    return capitalise(`${listOf(inSlots(dish, 'protein', 'veg', 'fruit'))}, ${pace}.`);
  },
  steps,
};
