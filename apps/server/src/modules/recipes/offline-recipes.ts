import type { GenerateRequest, UploadedRecipe } from '@larder/domain/api/recipes';
import { isAllowed, labelForProfile } from '@larder/kitchen/diet';
import { recipeById } from '@larder/kitchen/generation';
import { type Recipe, recipeProblems, scaleRecipe } from '@larder/kitchen/recipes';

export type CheckedUpload = { ok: true; recipes: Recipe[] } | { ok: false; problem: string };

/**
 * Recipes the kitchen made on a device while it was offline are not trusted as sent. A library recipe is
 * replaced by the library's own copy at the servings asked for; a generated one must pass every check the
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
      recipe = scaleRecipe(known, upload.servings);
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
