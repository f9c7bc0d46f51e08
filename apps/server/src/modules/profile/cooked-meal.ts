import { getIngredient } from '@larder/kitchen/catalog';
import { ingredientLineGrams, nutritionPerServing, type Recipe } from '@larder/kitchen/recipes';

/**
 * Starchy roots the WHO does not count among the 400 g of vegetables a day ("potatoes, sweet potatoes,
 * cassava and other starchy roots"), though the catalog gives them the vegetable role.
 */
const STARCHY_ROOTS = new Set([
  'potato',
  'baking-potato',
  'new-potato',
  'cooked-potatoes',
  'sweet-potato',
  'cassava',
  'yam',
  'taro',
  'plantain',
]);

/**
 * Whether a food counts as vegetables eaten: a catalog food with the vegetable role (fresh, frozen or
 * tinned: tomatoes, peppers, peas, passata, kimchi), except starchy roots. Pulses (beans, lentils,
 * chickpeas) count as protein, not here; fruit is not a vegetable.
 */
export function countsAsVegetables(ingredientId: string): boolean {
  const ingredient = getIngredient(ingredientId);
  return (ingredient?.roles.includes('vegetable') ?? false) && !STARCHY_ROOTS.has(ingredientId);
}

/** What one "I cooked this" records: the recipe as cooked, and one serving's protein and vegetables. */
export interface CookedMeal {
  recipeId: string;
  title: string;
  cuisine: string;
  servings: number;
  proteinG: number;
  vegetablesG: number;
  cookedOn: string;
}

/** The meal a cook made of `recipe` (as scaled to the servings cooked) on `today`. */
export function cookedMealOf(recipeId: string, recipe: Recipe, today: string): CookedMeal {
  const servings = recipe.servings > 0 ? recipe.servings : 1;
  const vegetables = recipe.ingredients
    .filter((line) => !line.optional && countsAsVegetables(line.ingredientId))
    .reduce((sum, line) => sum + (ingredientLineGrams(line) ?? 0), 0);
  return {
    recipeId,
    title: recipe.title,
    cuisine: recipe.cuisine,
    servings: recipe.servings,
    proteinG: nutritionPerServing(recipe).proteinG,
    vegetablesG: Math.round((vegetables / servings) * 10) / 10,
    cookedOn: today,
  };
}
