import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { type Recipe, type RecipeTag, totalMinutes } from './recipe.ts';
import { nutritionPerServing, type RecipeNutrition } from './recipe-nutrition.ts';

/** The tags the catalog and the numbers decide; a recipe carries each exactly when it is true. */
export const DERIVED_TAGS = [
  'mild',
  'spicy',
  'vegetarian',
  'vegan',
  'quick',
  'high-protein',
  'no-cook',
] as const;
export type DerivedTag = (typeof DERIVED_TAGS)[number];

/** "Quick": on the table in this many minutes or fewer, preparation included. */
export const QUICK_MINUTES = 20;

/** "High protein": at least this many grams a serving... */
export const HIGH_PROTEIN_GRAMS = 20;
/** ...and at least this share of the energy from protein (4 kcal a gram). */
export const HIGH_PROTEIN_ENERGY_SHARE = 0.2;

export function isHighProtein(nutrition: Pick<RecipeNutrition, 'kcal' | 'proteinG'>): boolean {
  return (
    nutrition.proteinG >= HIGH_PROTEIN_GRAMS &&
    nutrition.proteinG * 4 >= HIGH_PROTEIN_ENERGY_SHARE * nutrition.kcal
  );
}

function ingredientsOf(recipe: Recipe, includeOptional: boolean): (Ingredient | null)[] {
  return recipe.ingredients
    .filter((line) => includeOptional || !line.optional)
    .map((line) => getIngredient(line.ingredientId));
}

/**
 * The derived tags that are true of a recipe. Vegetarian: no meat, fish or shellfish in any ingredient,
 * optional ones included (a vegan recipe is vegetarian too). Vegan: also no dairy, egg or honey. Mild:
 * no hot ingredient apart from optional ones, otherwise spicy. An ingredient missing from the catalog
 * makes no diet claim possible.
 */
export function derivedTags(recipe: Recipe, nutrition = nutritionPerServing(recipe)): Set<DerivedTag> {
  const all = ingredientsOf(recipe, true);
  const known = all.filter((ingredient): ingredient is Ingredient => ingredient !== null);
  const complete = known.length === all.length;
  const tags = new Set<DerivedTag>();
  const vegetarian = complete && known.every(({ diet }) => !diet.meat && !diet.fish && !diet.shellfish);
  if (vegetarian) tags.add('vegetarian');
  if (vegetarian && known.every(({ diet }) => !diet.dairy && !diet.egg && !diet.honey)) tags.add('vegan');
  tags.add(ingredientsOf(recipe, false).every((ingredient) => ingredient?.mild !== false) ? 'mild' : 'spicy');
  if (totalMinutes(recipe) <= QUICK_MINUTES) tags.add('quick');
  if (isHighProtein(nutrition)) tags.add('high-protein');
  if (recipe.cookMinutes === 0) tags.add('no-cook');
  return tags;
}

/** Derived tags the recipe claims but are not true, and true ones it leaves out. */
export function derivedTagMismatches(recipe: Recipe): { wrong: DerivedTag[]; missing: DerivedTag[] } {
  const truth = derivedTags(recipe);
  const claimed = new Set<RecipeTag>(recipe.tags);
  return {
    wrong: DERIVED_TAGS.filter((tag) => claimed.has(tag) && !truth.has(tag)),
    missing: DERIVED_TAGS.filter((tag) => truth.has(tag) && !claimed.has(tag)),
  };
}
