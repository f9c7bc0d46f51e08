import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';
import type { Recipe } from './recipe.ts';
import { SAID_AS } from './rename-food.ts';

type Span = Readonly<{ start: number; end: number }>;

/** The name and the plural forms of its last word: "bay leaf" → "bay leaves", "cherry" → "cherries". */
function forms(name: string): string[] {
  const found = [name, `${name}s`, `${name}es`];
  if (name.endsWith('y')) found.push(`${name.slice(0, -1)}ies`);
  if (name.endsWith('f')) found.push(`${name.slice(0, -1)}ves`);
  if (name.endsWith('fe')) found.push(`${name.slice(0, -2)}ves`);
  return found;
}

/**
 * An ingredient's name and aliases, normalised, each with its plurals, and what a swapped-in food is
 * called in the steps (`rename-food.ts`: the pieces of a jointed chicken).
 */
export function nameForms(ingredient: Ingredient): string[] {
  const said = SAID_AS[ingredient.id]?.name;
  const names = [ingredient.name, ...ingredient.aliases, ...(said ? [said] : [])]
    .map(normaliseName)
    .filter(Boolean);
  return [...new Set(names.flatMap(forms))];
}

/** Where any of an ingredient's names (or their plurals) stands as whole words in normalised text. */
function spansOf(text: string, ingredientId: string): Span[] {
  const ingredient = getIngredient(ingredientId);
  if (!ingredient) return [];
  const padded = ` ${text} `;
  const spans: Span[] = [];
  for (const form of nameForms(ingredient)) {
    for (let at = padded.indexOf(` ${form} `); at !== -1; at = padded.indexOf(` ${form} `, at + 1)) {
      spans.push({ start: at, end: at + form.length });
    }
  }
  return spans;
}

function inside(inner: Span, outer: Span): boolean {
  return (
    outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start
  );
}

/** Whether normalised text mentions `id` outside a longer mention of another of `ids`. */
function mentions(text: string, id: string, ids: readonly string[]): boolean {
  const spans = new Map(ids.map((other) => [other, spansOf(text, other)]));
  return mentionedIn(spans, id);
}

/** Whether `id` has a span in `spans` that lies inside no longer span of another ingredient. */
function mentionedIn(spans: ReadonlyMap<string, Span[]>, id: string): boolean {
  const others = [...spans].flatMap(([other, found]) => (other === id ? [] : found));
  return (spans.get(id) ?? []).some((span) => !others.some((other) => inside(span, other)));
}

/**
 * Ingredients of the recipe that no step mentions by their catalog name or an alias (ignoring case,
 * accents and plurals). A mention inside a longer mention of another ingredient of the same recipe does
 * not count: "red peppers" mentions the red pepper, not the black pepper (alias "pepper").
 */
export function unmentionedIngredients(recipe: Recipe): string[] {
  // Normalised step by step and joined with a mark no name contains, so no name runs across two steps.
  const text = recipe.steps.map((step) => normaliseName(step.text)).join(' . ');
  const ids = [...new Set(recipe.ingredients.map((line) => line.ingredientId))];
  const spans = new Map(ids.map((id) => [id, spansOf(text, id)]));
  return ids.filter((id) => !mentionedIn(spans, id));
}

/** The indexes of the steps that mention one of the recipe's ingredients, read as `unmentionedIngredients` reads. */
export function stepsMentioning(recipe: Recipe, ingredientId: string): number[] {
  const ids = [...new Set(recipe.ingredients.map((line) => line.ingredientId))];
  return recipe.steps.flatMap((step, index) =>
    mentions(normaliseName(step.text), ingredientId, ids) ? [index] : [],
  );
}
