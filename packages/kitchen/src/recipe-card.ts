import type { RecipeDto } from '@larder/domain/api/recipes';
import { getIngredient } from './catalog.ts';
import { isItsOwnPiece } from './food-words.ts';
import {
  coverRecipe,
  ENOUGH_SHARE,
  type LineStock,
  type MissingIngredient,
  type PantryIndex,
} from './pantry-cover.ts';
import { type Recipe, type RecipeIngredient, totalMinutes } from './recipe.ts';
import { nutritionPerServing, type RecipeNutrition } from './recipe-nutrition.ts';

/**
 * A recipe as the cook is shown it (the API's recipe, docs/contracts/kitchen-api.md): the same on the
 * server and in the browser, where the kitchen answers while offline.
 */

/** A recipe with what the cook's pantry makes of it: the shape every source's suggestions are turned into. */
export type Suggestion = Readonly<{
  recipe: Recipe;
  usesPantry: readonly string[];
  usesExpiring: readonly string[];
  missing: readonly MissingIngredient[];
  /** Line by line, what the pantry holds for it. */
  lines: readonly LineStock[];
  nutritionPerServing: RecipeNutrition;
  /** Why a suggestion is shown although it misses the goal ("24 min, a little over 20"). */
  goalNote?: string;
}>;

/** The API's recipe, declared in the contract (`@larder/domain/api/recipes`). */
export type { RecipeDto };

/** A recipe with what the cook's pantry makes of it now. */
export function withPantry(recipe: Recipe, stock: PantryIndex): Suggestion {
  const { usesPantry, usesExpiring, missing, lines } = coverRecipe(recipe, stock);
  return {
    recipe,
    usesPantry,
    usesExpiring,
    missing,
    lines,
    nutritionPerServing: nutritionPerServing(recipe),
  };
}

/** The piece a counted line counts, when it is not the food itself ("4 slices of ham"). */
function pieceOf(line: RecipeIngredient): { pieceName?: string } {
  const ingredient = line.unit === null ? getIngredient(line.ingredientId) : null;
  const piece = ingredient?.pieceName;
  return piece && !isItsOwnPiece(ingredient.name, piece) ? { pieceName: piece } : {};
}

/**
 * `inPantry` says the cook need not buy the ingredient: the pantry covers the amount (`ENOUGH_SHARE`),
 * or it is a store-cupboard basic (salt, oil) every kitchen is assumed to have; `held` is how much the
 * pantry holds, so the screen can say "1 more egg" at any servings.
 */
export function toRecipeDto(suggestion: Suggestion): RecipeDto {
  const { recipe, lines, nutritionPerServing: nutrition } = suggestion;
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    cuisine: recipe.cuisine,
    minutes: totalMinutes(recipe),
    ...(recipe.waitMinutes ? { waitMinutes: recipe.waitMinutes } : {}),
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((line, at) => ({
      name: getIngredient(line.ingredientId)?.name ?? line.ingredientId,
      ...pieceOf(line),
      ingredientId: line.ingredientId,
      quantity: line.quantity,
      unit: line.unit,
      inPantry: (lines[at]?.covered ?? 0) >= ENOUGH_SHARE,
      held: lines[at]?.held ?? null,
      ...(line.note ? { note: line.note } : {}),
      ...(line.optional ? { optional: true } : {}),
    })),
    steps: recipe.steps.map((step) =>
      step.timerSeconds === undefined
        ? { text: step.text }
        : { text: step.text, timerSeconds: step.timerSeconds },
    ),
    nutritionPerServing: {
      kcal: nutrition.kcal,
      proteinG: nutrition.proteinG,
      fatG: nutrition.fatG,
      carbsG: nutrition.carbsG,
      fiberG: nutrition.fiberG,
      sugarG: nutrition.sugarG,
      sodiumMg: nutrition.sodiumMg,
    },
    usesPantry: [...suggestion.usesPantry],
    usesExpiring: [...suggestion.usesExpiring],
    missing: suggestion.missing.map((item) => ({
      name: item.name,
      ingredientId: item.ingredientId,
      quantity: item.quantity,
      unit: item.unit,
    })),
    source: recipe.source,
    ...(suggestion.goalNote ? { goalNote: suggestion.goalNote } : {}),
  };
}
