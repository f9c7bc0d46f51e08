import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { panCook, panTiming } from '../cooking.ts';
import {
  drafts,
  headline,
  inSlots,
  isWoody,
  listOf,
  madeUp,
  nameOf,
  one,
  sentences,
  squeezed,
  stockFromCube,
  the,
} from '../dish-words.ts';
import { foodState } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, onion, optional, pepper, salt, softHerb } from '../slots.ts';

/**
 * One-pot rice: the chicken pilau, the chorizo and pepper rice, the prawn pilaf a cook makes from a pack
 * of rice, a protein and what is in the vegetable drawer. The rice is fried in the spiced oil and cooked
 * in stock by absorption, covered, so everything is done together in one pan.
 */

/** Peas, sweetcorn and leaves steam on top of the rice for its last minutes; the rest soften with the onion. */
const STEAMED = /^(frozen-peas|pea|sweetcorn|frozen-sweetcorn|tinned-sweetcorn|spinach|frozen-spinach|kale)$/;

/** Minutes the rice simmers covered, and the minutes of them that steamed vegetables and late protein take. */
const SIMMER = 15;
const LAST = 5;

const protein: Slot = {
  id: 'protein',
  kind: 'protein',
  options: [
    ...['chicken-thigh', 'chicken-breast', 'chorizo', 'prawn', 'cooked-chicken', 'sausage', 'chickpeas'],
    ...['frozen-prawns', 'minced-lamb', 'turkey-breast', 'ham', 'bacon', 'tofu', 'paneer', 'kidney-beans'],
  ],
  min: 1,
  grams: 130,
};

const VEG = [
  ...['frozen-peas', 'red-pepper', 'green-pepper', 'mixed-peppers', 'carrot', 'mushroom', 'courgette', 'pea'],
  ...['spinach', 'sweetcorn', 'frozen-sweetcorn', 'green-bean', 'chestnut-mushroom', 'yellow-pepper', 'kale'],
  ...['cauliflower', 'aubergine', 'frozen-spinach', 'tomato', 'cherry-tomato'],
];

/** Rice a pan cooks by absorption in 15 minutes: not brown rice, which takes twice as long. */
const RICE = ['basmati-rice', 'rice', 'jasmine-rice'];

/** The stock, from a carton or made up from the cook's cube (`kinds.ts`): about twice the rice's volume. */
const stock: Slot = {
  id: 'liquid',
  kind: 'liquid',
  options: ['chicken-stock', 'vegetable-stock'],
  min: 1,
  grams: 180,
};

/** Stock for the rice by absorption, from a cube: the slots' 180 ml to 75 g of rice. */
const STOCK_ML_PER_100G = 240;

/** Seasoning that makes the flavour what it is, taken from the pantry first; bought only when none. */
const spice = (options: string[]): Slot => ({ id: 'spice', kind: 'flavour', options, min: 1 });

/** "Cut the chicken thighs into bite-sized pieces", "slice the chorizo": nothing for what needs no cutting. */
function proteinPrep(item: DishItem): string | null | false {
  const state = foodState(item.ingredient);
  if (state === 'poultry' || state === 'meat') return `cut the ${nameOf(item)} into bite-sized pieces`;
  return panCook(item.ingredient).prep(nameOf(item));
}

/**
 * The rice cooked covered in the stock: in one go, or with the peas, leaves and what needs only heating or
 * a few minutes (prawns, leftover chicken) scattered over for the last minutes, without stirring.
 */
function simmering(
  liquid: readonly DishItem[],
  lifted: DishItem | undefined,
  late: DishItem | undefined,
  steamed: readonly DishItem[],
): string[] {
  const tinned = late && late.ingredient.aisle === 'canned' ? late : undefined;
  const scattered = [...steamed, ...(late && !tinned ? [late] : [])];
  const poured = [
    `Pour in ${the(madeUp(liquid))}`,
    lifted && `return the ${nameOf(lifted)} with any juices`,
    tinned && `add the drained ${nameOf(tinned)}`,
  ].filter(Boolean);
  const start = `${poured.join(', ')}, bring to the boil, then cover and turn the heat right down`;
  const done = 'until the rice is tender and the stock absorbed';
  if (scattered.length === 0) return [`${start}. Cook for ${SIMMER} minutes, ${done}.`];
  const heated =
    late && !tinned
      ? `, and the ${nameOf(late)} ${late.plural ? 'are' : 'is'} ${/prawn/.test(late.ingredient.id) ? 'pink all the way through' : 'piping hot'}`
      : '';
  return [
    `${start}. Cook for ${SIMMER - LAST} minutes.`,
    `Scatter ${the(scattered)} over the rice without stirring, cover again and cook for ${LAST} minutes more, ${done}${heated}.`,
  ];
}

function steps(dish: Dish) {
  const meat = one(dish, 'protein');
  const timing = meat ? panTiming(meat.ingredient) : 'late';
  const browned = meat && (timing === 'first' || timing === 'lifted') ? meat : undefined;
  const lifted = browned && timing === 'lifted' ? browned : undefined;
  const late = meat && !browned ? meat : undefined;
  const veg = inSlots(dish, 'veg');
  const steamed = veg.filter((item) => STEAMED.test(item.ingredient.id));
  const softened = [...inSlots(dish, 'onion'), ...veg.filter((item) => !steamed.includes(item))];
  const rice = one(dish, 'rice');
  const liquid = inSlots(dish, 'liquid');
  const spices = inSlots(dish, 'garlic', 'ginger', 'spice', 'spice2', 'herb-cooked');
  const woody = inSlots(dish, 'herb').filter(isWoody);
  const fresh = inSlots(dish, 'herb').filter((item) => !isWoody(item));
  const citrus = inSlots(dish, 'lemon');
  const cook = browned && panCook(browned.ingredient);
  return drafts(
    sentences(
      meat && proteinPrep(meat),
      prepVegetables(softened, 'into small pieces'),
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
      rice && `rinse ${the([rice])} in a sieve until the water runs clear`,
      // Rice cooked by absorption takes the stock it needs, whatever a cube would make.
      stockFromCube(liquid, `${STOCK_ML_PER_100G} ml for every 100 g of ${rice ? nameOf(rice) : 'rice'}`),
    ),
    browned && cook
      ? `Heat ${the(inSlots(dish, 'fat'))} in a wide, deep pan with a lid over a medium-high heat and fry the ${nameOf(browned)} for ${Math.max(3, cook.minutes)} minutes, until golden${lifted ? '; lift out onto a plate' : ''}.`
      : `Heat ${the(inSlots(dish, 'fat'))} in a wide, deep pan with a lid over a medium heat.`,
    softened.length > 0 && `Add ${the(softened)} and cook for 6 minutes, stirring, until softened.`,
    sentences(
      [...spices, ...woody].length > 0 &&
        `stir in ${the([...spices, ...woody])} for 1 minute, until fragrant`,
      rice && `add ${the([rice])} and stir for a minute until every grain is glossy`,
    ),
    ...simmering(liquid, lifted, late, steamed),
    sentences(
      'take off the heat and leave to stand, covered, for 5 minutes',
      `fork through${inSlots(dish, 'salt', 'pepper').length > 0 ? ` with ${the(inSlots(dish, 'salt', 'pepper'))}` : ''}`,
      citrus.length > 0 && squeezed(citrus),
      fresh.length > 0 && `scatter with ${the(fresh)}`,
      inSlots(dish, 'side').length > 0 && `serve with ${the(inSlots(dish, 'side'))}`,
    ),
  );
}

function title(dish: Dish): string {
  const words = headline(dish, ['protein'], ['veg'], 3);
  if (dish.flavour.id === 'indian') return `${words} pilau`;
  if (dish.flavour.id === 'spanish')
    return `Spanish-style ${words.charAt(0).toLowerCase()}${words.slice(1)} rice`;
  return `${words} pilaf`;
}

export const pilaf: Archetype = {
  id: 'pilaf',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  tags: ['one-pot', 'family-friendly'],
  avoid: ['dairy'],
  slots: [
    protein,
    { id: 'rice', kind: 'starch', options: RICE, min: 1, grams: 75 },
    onion,
    garlic,
    { id: 'veg', kind: 'vegetable', options: VEG, min: 1, max: 2, least: 1, grams: 80 },
    stock,
    oil,
    salt,
    pepper,
  ],
  flavours: [
    {
      id: 'indian',
      cuisine: 'indian',
      slots: [
        spice(['garam-masala', 'curry-powder', 'ground-cumin', 'cumin-seeds']),
        optional('spice2', ['turmeric', 'cinnamon-stick', 'ground-coriander']),
        optional('ginger', ['ginger']),
        softHerb('coriander', 'mint'),
        optional('side', ['yogurt', 'greek-yogurt'], 'flavour', 30),
      ],
    },
    {
      id: 'spanish',
      cuisine: 'spanish',
      slots: [spice(['smoked-paprika', 'paprika']), optional('lemon', ['lemon']), softHerb('parsley')],
    },
    {
      id: 'herb',
      cuisine: 'british',
      slots: [
        {
          ...optional('herb', ['thyme', 'dried-thyme', 'mixed-herbs', 'parsley', 'dill', 'chives']),
          pantryOnly: true,
        },
        optional('lemon', ['lemon']),
      ],
    },
  ],
  title,
  description: (dish) =>
    `One pan of rice cooked in stock with ${listOf(inSlots(dish, 'protein', 'veg'))}, everything done together.`,
  steps,
};
