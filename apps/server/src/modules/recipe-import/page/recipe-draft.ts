/**
 * What each reader (JSON-LD, microdata, readable page) makes of a page before the common finish:
 * cleaned text, but the image still as the page wrote it (relative URLs are resolved afterwards).
 */
export interface RecipeDraft {
  title: string;
  description?: string | undefined;
  ingredients: string[];
  steps: string[];
  servings?: number | undefined;
  totalMinutes?: number | undefined;
  image?: string | undefined;
  author?: string | undefined;
}

/** A title and at least one ingredient line: the least a page must hold to be a recipe. */
export function isRecipe(draft: RecipeDraft | null): draft is RecipeDraft {
  return draft !== null && draft.title !== '' && draft.ingredients.length > 0;
}
