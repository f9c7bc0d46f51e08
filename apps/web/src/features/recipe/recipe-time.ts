import type { RecipeDto } from '../../lib/recipe-types.ts';

/** Eight hours or more of waiting is said "overnight", as a cook plans it. */
const OVERNIGHT = 480;

/**
 * A recipe's time as a card shows it, hands-off waiting included but named: "25 min",
 * "5 min + overnight" (overnight oats), "75 min, 30 hands-off" (a marinade).
 */
export function recipeTimeText(recipe: Pick<RecipeDto, 'minutes' | 'waitMinutes'>): string {
  const wait = recipe.waitMinutes ?? 0;
  if (wait >= OVERNIGHT) return `${recipe.minutes - wait} min + overnight`;
  return wait > 0 ? `${recipe.minutes} min, ${wait} hands-off` : `${recipe.minutes} min`;
}
