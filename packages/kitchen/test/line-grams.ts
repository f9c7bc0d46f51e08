import { getIngredient } from '../src/catalog.ts';
import { ingredientGrams } from '../src/ingredient-grams.ts';
import type { RecipeIngredient } from '../src/recipe.ts';

/** A line's weight, so "4 pinch" and "0.25 tsp" of pepper compare equal; its quantity when it can't be weighed. */
export function lineGrams(line: Pick<RecipeIngredient, 'ingredientId' | 'quantity' | 'unit'>): number {
  const ingredient = getIngredient(line.ingredientId);
  const grams = ingredient && ingredientGrams(ingredient, line.quantity, line.unit ?? 'piece');
  return grams ?? line.quantity;
}

/** `big` is twice `small`, weighed, to a millionth. */
export function doubles(
  small: Pick<RecipeIngredient, 'ingredientId' | 'quantity' | 'unit'>,
  big: Pick<RecipeIngredient, 'ingredientId' | 'quantity' | 'unit'>,
): boolean {
  const want = 2 * lineGrams(small);
  return Math.abs(lineGrams(big) - want) <= 1e-6 * Math.max(1, want);
}
