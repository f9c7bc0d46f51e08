import type { Dish, StepDraft } from '../archetype.ts';
import { drafts, inSlots, isWoody, sentences, the } from '../dish-words.ts';

/** The steps for each kind of toast: mushrooms, avocado, beans, tomatoes, scrambled eggs. */

const LEAVES = new Set(['spinach', 'kale']);

function toast(dish: Dish): string {
  return `Toast ${the(inSlots(dish, 'bread'))}.`;
}

function mushroomSteps(dish: Dish) {
  const extras = inSlots(dish, 'extra');
  const leaves = extras.filter((item) => LEAVES.has(item.ingredient.id));
  // Thyme fries with the mushrooms; parsley, chives and tarragon go on at the end.
  const woody = inSlots(dish, 'herb').filter(isWoody);
  const soft = inSlots(dish, 'herb').filter((item) => !woody.includes(item));
  const fried = [
    ...inSlots(dish, 'main', 'garlic'),
    ...extras.filter((item) => !leaves.includes(item)),
    ...woody,
  ];
  const creamy = inSlots(dish, 'dairy');
  return drafts(
    sentences(
      `slice ${the(inSlots(dish, 'main'))}`,
      inSlots(dish, 'garlic').length > 0 && 'crush the garlic',
    ),
    `Heat ${the(inSlots(dish, 'fat'))} in a frying pan and cook ${the(fried)} over a high heat for 5 minutes, until golden.`,
    leaves.length > 0 && `Add ${the(leaves)} and stir until wilted.`,
    toast(dish),
    sentences(
      `season with ${the([...inSlots(dish, 'salt', 'pepper'), ...soft])}`,
      `pile onto the toast${creamy.length > 0 ? ` and top with ${the(creamy)}` : ''}`,
    ),
  );
}

function avocadoSteps(dish: Dish) {
  const eggs = inSlots(dish, 'extra').filter((item) => item.ingredient.id === 'egg');
  const toppings = [
    ...inSlots(dish, 'extra').filter((item) => !eggs.includes(item)),
    ...inSlots(dish, 'herb'),
  ];
  return drafts(
    eggs.length > 0 &&
      `Fry ${the(eggs)} in a little of ${the(inSlots(dish, 'fat'))} for 3 minutes, until the whites are set.`,
    toast(dish),
    `Mash ${the(inSlots(dish, 'main', 'acid', 'heat', 'salt', 'pepper'))} together with a fork.`,
    sentences(
      'spread over the toast',
      toppings.length + eggs.length > 0 && `top with ${the([...eggs, ...toppings])}`,
      eggs.length === 0 && `drizzle with ${the(inSlots(dish, 'fat'))}`,
    ),
  );
}

function beanSteps(dish: Dish) {
  return drafts(
    `Warm ${the(inSlots(dish, 'main', 'sauce'))} in a small pan for 4 minutes, stirring now and then.`,
    sentences(
      toast(dish).slice(0, -1),
      inSlots(dish, 'fat').length > 0 && `spread with ${the(inSlots(dish, 'fat'))}`,
    ),
    sentences(
      'pile the beans onto the toast',
      inSlots(dish, 'extra').length > 0 && `scatter over ${the(inSlots(dish, 'extra'))}`,
      `season with ${the(inSlots(dish, 'salt', 'pepper'))}`,
    ),
  );
}

function tomatoSteps(dish: Dish) {
  return drafts(
    `Chop ${the(inSlots(dish, 'main'))} and toss with ${the(inSlots(dish, 'fat', 'acid', 'salt', 'pepper', 'herb'))}.`,
    sentences(
      toast(dish).slice(0, -1),
      inSlots(dish, 'garlic').length > 0 && 'rub each slice with the cut garlic',
    ),
    sentences(
      'spoon the tomatoes onto the toast with their juices',
      inSlots(dish, 'extra').length > 0 && `top with ${the(inSlots(dish, 'extra'))}`,
    ),
  );
}

function eggSteps(dish: Dish) {
  const extras = inSlots(dish, 'extra');
  const wilted = extras.filter((item) => LEAVES.has(item.ingredient.id));
  return drafts(
    `Beat ${the(inSlots(dish, 'main', 'salt', 'pepper'))} together.`,
    wilted.length > 0 && `Wilt ${the(wilted)} in a non-stick pan, then tip out.`,
    `${inSlots(dish, 'fat').some((item) => item.ingredient.roles.includes('dairy') || /butter|ghee/.test(item.ingredient.id)) ? 'Melt' : 'Warm'} ${the(inSlots(dish, 'fat'))} in the pan over a low heat, add the eggs and stir gently for 3 minutes, until just set.`,
    toast(dish),
    sentences(
      'spoon the eggs onto the toast',
      extras.length > 0 && `serve with ${the(extras)}`,
      inSlots(dish, 'herb').length > 0 && `scatter over ${the(inSlots(dish, 'herb'))}`,
    ),
  );
}

const STEPS: Readonly<Record<string, (dish: Dish) => StepDraft[]>> = {
  mushroom: mushroomSteps,
  avocado: avocadoSteps,
  beans: beanSteps,
  tomato: tomatoSteps,
  eggs: eggSteps,
};

/** The steps for the dish's flavour of toast. */
export function onToastSteps(dish: Dish): StepDraft[] {
  return (STEPS[dish.flavour.id] ?? mushroomSteps)(dish);
}
