/**
 * `@larder/kitchen/generation`: recipes for what the cook has and asks for (the goals), from the library
 * and the generator. The same engine runs on the server and, offline, on the device.
 */
export {
  FAMILY_SERVINGS,
  GOALS,
  type Goal,
  goalMaxMinutes,
  goalServings,
  HIGH_PROTEIN_GOAL_GRAMS,
  isMainMeal,
  LIGHTER_GOAL_KCAL,
  meetsGoal,
  QUICK_GOAL_MINUTES,
} from '../goals.ts';
export { recipeById, recipesFor } from '../library.ts';
export { type SuggestOptions, suggestRecipes } from '../rank-recipes.ts';
