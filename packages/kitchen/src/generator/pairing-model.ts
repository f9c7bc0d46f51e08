import { allIngredients, getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { RECIPE_LIBRARY } from '../library.ts';
import { memory } from '../memory.ts';
import { ASSUMED_AVAILABLE } from '../pantry-cover.ts';
import type { Recipe } from '../recipe.ts';
import { CLASHING_PAIRS, CLASSIC_FAMILIES, PAIRING_GROUPS } from './pairing-table.ts';
import { clashes } from './pairings.ts';

/**
 * Which ingredients go together: a classic pair from the curated table (`pairing-table.ts`) is 1 and a
 * curated clash -1; two main ingredients the library's own recipes put together are 0.4 to 0.8 (more in
 * the same cuisine); a clash of the broad kinds in `pairings.ts` (sweet fruit and meat) is -1; anything
 * else is 0, not known to pair. Worked out once, on first use, into a table keyed by small numbers.
 */

export const CLASSIC = 1;
export const CLASH = -1;

type Model = Readonly<{
  /** A catalog id's pairing key: its group's number, or its own. */
  keyOf: Map<string, number>;
  /** Curated pairs and clashes by pair of keys. */
  curated: Map<number, number>;
  /** How many library recipes put two keys together, and in which cuisines. */
  together: Map<number, { count: number; cuisines: Set<string> }>;
}>;

let model: Model | null = null;

const pairOf = (a: number, b: number) => (a < b ? a * 1_048_576 + b : b * 1_048_576 + a);

/** The ingredients that make a dish what it is: proteins, vegetables, fruit, cheese and nuts, not basics. */
export function isKeyIngredient(ingredient: Ingredient): boolean {
  if (ASSUMED_AVAILABLE.has(ingredient.id)) return false;
  const [first] = ingredient.roles;
  const { roles } = ingredient;
  if (roles.includes('aromatic') || roles.includes('condiment')) return false;
  if (first === 'protein' || first === 'vegetable' || first === 'fruit') return true;
  return first === 'dairy' && roles.includes('protein') && !/yogurt|quark/.test(ingredient.id);
}

function build(): Model {
  const keyOf = new Map<string, number>();
  const groupKey = new Map<string, number>();
  let next = 0;
  for (const [group, ids] of Object.entries(PAIRING_GROUPS)) {
    const key = next++;
    groupKey.set(group, key);
    for (const id of ids.split(' ')) keyOf.set(id, key);
  }
  const key = (name: string) => {
    let found = groupKey.get(name) ?? keyOf.get(name);
    if (found === undefined) {
      found = next++;
      keyOf.set(name, found);
    }
    return found;
  };
  for (const ingredient of allIngredients()) key(ingredient.id);
  const curated = new Map<number, number>();
  for (const family of CLASSIC_FAMILIES) {
    const keys = family.split(' ').map(key);
    keys.forEach((a, index) => {
      for (const b of keys.slice(index + 1)) if (a !== b) curated.set(pairOf(a, b), CLASSIC);
    });
  }
  for (const line of CLASHING_PAIRS) {
    const [first, ...others] = line.split(' ').map(key);
    for (const other of others) if (first !== undefined) curated.set(pairOf(first, other), CLASH);
  }
  const together = new Map<number, { count: number; cuisines: Set<string> }>();
  for (const recipe of RECIPE_LIBRARY) {
    const keys = new Set<number>();
    for (const line of recipe.ingredients) {
      const ingredient = getIngredient(line.ingredientId);
      if (ingredient && isKeyIngredient(ingredient)) keys.add(key(ingredient.id));
    }
    const list = [...keys];
    list.forEach((a, index) => {
      for (const b of list.slice(index + 1)) {
        const pair = pairOf(a, b);
        let seen = together.get(pair);
        if (!seen) {
          seen = { count: 0, cuisines: new Set() };
          together.set(pair, seen);
        }
        seen.count += 1;
        seen.cuisines.add(recipe.cuisine);
      }
    });
  }
  return { keyOf, curated, together };
}

function theModel(): Model {
  model ??= build();
  return model;
}

function keyFor(found: Model, id: string): number {
  let key = found.keyOf.get(id);
  if (key === undefined) {
    key = found.keyOf.size + 100_000;
    found.keyOf.set(id, key);
  }
  return key;
}

/**
 * How well two catalog ingredients go together, from -1 (keep apart) to 1 (a classic); 0 when nothing
 * is known. With a cuisine, pairs that cuisine's library recipes use count a little more.
 */
export function affinity(a: Ingredient, b: Ingredient, cuisine?: string): number {
  if (a.id === b.id) return 0;
  const found = theModel();
  const ka = keyFor(found, a.id);
  const kb = keyFor(found, b.id);
  if (ka === kb) return 0;
  const pair = pairOf(ka, kb);
  const curated = found.curated.get(pair);
  if (curated !== undefined) return curated;
  // A pair the library's own recipes use is sound even where the broad kinds clash (lamb and apricot).
  const seen = found.together.get(pair);
  if (!seen) return clashes(a, b) ? CLASH : 0;
  const base = Math.min(0.8, 0.2 + 0.2 * seen.count);
  return cuisine !== undefined && seen.cuisines.has(cuisine) ? Math.min(1, base + 0.2) : base;
}

/** Below this two ingredients pair badly: a dish never takes one to use it up. */
export const BAD_PAIR = -0.5;

/** Scores by recipe, up to 5,000 recipes (`memory`). */
const scores = memory<number>(5000);

/**
 * How well a dish's key ingredients (`isKeyIngredient`) go together, from -2 to 1: the mean of each key
 * ingredient's best partner, less the worst clash. A dish of one key ingredient scores 0. Remembered by
 * recipe id (a generated id stands for its ingredients).
 */
export function pairingScore(recipe: Recipe): number {
  return scores(`${recipe.source}:${recipe.id}`, () => scoreOf(recipe));
}

function scoreOf(recipe: Recipe): number {
  const keys: Ingredient[] = [];
  for (const line of recipe.ingredients) {
    const ingredient = line.optional ? null : getIngredient(line.ingredientId);
    if (ingredient && isKeyIngredient(ingredient) && !keys.some((other) => other.id === ingredient.id)) {
      keys.push(ingredient);
    }
  }
  if (keys.length < 2) return 0;
  let best = 0;
  let worst = 0;
  for (const one of keys) {
    let partner = CLASH;
    for (const other of keys) {
      if (other === one) continue;
      const value = affinity(one, other, recipe.cuisine);
      partner = Math.max(partner, value);
      worst = Math.min(worst, value);
    }
    best += partner;
  }
  return best / keys.length + worst;
}
