/** `@larder/kitchen/recipes`: a recipe, its card for the cook, its checks, nutrition, tags, timers and scaling. */

export { CUISINES, type Cuisine } from '../cuisines.ts';
export { applySwaps, type Swap, withLibraryNotes, withSwapsInText } from '../food-swap.ts';
export {
  MEAL_LABELS,
  MEAL_TYPES,
  type MealType,
  RECIPE_TAGS,
  type Recipe,
  type RecipeIngredient,
  type RecipeStep,
  type RecipeTag,
  totalMinutes,
} from '../recipe.ts';
export { type RecipeDto, type Suggestion, toRecipeDto, withPantry } from '../recipe-card.ts';
export { type RecipeProblem, recipeProblems } from '../recipe-checks.ts';
export { ingredientLineGrams, nutritionPerServing, type RecipeNutrition } from '../recipe-nutrition.ts';
export { DERIVED_TAGS, type DerivedTag, derivedTags } from '../recipe-tags.ts';
export { type StepDuration, stepDurations, timerOf } from '../recipe-timers.ts';
export { fitPan } from '../role-ranges.ts';
export { roundQuantity, scaleRecipe } from '../scale-recipe.ts';
export { maySpare } from '../spare-seasonings.ts';
