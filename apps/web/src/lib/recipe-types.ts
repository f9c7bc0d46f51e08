/** Recipes as the kitchen API answers them: the contract's types (`@larder/domain/api/recipes`). */
import type {
  RecipeView,
  GenerateAnswer as ServerGenerateAnswer,
  GenerateRequest as ServerGenerateRequest,
  RecipeDto as ServerRecipeDto,
} from '@larder/domain/api/recipes';
import type { GOALS } from '@larder/kitchen/generation';

export type Goal = (typeof GOALS)[number];

/**
 * A recipe; on the recipe's own screen it also says whether the cook saved it, where, whether anyone
 * can open it, whether the cook may edit it, and whether they cooked it.
 */
export type RecipeDto = ServerRecipeDto &
  Partial<Pick<RecipeView, 'saved' | 'collectionIds' | 'public' | 'editable' | 'cooked'>>;
export type RecipeIngredientDto = RecipeDto['ingredients'][number];
export type NutritionDto = RecipeDto['nutritionPerServing'];

export type GenerateAnswer = Omit<ServerGenerateAnswer, 'source' | 'recipes'> & {
  /** `device`: the kitchen answered on this device while offline (never sent by the server). */
  source: ServerGenerateAnswer['source'] | 'device';
  recipes: RecipeDto[];
};

/** What the cook asks the kitchen for (`POST /api/recipes/generate`): Today's goal, servings and filters. */
export type GenerateRequest = Pick<ServerGenerateRequest, 'goal' | 'servings'> &
  Partial<
    Pick<ServerGenerateRequest, 'mealType' | 'maxMinutes' | 'diet' | 'cuisine' | 'search' | 'keptPreferences'>
  >;
