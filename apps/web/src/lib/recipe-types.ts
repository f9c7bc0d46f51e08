/** Recipes as the kitchen API answers them (docs/contracts/kitchen-api.md). */

export const GOALS = ['use-it-up', 'quick', 'high-protein', 'lighter', 'family', 'budget'] as const;
export type Goal = (typeof GOALS)[number];

export interface RecipeIngredientDto {
  name: string;
  ingredientId?: string;
  quantity: number;
  unit: string | null;
  inPantry: boolean;
  note?: string;
  optional?: boolean;
}

export interface NutritionDto {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
  sugarG: number;
  sodiumMg: number;
}

export interface RecipeDto {
  id: string;
  title: string;
  description: string;
  cuisine: string;
  minutes: number;
  servings: number;
  ingredients: RecipeIngredientDto[];
  steps: { text: string; timerSeconds?: number }[];
  nutritionPerServing: NutritionDto;
  /** Pantry item ids the recipe uses. */
  usesPantry: string[];
  /** Those of them that expire soon. */
  usesExpiring: string[];
  missing: { name: string; ingredientId?: string; quantity: number; unit: string | null }[];
  source: 'library' | 'generated' | 'ai';
  /** On the recipe's own screen: whether the cook saved it. */
  saved?: boolean;
}

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
