import type { DishItem } from './archetype.ts';
import { joinWords, nameOf } from './dish-words.ts';
import { fromFrozen, keepsSkin, prepPhrase } from './food-state.ts';

/** Vegetables that go in as they come: frozen, tinned, baby leaves, sprouts. */
const READY = new Set([
  ...['spinach', 'rocket', 'watercress', 'salad-leaves', 'bean-sprout', 'pea', 'frozen-peas'],
  ...['frozen-sweetcorn', 'tinned-sweetcorn', 'frozen-mixed-veg', 'frozen-spinach', 'edamame'],
  ...['chopped-tomatoes', 'passata', 'crushed-tomatoes', 'black-olives', 'green-olives', 'mangetout'],
  ...['sugar-snap-pea', 'water-chestnuts', 'bamboo-shoots', 'enoki', 'kimchi', 'sauerkraut'],
]);
const FLORETS = new Set([
  ...['broccoli', 'cauliflower', 'romanesco', 'tenderstem-broccoli', 'purple-sprouting-broccoli'],
]);
const LEAVES = new Set([
  ...['kale', 'spring-greens', 'swiss-chard', 'cabbage', 'savoy-cabbage', 'chinese-cabbage', 'pak-choi'],
  ...['red-cabbage', 'lettuce', 'romaine-lettuce', 'iceberg-lettuce', 'butterhead-lettuce', 'radicchio'],
  'chicory',
]);
const SLICED = new Set([
  ...['mushroom', 'chestnut-mushroom', 'portobello-mushroom', 'shiitake', 'oyster-mushroom', 'radish'],
  ...[
    'spring-onion',
    'leek',
    'fennel',
    'cucumber',
    'celery',
    'roasted-peppers',
    'red-onion',
    'artichoke-hearts',
  ],
]);
/** Corn on the cob: the kernels are cut off. */
const COBS = new Set(['sweetcorn']);
const HALVED = new Set(['cherry-tomato', 'green-bean', 'asparagus', 'brussels-sprout', 'okra']);
const PEELED = new Set([
  ...['potato', 'baking-potato', 'sweet-potato', 'butternut-squash', 'pumpkin', 'carrot'],
  ...['parsnip', 'swede', 'celeriac', 'beetroot', 'turnip', 'acorn-squash'],
]);

/** Whether a vegetable needs a knife before it goes in (frozen ones go in still frozen). */
export function needsPrep(item: DishItem): boolean {
  return !READY.has(item.ingredient.id) && !fromFrozen(item.ingredient);
}

/**
 * How a cook readies the vegetables: florets, shredded leaves, sliced mushrooms, halved tomatoes, and the
 * rest cut `cut` ("into bite-sized pieces", "into chunks", "into small dice"). Ready ones are left out
 * here; the cooking steps name them.
 */
export function prepVegetables(items: readonly DishItem[], cut: string): string {
  const named = (filter: (id: string) => boolean) =>
    joinWords(items.filter((item) => filter(item.ingredient.id)).map(nameOf));
  const florets = named((id) => FLORETS.has(id));
  const leaves = named((id) => LEAVES.has(id));
  const sliced = named((id) => SLICED.has(id));
  const halved = named((id) => HALVED.has(id));
  const peeled = named((id) => PEELED.has(id));
  const cobs = named((id) => COBS.has(id));
  const frozen = new Set(
    items.filter((item) => fromFrozen(item.ingredient)).map((item) => item.ingredient.id),
  );
  // Waxy potatoes keep their skins: scrubbed, never peeled.
  const scrubbed = new Set(
    items.filter((item) => keepsSkin(item.ingredient)).map((item) => item.ingredient.id),
  );
  const scrubbedNames = named((id) => scrubbed.has(id));
  const rest = named(
    (id) =>
      !READY.has(id) &&
      !frozen.has(id) &&
      !scrubbed.has(id) &&
      !FLORETS.has(id) &&
      !LEAVES.has(id) &&
      !SLICED.has(id) &&
      !HALVED.has(id) &&
      !PEELED.has(id) &&
      !COBS.has(id),
  );
  const clauses = [
    peeled && `peel the ${peeled} and cut ${cut}`,
    scrubbedNames && `scrub the ${scrubbedNames} and cut ${cut}`,
    rest && `cut the ${rest} ${cut}`,
    florets && `cut the ${florets} into small florets`,
    sliced && `slice the ${sliced}`,
    halved && `halve the ${halved}`,
    cobs && `cut the kernels off the ${cobs}`,
    leaves && `shred the ${leaves}`,
  ].filter((clause): clause is string => Boolean(clause));
  return joinWords(clauses);
}

/** Ricotta is crumbled over; the other cheeses as `prepPhrase` readies each (grated, crumbled, torn). */
const CRUMBLED = new Set(['feta', 'goats-cheese', 'ricotta']);

/** How the cheese of an egg dish is readied ("grate the cheddar", "crumble the feta"), or false for none. */
export function prepCheese(item: DishItem | undefined): string | false {
  if (!item) return false;
  if (CRUMBLED.has(item.ingredient.id)) return `crumble the ${nameOf(item)}`;
  return prepPhrase(item.ingredient, nameOf(item)) ?? `grate the ${nameOf(item)}`;
}
