import type { PantryUnit } from './pantry-units.ts';
import { RECIPE_TAGS, type Recipe, type RecipeIngredient, type RecipeStep } from './recipe.ts';

/**
 * One ingredient line as the library writes it: catalog id, quantity, unit (left out or `null` for a
 * count of pieces) and, rarely, a note or the optional flag. `['egg', 2]`, `['olive-oil', 1, 'tbsp']`.
 */
export type IngredientRow = readonly [
  ingredientId: string,
  quantity: number,
  unit?: PantryUnit | null,
  extra?: Readonly<{ note?: string; optional?: boolean }>,
];

/** A step as the library writes it: the text, or the text and its timer in seconds. */
export type StepRow = string | readonly [text: string, timerSeconds: number];

/** A library recipe as written in `library/*.ts`: compact rows, read into a `Recipe` by `recipeFromRow`. */
export type LibraryRecipeRow = Omit<Recipe, 'ingredients' | 'steps' | 'source'> &
  Readonly<{ ingredients: readonly IngredientRow[]; steps: readonly StepRow[] }>;

function ingredientFromRow([ingredientId, quantity, unit, extra]: IngredientRow): RecipeIngredient {
  return { ingredientId, quantity, unit: unit ?? null, ...extra };
}

function stepFromRow(row: StepRow): RecipeStep {
  return typeof row === 'string' ? { text: row } : { text: row[0], timerSeconds: row[1] };
}

export function recipeFromRow(row: LibraryRecipeRow): Recipe {
  return {
    ...row,
    // In one order wherever the recipe comes from (the phone's packed library works some of them out).
    tags: [...row.tags].sort((a, b) => RECIPE_TAGS.indexOf(a) - RECIPE_TAGS.indexOf(b)),
    ingredients: row.ingredients.map(ingredientFromRow),
    steps: row.steps.map(stepFromRow),
    source: 'library',
  };
}

/** The row a library recipe was read from (`recipeFromRow` undone). */
export function rowFromRecipe({ source: _source, ...recipe }: Recipe): LibraryRecipeRow {
  return {
    ...recipe,
    ingredients: recipe.ingredients.map(({ ingredientId, quantity, unit, ...extra }) =>
      Object.keys(extra).length > 0 ? [ingredientId, quantity, unit, extra] : [ingredientId, quantity, unit],
    ),
    steps: recipe.steps.map((step) =>
      step.timerSeconds === undefined ? step.text : [step.text, step.timerSeconds],
    ),
  };
}
