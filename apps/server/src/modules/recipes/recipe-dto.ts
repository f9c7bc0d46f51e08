import type { RecipeDto } from '@larder/domain/api/recipes';
import { getIngredient } from '@larder/kitchen/catalog';
import { DIETS, type Diet, NO_RESTRICTIONS, profileCheck } from '@larder/kitchen/diet';
import { indexPantry, type PantryIndex } from '@larder/kitchen/pantry';
import { type MealType, type Recipe, toRecipeDto, withPantry } from '@larder/kitchen/recipes';
import { importedRecipeDto, isImported } from './imported-recipe.ts';

/** No pantry at all: what a visitor to a public page is shown against (basics still count as held). */
export const EMPTY_PANTRY: PantryIndex = indexPantry([], '2000-01-01');

/** A recipe as stored for a cook (the kitchen's, or an imported one), against a pantry. */
export function storedRecipeDto(recipe: Recipe, stock: PantryIndex): RecipeDto {
  return isImported(recipe) ? importedRecipeDto(recipe, stock) : toRecipeDto(withPantry(recipe, stock));
}

/** Whether every line of the recipe is one Larder knows (so its diets and allergens can be told). */
export function dietsKnown(recipe: Recipe): boolean {
  return !isImported(recipe) || recipe.imported.lines.every((line) => line.ingredientId !== undefined);
}

/** Each diet's check of an ingredient, built once. */
const DIET_CHECKS = DIETS.map((diet) => [diet, profileCheck({ ...NO_RESTRICTIONS, diets: [diet] })] as const);

/** The diets every line of the recipe suits; none for an imported recipe with a line the catalog lacks. */
export function dietsOf(recipe: Recipe): Diet[] {
  if (!dietsKnown(recipe)) return [];
  return DIET_CHECKS.filter(([, check]) =>
    recipe.ingredients.every((line) => {
      const ingredient = getIngredient(line.ingredientId);
      return ingredient !== null && check(ingredient);
    }),
  ).map(([diet]) => diet);
}

export function mealTypesOf(recipe: Recipe): MealType[] {
  return [...recipe.mealTypes];
}
