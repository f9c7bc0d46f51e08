/**
 * A schema.org Recipe object from JSON-LD as a draft: name, ingredients (recipeIngredient or the older
 * `ingredients`), steps, yield, times, image (string, array, ImageObject) and author (string, Person,
 * array, @id reference), every string tag-stripped and entity-decoded.
 */
import { stringLines, stringText } from './clean-text.ts';
import { totalMinutes } from './iso-duration.ts';
import type { JsonLdRecipe, JsonObject } from './json-ld.ts';
import type { RecipeDraft } from './recipe-draft.ts';
import { stepsFromInstructions } from './recipe-steps.ts';
import { servingsFrom } from './recipe-yield.ts';

type Resolve = JsonLdRecipe['resolve'];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain text field (a string, or the first string of an array), cleaned; '' when absent. */
function text(value: unknown): string {
  if (Array.isArray(value)) return text(value.find((item) => typeof item === 'string'));
  return typeof value === 'string' ? stringText(value) : '';
}

function ingredientLines(value: unknown): string[] {
  if (typeof value === 'string') return stringLines(value);
  if (!Array.isArray(value)) return [];
  const lines: string[] = [];
  for (const item of value) {
    const raw = isObject(item) ? (item.text ?? item.name) : item;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    // A site that puts every line in one string (the array's only element) means each line.
    if (value.length === 1) for (const line of stringLines(String(raw))) lines.push(line);
    else {
      const line = stringText(String(raw));
      if (line) lines.push(line);
    }
  }
  return lines;
}

function imageUrl(value: unknown, resolve: Resolve, depth = 0): string | undefined {
  const resolved = resolve(value);
  if (depth > 4) return undefined;
  if (typeof resolved === 'string') return resolved.trim() || undefined;
  if (Array.isArray(resolved)) {
    for (const item of resolved) {
      const url = imageUrl(item, resolve, depth + 1);
      if (url) return url;
    }
    return undefined;
  }
  if (isObject(resolved)) return imageUrl(resolved.url ?? resolved.contentUrl, resolve, depth + 1);
  return undefined;
}

function authorName(value: unknown, resolve: Resolve, depth = 0): string | undefined {
  const resolved = resolve(value);
  if (depth > 4) return undefined;
  if (typeof resolved === 'string') return stringText(resolved) || undefined;
  if (Array.isArray(resolved)) {
    const names = resolved.map((item) => authorName(item, resolve, depth + 1)).filter((n) => n !== undefined);
    return names.length > 0 ? names.join(', ') : undefined;
  }
  if (isObject(resolved)) return authorName(resolved.name, resolve, depth + 1);
  return undefined;
}

/** The draft a JSON-LD Recipe makes. */
export function draftFromJsonLd({ recipe, resolve }: JsonLdRecipe): RecipeDraft {
  const description = text(recipe.description);
  return {
    title: text(recipe.name) || text(recipe.headline),
    description: description || undefined,
    ingredients: ingredientLines(recipe.recipeIngredient ?? recipe.ingredients),
    steps: stepsFromInstructions(resolve(recipe.recipeInstructions)),
    servings: servingsFrom(recipe.recipeYield ?? recipe.yield),
    totalMinutes: totalMinutes(recipe.totalTime, recipe.prepTime, recipe.cookTime),
    image: imageUrl(recipe.image ?? recipe.thumbnailUrl, resolve),
    author: authorName(recipe.author ?? recipe.creator, resolve),
  };
}
