import type { GenerateRequest, UploadedRecipe } from '@larder/domain/api/recipes';
import { isAllowed, labelForProfile } from '@larder/kitchen/diet';
import { recipeById } from '@larder/kitchen/generation';
import {
  applySwaps,
  maySpare,
  type Recipe,
  recipeProblems,
  type Swap,
  scaleRecipe,
  withSwapsInText,
} from '@larder/kitchen/recipes';

/**
 * The library recipe with the seasonings the device's kitchen let the cook go without (the garlic they
 * have none of) optional, as sent: only foods a cook may leave out (`maySpare`), never the dish's own.
 */
function sparedAsSent(recipe: Recipe, upload: UploadedRecipe): Recipe {
  const ingredients = recipe.ingredients.map((line, index) =>
    !line.optional && upload.ingredients[index]?.optional === true && maySpare(line.ingredientId)
      ? { ...line, optional: true }
      : line,
  );
  return ingredients.some((line, index) => line !== recipe.ingredients[index])
    ? { ...recipe, ingredients }
    : recipe;
}

export type CheckedUpload = { ok: true; recipes: Recipe[] } | { ok: false; problem: string };

/**
 * The swaps a device made in a library recipe (the cook's haddock for its cod), read line by line from
 * what it sent: null when a line is neither the library's own food nor one that may stand in for it.
 */
function uploadedSwaps(known: Recipe, upload: UploadedRecipe): Swap[] | null {
  if (upload.ingredients.length !== known.ingredients.length) return null;
  const swaps: Swap[] = [];
  for (const [index, line] of known.ingredients.entries()) {
    const sent = upload.ingredients[index]?.ingredientId;
    if (sent !== line.ingredientId && sent !== undefined) swaps.push({ from: line.ingredientId, to: sent });
  }
  return swaps;
}

/**
 * Recipes the kitchen made on a device while it was offline are not trusted as sent. A library recipe is
 * replaced by the library's own copy at the servings asked for, with the cook's own foods in place of its
 * own where the device put them and the swap table allows it; a generated one must pass every check the
 * server's own recipes pass, and the cook's diet and allergens. Nutrition is worked out again when shown.
 */
export function checkUploadedRecipes(
  uploaded: readonly UploadedRecipe[],
  request: GenerateRequest,
): CheckedUpload {
  const profile = { diets: request.diet ?? [], allergens: request.allergens ?? [], dislikes: [] };
  const recipes: Recipe[] = [];
  for (const [index, upload] of uploaded.entries()) {
    const where = `recipes.${index}`;
    let recipe: Recipe;
    if (upload.source === 'library') {
      const known = recipeById(upload.id);
      if (!known)
        return { ok: false, problem: `${where}: "${upload.id}" is not a recipe in Larder's library.` };
      const swaps = uploadedSwaps(known, upload);
      const swapped = swaps && applySwaps(scaleRecipe(known, upload.servings), swaps);
      if (!(swaps && swapped)) {
        return { ok: false, problem: `${where}: its ingredients are not those of "${upload.id}".` };
      }
      recipe = withSwapsInText(sparedAsSent(swapped, upload), swaps);
    } else {
      recipe = upload;
      const [problem] = recipeProblems(recipe);
      if (problem) return { ok: false, problem: `${where}: ${problem.code} (${problem.detail}).` };
    }
    const forbidden = recipe.ingredients.find((line) => !isAllowed(line.ingredientId, profile));
    if (forbidden) {
      return {
        ok: false,
        problem: `${where}: ${forbidden.ingredientId} is not allowed by the diet or allergens asked for.`,
      };
    }
    // The device's kitchen names safe kinds too; the server says so again rather than trust it.
    recipes.push(labelForProfile(recipe, profile));
  }
  return { ok: true, recipes };
}
