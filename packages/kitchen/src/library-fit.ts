import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import type { Slot } from './generator/archetype.ts';
import { fitToPantry } from './generator/pantry-fit.ts';
import type { Goal } from './goals.ts';
import { LEFTOVER_ONLY } from './leftovers.ts';
import type { LineStock, PantryIndex } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';
import { roleOf } from './role-ranges.ts';
import { retagged } from './scale-recipe.ts';

/**
 * A library recipe fitted to the cook's fridge the way a generated one is (`generator/pantry-fit.ts`):
 * a joint used whole and the protein going off today or tomorrow cooked all at once while a serving stays in its range (all
 * 300 g of the chicken thighs for one, not 80 g of them), the joint whole, and a vegetable or the protein
 * brought down to what the cook has when that is most of it (the 200 g of green beans in the fridge
 * rather than a trip for 250 g). Eggs keep the recipe's number: a batter or a bake depends on it.
 */

/** The place in a dish a library line's food takes, for the lines that may be fitted. */
function kindOf(ingredient: Ingredient): Slot['kind'] | null {
  if (ingredient.pieceName === 'egg') return null;
  // Yesterday's pasta, potatoes or roast vegetables: used up as produce is.
  if (LEFTOVER_ONLY.has(ingredient.id)) return 'vegetable';
  if (ingredient.roles.includes('protein')) return 'protein';
  if (ingredient.aisle !== 'produce') return null;
  if (ingredient.roles.includes('vegetable')) return 'vegetable';
  if (ingredient.roles.includes('fruit')) return 'fruit';
  return null;
}

/** Days left at which the protein is cooked all at once (`pantry-fit.ts` goes by the same day). */
const GOING_OFF_DAYS = 1;

/**
 * Whether fitting could change the recipe made at `factor` × its amounts, read from its pantry cover: a
 * fittable line the pantry covers only in part, or protein going off of which the pantry holds more.
 */
export function mayFit(recipe: Recipe, lines: readonly LineStock[], stock: PantryIndex, factor: number) {
  return recipe.ingredients.some((line, index) => {
    const cover = lines[index];
    if (line.optional || !cover || cover.held === null) return false;
    const ingredient = getIngredient(line.ingredientId);
    const kind = ingredient && kindOf(ingredient);
    if (!kind) return false;
    if (cover.covered > 0 && cover.covered < 1) return true;
    const days = stock.get(line.ingredientId)?.[0]?.days ?? null;
    const whole = roleOf(ingredient, 'protein') === 'joint' || (days !== null && days <= GOING_OFF_DAYS);
    return kind === 'protein' && whole && cover.held > line.quantity * factor;
  });
}

/**
 * The recipe (already at the cook's servings) with its lines fitted to the pantry; itself when none change.
 * A lighter meal keeps the recipe's own portions, and only comes down to what the cook has: the rest of
 * the chicken and avocado going off is tomorrow's lunch, not a 1,094 kcal wrap for one today.
 */
export function fitLibraryRecipe(recipe: Recipe, stock: PantryIndex, goal?: Goal): Recipe {
  let changed = false;
  const ingredients = recipe.ingredients.map((line) => {
    const ingredient = getIngredient(line.ingredientId);
    const kind = ingredient && kindOf(ingredient);
    if (line.optional || !ingredient || !kind || !stock.has(line.ingredientId)) return line;
    const fitted = fitToPantry(
      { quantity: line.quantity, unit: line.unit },
      ingredient,
      { kind },
      stock,
      recipe.servings,
    );
    const quantity = goal === 'lighter' ? Math.min(fitted.quantity, line.quantity) : fitted.quantity;
    if (quantity === line.quantity) return line;
    changed = true;
    return { ...line, quantity };
  });
  if (!changed) return recipe;
  const fitted = { ...recipe, ingredients };
  // More chicken can carry a serving across the high-protein line: the derived tags are worked out again.
  return { ...fitted, tags: retagged(fitted) };
}
