import { decodeCatalog } from './catalog-columns.ts';
import { catalogColumns } from './catalog-data.gen.ts';
import { decodeRow } from './catalog-row.ts';
import type { Ingredient } from './catalog-types.ts';
import { ingredientGrams } from './ingredient-grams.ts';
import { buildNameIndex, type Correction, type IngredientMatch, type NameIndex } from './name-index.ts';
import type { PantryUnit } from './pantry-units.ts';

export type { Correction, IngredientMatch, MatchRank } from './name-index.ts';

type Catalog = Readonly<{
  ingredients: readonly Ingredient[];
  byId: ReadonlyMap<string, Ingredient>;
  names: NameIndex;
}>;

let loaded: Catalog | undefined;

/** Decodes the generated data and builds the name index once, on first use. */
function catalog(): Catalog {
  if (!loaded) {
    const ingredients = decodeCatalog(catalogColumns).map(decodeRow);
    loaded = {
      ingredients,
      byId: new Map(ingredients.map((ingredient) => [ingredient.id, ingredient])),
      names: buildNameIndex(ingredients),
    };
  }
  return loaded;
}

/** Every ingredient, grouped by aisle in shop order. */
export function allIngredients(): readonly Ingredient[] {
  return catalog().ingredients;
}

export function getIngredient(id: string): Ingredient | null {
  return catalog().byId.get(id) ?? null;
}

/**
 * The ingredient with exactly this name or alias, ignoring case, spacing, accents, punctuation
 * and singular/plural: "Courgettes", "zucchini" and "COURGETTE" all find courgette.
 */
export function findIngredient(text: string): Ingredient | null {
  return catalog().names.find(text);
}

/**
 * Type-ahead: ingredients whose name or alias matches what has been typed so far, best first:
 * exact, then starts with it, then a later word starts with it, then close to it (a typo or two).
 */
export function searchIngredients(prefix: string, limit = 8): IngredientMatch[] {
  return catalog().names.search(prefix, limit);
}

/** "Did you mean": the ingredient whose name is closest to `text`, only when it is a few typos away. */
export function suggestIngredient(text: string): Ingredient | null {
  return catalog().names.suggest(text);
}

/**
 * Weight in grams of `quantity` `unit`s of an ingredient: mass units directly, volumes through
 * USDA's cup and spoon weights or the density, pieces through the piece weight.
 * Null when the ingredient is unknown or the unit cannot be weighed for it.
 */
export function gramsFor(id: string, quantity: number, unit: PantryUnit): number | null {
  const ingredient = getIngredient(id);
  return ingredient ? ingredientGrams(ingredient, quantity, unit) : null;
}

/**
 * A typo corrected at once: the one ingredient a name not in the catalog is clearly nearest to
 * ("brocoli" → broccoli, "corriander" → coriander). Null for a known name, a short word, a word far
 * from every food, or one about as close to two foods (ask "did you mean" with `suggestIngredient`).
 */
export function correctIngredient(text: string): Correction | null {
  return catalog().names.correct(text);
}
