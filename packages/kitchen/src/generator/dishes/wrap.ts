import { ingredientGrams } from '../../ingredient-grams.ts';
import type { Archetype, Dish, DishItem, Flavour } from '../archetype.ts';
import { panCook } from '../cooking.ts';
import {
  drafts,
  headline,
  inBatches,
  inSlots,
  joinWords,
  listOf,
  nameOf,
  one,
  sentences,
  the,
  wedges,
} from '../dish-words.ts';
import { alreadyCooked, prepPhrase } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { oil, optional, softHerb } from '../slots.ts';

/** The filling cooked in the pan, or warmed beans; `null` when it goes in as it is. */
function fillingStep(item: DishItem, spices: readonly DishItem[], fat: readonly DishItem[]): string | null {
  const name = nameOf(item);
  if (item.ingredient.aisle === 'canned') {
    const spiced = spices.length > 0 ? ` and ${the(spices)}` : '';
    return `Drain the ${name} and warm in a small pan with a little of ${the(fat)}${spiced} for 3 minutes, lightly crushing them with a fork.`;
  }
  const cook = panCook(item.ingredient);
  if (cook.minutes === 0) return null;
  const spiced = spices.length > 0 ? `, adding ${the(spices)} for the last minute` : '';
  // Leftovers and cooked prawns are only warmed through: "cook the cooked chicken" reads as cooking it again.
  const verb = alreadyCooked(item.ingredient) ? 'warm' : 'cook';
  return `Heat ${the(fat)} in a frying pan and ${verb} the ${name} for ${cook.minutes} minutes, ${cook.until}${spiced}.`;
}

/** How many quesadillas the tortillas make: two to each. */
function quesadillaCount(wraps: readonly DishItem[]): number {
  const tortillas = wraps.reduce((sum, item) => {
    if (item.unit === null) return sum + item.quantity;
    const grams = ingredientGrams(item.ingredient, item.quantity, item.unit) ?? 0;
    return sum + grams / (item.ingredient.portions.piece ?? 60);
  }, 0);
  return Math.max(1, Math.ceil(Math.round(tortillas) / 2));
}

/** "serve with the salsa and the lime, cut into wedges"; false when there is nothing to serve. */
function serveWith(served: readonly DishItem[], lime: readonly DishItem[]): string | false {
  if (served.length === 0 && lime.length === 0) return false;
  return `serve with ${joinWords([served.length > 0 ? the(served) : '', wedges(lime)].filter(Boolean))}`;
}

/** Vegetables that go into a quesadilla raw; the rest soften in the pan first. */
const RAW = new Set(['spring-onion', 'tinned-sweetcorn', 'tomato', 'spinach', 'jalapeno', 'roasted-peppers']);

function quesadillaSteps(dish: Dish) {
  const filling = one(dish, 'protein');
  const cheese = one(dish, 'cheese');
  const spices = inSlots(dish, 'spice');
  const fat = inSlots(dish, 'fat');
  const veg = inSlots(dish, 'veg');
  const softened = veg.filter((item) => !RAW.has(item.ingredient.id));
  const cooked = filling && fillingStep(filling, spices, fat);
  const raw = filling && !cooked ? [filling, ...spices] : [];
  const served = inSlots(dish, 'serve');
  const lime = inSlots(dish, 'lime');
  return drafts(
    sentences(
      filling && filling.ingredient.aisle !== 'canned' && panCook(filling.ingredient).prep(nameOf(filling)),
      prepVegetables(veg, 'into small pieces'),
      cheese && (prepPhrase(cheese.ingredient, nameOf(cheese)) ?? `grate the ${nameOf(cheese)}`),
    ),
    cooked,
    softened.length > 0 && `Cook ${the(softened)} in a little of ${the(fat)} for 4 minutes, until soft.`,
    sentences(
      `lay out half of ${the(inSlots(dish, 'wrap'))}`,
      `scatter over ${the([...(cheese ? [cheese] : []), ...(cooked && filling ? [filling] : []), ...raw, ...veg, ...inSlots(dish, 'herb')])}`,
      'top each with another tortilla and press down',
    ),
    // One at a time in the pan, the first kept warm: the recipe's time counts every one of them.
    inBatches(
      `Brush a large frying pan with ${the(fat)} and cook the quesadillas one at a time over a medium heat for 3 minutes on each side, until golden and the cheese has melted, keeping the first ones warm in a low oven.`,
      quesadillaCount(inSlots(dish, 'wrap')),
      6,
    ),
    sentences('cut into wedges', serveWith(served, lime)),
  );
}

/** Tacos: the filling seared with its spices, warm tortillas, and raw toppings, fruit and cheese on top. */
function tacoSteps(dish: Dish) {
  const filling = one(dish, 'protein');
  const spices = inSlots(dish, 'spice');
  const fat = inSlots(dish, 'fat');
  const toppings = inSlots(dish, 'veg', 'fruit');
  const cheese = inSlots(dish, 'cheese');
  const cooked = filling && fillingStep(filling, spices, fat);
  const served = inSlots(dish, 'serve');
  const lime = inSlots(dish, 'lime');
  return drafts(
    sentences(
      filling && filling.ingredient.aisle !== 'canned' && panCook(filling.ingredient).prep(nameOf(filling)),
      prepVegetables(toppings, 'into small pieces'),
      cheese.length > 0 && `crumble or grate ${the(cheese)}`,
    ),
    cooked,
    `Warm ${the(inSlots(dish, 'wrap'))} in a dry frying pan for 30 seconds on each side and keep them warm wrapped in a clean tea towel.`,
    sentences(
      `fill ${the(inSlots(dish, 'wrap'))} with ${the([...(filling ? [filling] : []), ...toppings, ...cheese, ...inSlots(dish, 'herb')])}`,
      !cooked && `drizzle with ${the(fat)}${spices.length > 0 ? ` and sprinkle with ${the(spices)}` : ''}`,
      serveWith(served, lime),
    ),
  );
}

/** Tacos of what the cook has: seared meat, fish or prawns, or warmed beans, with raw toppings. */
const tacos = {
  id: 'tacos',
  cuisine: 'mexican',
  slots: [
    {
      id: 'wrap',
      kind: 'starch',
      options: ['corn-tortilla', 'flour-tortilla', 'wholemeal-tortilla'],
      min: 1,
      // Tacos when the tortillas are in: nobody shops for them to use up the chicken. Three a person.
      pantryOnly: true,
      grams: 72,
    },
    {
      id: 'protein',
      kind: 'protein',
      options: [
        ...['chicken-thigh', 'chicken-breast', 'pork-tenderloin', 'minced-beef', 'rump-steak', 'steak'],
        ...['prawn', 'frozen-prawns', 'cod', 'haddock', 'hake', 'pollock', 'tilapia', 'chorizo'],
        ...['black-beans', 'pinto-beans', 'cooked-chicken', 'turkey-breast', 'pork-chop'],
      ],
      min: 1,
      grams: 110,
    },
    {
      id: 'veg',
      kind: 'vegetable',
      options: [
        ...['red-onion', 'tomato', 'avocado', 'iceberg-lettuce', 'red-cabbage', 'cherry-tomato', 'radish'],
        ...['jalapeno', 'spring-onion', 'tinned-sweetcorn', 'lettuce', 'cabbage', 'cucumber'],
      ],
      min: 1,
      max: 3,
      least: 1,
      grams: 60,
    },
    {
      id: 'fruit',
      kind: 'fruit',
      options: ['pineapple', 'mango'],
      min: 0,
      max: 1,
      pantryOnly: true,
      grams: 40,
    },
    {
      id: 'spice',
      kind: 'flavour',
      options: [
        'ground-cumin',
        'chipotle',
        'smoked-paprika',
        'taco-seasoning',
        'chilli-powder',
        'dried-oregano',
      ],
      min: 1,
      max: 2,
      skippable: true,
    },
    optional('cheese', ['queso-fresco', 'cotija', 'feta', 'cheddar', 'monterey-jack'], 'dairy', 20),
    optional('serve', ['salsa', 'soured-cream', 'guacamole', 'greek-yogurt'], 'flavour', 30),
    optional('lime', ['lime']),
    softHerb('coriander'),
  ],
} satisfies Flavour;

/** A pitta is split open and filled; a tortilla is rolled. */
function isPitta(dish: Dish): boolean {
  return /pitta/.test(one(dish, 'wrap')?.ingredient.id ?? '');
}

function wrapSteps(dish: Dish) {
  const pitta = isPitta(dish);
  const filling = one(dish, 'protein');
  const spices = inSlots(dish, 'spice');
  const fat = inSlots(dish, 'fat');
  const cooked = filling && fillingStep(filling, spices, fat);
  return drafts(
    sentences(
      filling && filling.ingredient.aisle !== 'canned' && panCook(filling.ingredient).prep(nameOf(filling)),
      prepVegetables(inSlots(dish, 'veg'), 'into thin strips'),
    ),
    cooked,
    `Warm ${the(inSlots(dish, 'wrap'))} in a dry frying pan for 30 seconds on each side.`,
    sentences(
      pitta
        ? `split ${the(inSlots(dish, 'wrap'))} open along one side and spread the insides with ${the(inSlots(dish, 'spread'))}`
        : `spread with ${the(inSlots(dish, 'spread'))}`,
      `${pitta ? 'fill with' : 'pile on'} ${the([...(filling ? [filling] : []), ...inSlots(dish, 'veg', 'herb')])}`,
      !cooked && `drizzle with ${the(fat)}${spices.length > 0 ? ` and sprinkle with ${the(spices)}` : ''}`,
      inSlots(dish, 'lemon').length > 0 && `squeeze over ${the(inSlots(dish, 'lemon'))}`,
      pitta ? 'serve straight away' : 'roll up tightly and cut in half',
    ),
  );
}

export const wrap: Archetype = {
  id: 'wrap',
  mealTypes: ['lunch', 'dinner'],
  prepMinutes: 8,
  tags: ['family-friendly'],
  slots: [oil, softHerb('coriander', 'parsley', 'mint')],
  flavours: [
    tacos,
    {
      id: 'mexican',
      cuisine: 'mexican',
      slots: [
        {
          id: 'wrap',
          kind: 'starch',
          options: ['flour-tortilla', 'wholemeal-tortilla', 'corn-tortilla'],
          min: 1,
          grams: 96,
        },
        {
          id: 'cheese',
          kind: 'dairy',
          options: ['cheddar', 'monterey-jack', 'grated-mozzarella', 'mozzarella', 'gouda', 'edam'],
          min: 1,
          grams: 40,
        },
        {
          id: 'protein',
          kind: 'protein',
          options: [
            ...[
              'black-beans',
              'refried-beans',
              'chicken-breast',
              'kidney-beans',
              'pinto-beans',
              'minced-beef',
            ],
            ...['chorizo', 'ham', 'mixed-beans', 'cooked-chicken'],
          ],
          min: 1,
          grams: 80,
        },
        {
          id: 'veg',
          kind: 'vegetable',
          options: [
            ...['red-pepper', 'spring-onion', 'tinned-sweetcorn', 'frozen-sweetcorn', 'spinach', 'mushroom'],
            ...['red-onion', 'green-pepper', 'courgette', 'tomato', 'jalapeno', 'roasted-peppers'],
          ],
          min: 1,
          max: 2,
          grams: 60,
        },
        {
          id: 'spice',
          kind: 'flavour',
          options: ['ground-cumin', 'smoked-paprika', 'taco-seasoning'],
          min: 1,
          skippable: true,
        },
        optional('serve', ['salsa', 'soured-cream', 'guacamole', 'greek-yogurt'], 'flavour', 30),
        optional('lime', ['lime']),
      ],
    },
    {
      id: 'greek',
      cuisine: 'greek',
      slots: [
        {
          id: 'wrap',
          kind: 'starch',
          options: ['flour-tortilla', 'pitta', 'wholemeal-pitta', 'wholemeal-tortilla'],
          min: 1,
          grams: 90,
        },
        {
          id: 'protein',
          kind: 'protein',
          options: ['halloumi', 'chicken-breast', 'chickpeas', 'feta', 'minced-lamb', 'cooked-chicken'],
          min: 1,
          grams: 100,
        },
        { id: 'spread', kind: 'flavour', options: ['hummus', 'tzatziki', 'greek-yogurt'], min: 1, grams: 40 },
        {
          id: 'veg',
          kind: 'vegetable',
          options: [
            ...[
              'cucumber',
              'tomato',
              'cherry-tomato',
              'red-onion',
              'lettuce',
              'romaine-lettuce',
              'red-pepper',
            ],
            ...['rocket', 'spinach', 'red-cabbage', 'carrot'],
          ],
          min: 2,
          max: 3,
          grams: 70,
        },
        optional('spice', ['dried-oregano', 'sumac', 'zaatar', 'ground-cumin']),
        optional('lemon', ['lemon']),
        softHerb('mint', 'parsley', 'dill'),
      ],
    },
  ],
  title: (dish) => {
    if (dish.flavour.id === 'tacos') return `${headline(dish, ['protein'], ['fruit', 'veg'], 2)} tacos`;
    const words = headline(dish, ['protein'], ['cheese', 'veg'], 3);
    if (dish.flavour.id === 'mexican') return `${words} quesadillas`;
    return isPitta(dish) ? `${words} pittas` : `${words} wraps`;
  },
  description: (dish) =>
    dish.flavour.id === 'tacos'
      ? `Warm tortillas filled with ${listOf(inSlots(dish, 'protein', 'fruit', 'veg'))}${inSlots(dish, 'lime').length > 0 ? ', with lime to squeeze over' : ''}.`
      : dish.flavour.id === 'mexican'
        ? `Crisp, melting quesadillas filled with ${listOf(inSlots(dish, 'protein', 'cheese', 'veg'))}.`
        : `Warm ${isPitta(dish) ? 'pittas' : 'wraps'} spread with ${listOf(inSlots(dish, 'spread'))} and ${isPitta(dish) ? 'filled' : 'piled'} with ${listOf(inSlots(dish, 'protein', 'veg'))}.`,
  steps: (dish) =>
    dish.flavour.id === 'tacos'
      ? tacoSteps(dish)
      : dish.flavour.id === 'mexican'
        ? quesadillaSteps(dish)
        : wrapSteps(dish),
};
