import { kindsCovering } from '../src/kinds.ts';
import { RECIPE_LIBRARY } from '../src/library.ts';
import type { Recipe } from '../src/recipe.ts';
import { mainIngredients } from '../src/recipe-likeness.ts';

/**
 * How well a recipe's key ingredients go together, 0 to 1: the one place the judging bench asks. Today a
 * stand-in: the share of pairs of its key ingredients (`mainIngredients`) that some other library recipe
 * also puts together. When the pairing model (`generator/pairing-model.ts`) lands, this returns its
 * `pairingScore(recipe)` instead, and `judging-before.json` keeps the stand-in's figure for comparison.
 */
export function pairingOf(recipe: Recipe): number {
  return libraryPairShare(recipe);
}

/** Pair key ("a|b", sorted) → the library recipes that hold both, a food standing in for its kinds too. */
let pairs: Map<string, Set<string>> | undefined;

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function libraryPairs(): Map<string, Set<string>> {
  if (pairs) return pairs;
  pairs = new Map();
  for (const recipe of RECIPE_LIBRARY) {
    const ids = new Set<string>();
    for (const line of recipe.ingredients) {
      ids.add(line.ingredientId);
      for (const kind of kindsCovering(line.ingredientId)) ids.add(kind.id);
    }
    const list = [...ids];
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const key = pairKey(list[i] ?? '', list[j] ?? '');
        const holders = pairs.get(key) ?? new Set<string>();
        holders.add(recipe.id);
        pairs.set(key, holders);
      }
    }
  }
  return pairs;
}

/** The share of key-ingredient pairs another library recipe also holds (1 with fewer than two key foods). */
export function libraryPairShare(recipe: Recipe): number {
  const key = [...mainIngredients(recipe)];
  const known = libraryPairs();
  let total = 0;
  let found = 0;
  for (let i = 0; i < key.length; i += 1) {
    for (let j = i + 1; j < key.length; j += 1) {
      total += 1;
      const holders = known.get(pairKey(key[i] ?? '', key[j] ?? ''));
      const others = holders
        ? holders.size - (holders.has(recipe.id) && recipe.source === 'library' ? 1 : 0)
        : 0;
      if (others > 0) found += 1;
    }
  }
  return total === 0 ? 1 : found / total;
}
