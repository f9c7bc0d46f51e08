import type { Ingredient } from '../catalog-types.ts';
import { isLeftover } from '../leftovers.ts';
import { OVERNIGHT_WAIT_MINUTES } from '../recipe.ts';

/**
 * How a food cooks, from its catalog kind and state: what a cook does to it and how they tell it is done.
 * Step templates ask here instead of assuming every protein is raw meat: feta is crumbled on at the end
 * (never "cooked through"), paneer and halloumi are fried until golden, new potatoes are scrubbed rather
 * than peeled, leftovers are reheated until piping hot, frozen food is cooked from frozen and takes
 * longer, dried beans are soaked overnight first. `recipe-checks.ts` `stepProblems` holds steps to it.
 */

export type FoodState =
  | 'poultry'
  | 'meat'
  | 'mince'
  | 'cured-meat'
  | 'sausage'
  | 'ready-meat'
  | 'fish'
  | 'ready-fish'
  | 'tinned-fish'
  | 'raw-shellfish'
  | 'shellfish-in-shell'
  | 'cooked-shellfish'
  | 'melting-cheese'
  | 'hard-cheese'
  | 'frying-cheese'
  | 'crumbly-cheese'
  | 'soft-cheese'
  | 'egg'
  | 'tofu'
  | 'silken-tofu'
  | 'tinned-pulse'
  | 'dried-pulse'
  | 'lentil'
  | 'waxy-potato'
  | 'floury-potato'
  | 'cooked-leftover'
  | 'other';

/** Eight hours: "overnight" in the fridge or in a bowl of water. */
export const OVERNIGHT_MINUTES = OVERNIGHT_WAIT_MINUTES;

const BY_ID: ReadonlyArray<readonly [RegExp, FoodState]> = [
  [/^(cooked-prawn|crab)$/, 'cooked-shellfish'],
  [/^(mussel|clam|oyster)$/, 'shellfish-in-shell'],
  [/^(minced-.*|lean-minced-.*|soya-mince|sausage-meat)$/, 'mince'],
  [/^(bacon|pancetta|chorizo)$/, 'cured-meat'],
  [
    /^(sausage|vegetarian-sausage|smoked-sausage|black-pudding|beef-burger|veggie-burger|fish-fingers)$/,
    'sausage',
  ],
  [/^(ham|prosciutto|salami|pepperoni|corned-beef|pastrami|hot-dog)$/, 'ready-meat'],
  [/^(smoked-salmon|smoked-mackerel)$/, 'ready-fish'],
  [/^(tuna|tuna-in-oil|tinned-salmon|tinned-sardines|anchovy)$/, 'tinned-fish'],
  [/^(halloumi|paneer)$/, 'frying-cheese'],
  [/^(feta|goats-cheese|queso-fresco|cotija)$/, 'crumbly-cheese'],
  [/^(parmesan|pecorino|manchego)$/, 'hard-cheese'],
  [/^(ricotta|cottage-cheese|cream-cheese|mascarpone|quark)$/, 'soft-cheese'],
  [
    /^(cheddar|mozzarella|grated-mozzarella|gruyere|emmental|gouda|edam|monterey-jack|brie|camembert|blue-cheese)$/,
    'melting-cheese',
  ],
  [/^(egg|duck-egg|quail-egg|egg-white|egg-yolk)$/, 'egg'],
  [/^(tofu|tempeh|seitan)$/, 'tofu'],
  [/^silken-tofu$/, 'silken-tofu'],
  [/^(dried-chickpeas|dried-kidney-beans|dried-black-beans|dried-white-beans|adzuki-beans)$/, 'dried-pulse'],
  [/^(red-lentils|green-lentils|split-peas|mung-beans|urad-dal|toor-dal)$/, 'lentil'],
  [/^new-potato$/, 'waxy-potato'],
  [/^(potato|baking-potato)$/, 'floury-potato'],
  [/^(chicken|turkey|duck)-|^whole-chicken$/, 'poultry'],
];

const STATES = new Map<string, FoodState>();

/** What kind of food it is, for cooking: raw poultry, crumbly cheese, a cooked leftover, tinned beans... */
export function foodState(ingredient: Ingredient): FoodState {
  const known = STATES.get(ingredient.id);
  if (known) return known;
  const state = stateOf(ingredient);
  STATES.set(ingredient.id, state);
  return state;
}

function stateOf(ingredient: Ingredient): FoodState {
  const { id, aisle, diet } = ingredient;
  if (isLeftover(id)) return 'cooked-leftover';
  const found = BY_ID.find(([pattern]) => pattern.test(id));
  if (found) return found[1];
  if (diet.shellfish) return 'raw-shellfish';
  if (diet.fish) return aisle === 'canned' ? 'tinned-fish' : 'fish';
  if (diet.meat) return 'meat';
  if (aisle === 'canned' && ingredient.roles.includes('protein')) return 'tinned-pulse';
  return 'other';
}

/** Frozen food goes in as it is, still frozen, and takes longer; it is never cut up first. */
export function fromFrozen(ingredient: Ingredient): boolean {
  return (
    ingredient.id.startsWith('frozen-') || (ingredient.aisle === 'frozen' && ingredient.id !== 'edamame')
  );
}

/** Minutes a frozen food needs where the fresh one takes `minutes`: about half as long again. */
export function frozenMinutes(minutes: number): number {
  return Math.ceil(minutes * 1.5);
}

const COOKED_WHOLE: ReadonlySet<string> = new Set(['bay-leaf', 'cinnamon-stick', 'star-anise']);

/** A spice that flavours a pot whole (a bay leaf, a cinnamon stick, star anise) and is fished out before serving or blending. */
export function fishedOut(ingredient: Ingredient): boolean {
  return COOKED_WHOLE.has(ingredient.id);
}

/** Already cooked or ready to eat: warmed or reheated, never cooked "through" again. */
export function alreadyCooked(ingredient: Ingredient): boolean {
  const state = foodState(ingredient);
  return (
    state === 'cooked-leftover' ||
    state === 'cooked-shellfish' ||
    state === 'ready-meat' ||
    state === 'ready-fish' ||
    state === 'tinned-fish' ||
    state === 'tinned-pulse'
  );
}

/** Cheese of any kind: it melts, fries, softens or is crumbled, but is never "cooked through". */
export function isCheese(ingredient: Ingredient): boolean {
  return /cheese$/.test(foodState(ingredient));
}

/** Raw food a cook must cook until it is safe: meat, poultry, fish, raw shellfish, eggs. */
export function mustCookThrough(ingredient: Ingredient): boolean {
  const state = foodState(ingredient);
  return (
    state === 'poultry' ||
    state === 'meat' ||
    state === 'mince' ||
    state === 'cured-meat' ||
    state === 'sausage' ||
    state === 'fish' ||
    state === 'raw-shellfish' ||
    state === 'shellfish-in-shell' ||
    state === 'egg' ||
    state === 'dried-pulse'
  );
}

export type CookMethod = 'fry' | 'simmer' | 'roast';

/**
 * How a cook tells the food is done ("until cooked through", "until it flakes easily", "until golden"),
 * for frying, simmering in a sauce or roasting; `null` when it is not cooked at all (crumbly cheese goes
 * on at the end, tinned fish is stirred in).
 */
export function cookPhrase(ingredient: Ingredient, method: CookMethod = 'fry'): string | null {
  const state = foodState(ingredient);
  switch (state) {
    case 'poultry':
    case 'sausage':
      return 'until cooked through';
    case 'meat':
      return method === 'simmer' ? 'until tender' : 'until browned and cooked through';
    case 'mince':
      return method === 'simmer' ? 'until cooked through' : 'breaking it up, until browned';
    case 'cured-meat':
      return method === 'simmer' ? 'until cooked' : 'until crisp';
    case 'fish':
      return 'until it flakes easily';
    case 'raw-shellfish':
      // Prawns turn pink; squid and scallops turn white (a squid noodle soup said "until pink all over").
      return /prawn|crayfish|lobster/.test(ingredient.id) ? 'until pink all over' : 'until just opaque';
    case 'shellfish-in-shell':
      return 'until the shells open (throw away any that stay shut)';
    case 'frying-cheese':
      return method === 'simmer' ? 'until hot through' : 'until golden';
    case 'tofu':
      return method === 'simmer' ? 'until hot through' : 'until golden';
    case 'melting-cheese':
      return method === 'roast' ? 'until melted and bubbling' : 'until melted';
    case 'cooked-leftover':
      return 'until piping hot all the way through';
    case 'tinned-pulse':
      return method === 'roast' ? 'until starting to crisp' : 'until hot through';
    case 'cooked-shellfish':
    case 'ready-meat':
    case 'silken-tofu':
      return 'until hot through';
    case 'lentil':
    case 'dried-pulse':
      return 'until soft';
    case 'egg':
      return 'until set';
    case 'waxy-potato':
    case 'floury-potato':
      return 'until tender';
    case 'crumbly-cheese':
      // Baked feta softens and browns at the edges; in a pan or a sauce it is crumbled on at the end.
      return method === 'roast' ? 'until soft and golden at the edges' : null;
    case 'hard-cheese':
    case 'soft-cheese':
    case 'ready-fish':
    case 'tinned-fish':
      return null;
    default:
      return method === 'roast' ? 'until tender and golden' : 'until cooked';
  }
}

/**
 * How the food is readied before cooking, in one clause without a duration: "crumble the feta",
 * "scrub the new potatoes and halve any large ones", "drain and rinse the chickpeas"; `null` when it goes
 * in as it comes (frozen food, mince, eggs).
 */
export function prepPhrase(ingredient: Ingredient, name: string): string | null {
  if (fromFrozen(ingredient)) return null;
  switch (foodState(ingredient)) {
    case 'crumbly-cheese':
      return `crumble the ${name}`;
    case 'melting-cheese':
    case 'hard-cheese':
      if (/mozzarella/.test(ingredient.id)) return `tear the ${name} into pieces`;
      // A soft-rind cheese is sliced: it would smear on a grater.
      return /brie|camembert/.test(ingredient.id) ? `slice the ${name}` : `grate the ${name}`;
    case 'frying-cheese':
    case 'tofu':
      return `cut the ${name} into bite-sized cubes and pat dry`;
    case 'silken-tofu':
      return `cut the ${name} into cubes`;
    case 'waxy-potato':
      return `scrub the ${name} and halve any large ones`;
    case 'floury-potato':
      return `peel the ${name}`;
    case 'tinned-pulse':
      return `drain and rinse the ${name}`;
    case 'tinned-fish':
      return `drain the ${name}`;
    case 'dried-pulse':
      return `soak the ${name} overnight in plenty of cold water, then drain`;
    case 'lentil':
      return `rinse the ${name}`;
    case 'cooked-leftover':
      return ingredient.id === 'cooked-chicken'
        ? `tear the ${name} into bite-sized pieces, leaving out any skin and bone`
        : null;
    default:
      return null;
  }
}

/** Waxy potatoes keep their skins: scrubbed, never peeled. */
export function keepsSkin(ingredient: Ingredient): boolean {
  return foodState(ingredient) === 'waxy-potato';
}

/** Hands-off minutes before cooking: dried beans soak overnight. */
export function soakMinutes(ingredient: Ingredient): number {
  return foodState(ingredient) === 'dried-pulse' ? OVERNIGHT_MINUTES : 0;
}

/** Minutes lentils and dried pulses need at a simmer until soft (soaked beans: an hour). */
export function pulseSimmerMinutes(ingredient: Ingredient): number {
  const id = ingredient.id;
  if (foodState(ingredient) === 'dried-pulse') return 60;
  if (id === 'split-peas') return 45;
  if (id === 'green-lentils' || id === 'urad-dal' || id === 'toor-dal') return 30;
  if (foodState(ingredient) === 'lentil') return 20;
  return 0;
}
