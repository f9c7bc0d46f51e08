import type { recipeCard } from '@larder/domain/api/recipes';
import type { z } from 'zod/mini';

/** Recipes as the kitchen API answers them (docs/contracts/kitchen-api.md). */

export const GOALS = ['use-it-up', 'quick', 'high-protein', 'lighter', 'family', 'budget'] as const;
export type Goal = (typeof GOALS)[number];

/** A recipe as `/api/recipes` answers it; on its own screen, whether the cook saved it. */
export type RecipeDto = z.infer<typeof recipeCard> & { saved?: boolean };
export type RecipeIngredientDto = RecipeDto['ingredients'][number];
export type NutritionDto = RecipeDto['nutritionPerServing'];

export interface GenerateAnswer {
  /** `device`: the kitchen answered on this device while offline (never sent by the server). */
  source: 'library+generator' | 'ai' | 'device';
  /** Free recipes left today; null for Pro (unlimited). */
  remainingToday: number | null;
  recipes: RecipeDto[];
}

/** What the cook asks the kitchen for (`POST /api/recipes/generate`). */
export interface GenerateRequest {
  goal: Goal;
  servings: number;
}
