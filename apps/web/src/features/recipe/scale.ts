import type { RecipeIngredientDto } from '../../lib/recipe-types.ts';

/** Rounds a scaled quantity the way a cook measures it (the kitchen's `roundQuantity`). */
export type Round = (quantity: number, unit: string | null, ingredientId: string) => number;

/** Until the kitchen engine has loaded: grams to 5, spoons and pieces to halves, never to nothing. */
export const roughRound: Round = (quantity, unit) => {
  const step = unit === 'g' || unit === 'ml' ? (quantity < 20 ? 1 : 5) : quantity < 1 ? 0.25 : 0.5;
  return Math.max(step, Math.round(quantity / step) * step);
};

/** The ingredients for `servings` instead of the recipe's own number. */
export function scaleIngredients(
  ingredients: readonly RecipeIngredientDto[],
  from: number,
  to: number,
  round: Round,
): RecipeIngredientDto[] {
  if (to === from) return [...ingredients];
  const factor = to / from;
  return ingredients.map((line) => ({
    ...line,
    quantity: round(line.quantity * factor, line.unit, line.ingredientId ?? ''),
  }));
}
