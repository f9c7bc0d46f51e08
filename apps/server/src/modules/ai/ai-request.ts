import type { DietProfile } from '@larder/kitchen/diet';
import type { Goal } from '@larder/kitchen/generation';
import type { PantryItem } from '@larder/kitchen/pantry';
import type { MealType } from '@larder/kitchen/recipes';

/** What the cook asked for, as the AI source needs it. */
export type AiRecipeRequest = Readonly<{
  pantry: readonly PantryItem[];
  profile: DietProfile;
  goal: Goal;
  /** As asked; the goal may change it (family cooks for four). */
  servings: number;
  mealType?: MealType;
  maxMinutes?: number;
  /** YYYY-MM-DD in the cook's timezone. */
  today: string;
  /** How many recipes to ask for. */
  count: number;
}>;
