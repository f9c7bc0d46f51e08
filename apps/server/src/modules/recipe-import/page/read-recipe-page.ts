/**
 * Reads the recipe out of a fetched HTML page, without running any of its scripts: schema.org Recipe in
 * JSON-LD first, then microdata, then a readable layout (an "Ingredients" list and an "Instructions"
 * list under headings). Pure and synchronous; linear in the page's size.
 */

import { parsePage } from './html-tree.ts';
import { readJsonLd } from './json-ld.ts';
import { draftFromJsonLd } from './json-ld-recipe.ts';
import { draftFromMicrodata } from './microdata.ts';
import { absoluteUrl, readPageMeta, withoutSiteSuffix } from './page-meta.ts';
import { draftFromReadablePage } from './readable-page.ts';
import { isRecipe, type RecipeDraft } from './recipe-draft.ts';
import { withoutTitle } from './recipe-steps.ts';

const NOT_RECIPES = ['HowTo', 'Product', 'ProductGroup'];

export interface RecipePage {
  title: string;
  description?: string;
  /** Ingredient lines exactly as the source lists them: tags stripped, HTML entities decoded, whitespace collapsed, trimmed; empty lines dropped. */
  ingredients: string[];
  /** Steps as the source lists them (HowToStep text; HowToSection flattened in order; a plain string instructions split into paragraphs/lines/numbered steps). */
  steps: string[];
  servings?: number;
  totalMinutes?: number;
  /** Absolute URL, resolved against the page's address. */
  image?: string;
  author?: string;
  /** The given url, else <link rel=canonical>, else og:url. */
  sourceUrl?: string;
  found: 'json-ld' | 'microdata' | 'page';
}

/** The recipe on the page at `url` (used to resolve relative links), or null when it holds none. */
export function readRecipePage(html: string, url?: string): RecipePage | null {
  const page = parsePage(html);
  const meta = readPageMeta(page);
  const sourceUrl = absoluteUrl(url, undefined) ?? absoluteUrl(meta.canonical ?? meta.ogUrl, url);
  const pageTitle = meta.ogTitle || withoutSiteSuffix(meta.title ?? '');

  const jsonLd = readJsonLd(page);
  const fromJsonLd = jsonLd.recipe ? draftFromJsonLd(jsonLd.recipe) : null;
  if (fromJsonLd && !fromJsonLd.title) fromJsonLd.title = pageTitle;
  let draft: RecipeDraft | null = fromJsonLd;
  let found: RecipePage['found'] = 'json-ld';
  if (!isRecipe(draft)) {
    draft = draftFromMicrodata(page);
    if (draft && !draft.title) draft.title = fromJsonLd?.title || pageTitle;
    found = 'microdata';
  }
  // A page whose JSON-LD says it is something else (a how-to, a product) is not read by its layout.
  const declaredOther = !jsonLd.recipe && NOT_RECIPES.some((type) => jsonLd.types.has(type));
  if (!isRecipe(draft) && !declaredOther) {
    const titles = [meta.ogTitle ?? '', meta.title ?? ''];
    draft = draftFromReadablePage(page.doc, titles, fromJsonLd?.title || pageTitle);
    found = 'page';
  }
  if (!isRecipe(draft)) return null;
  // A JSON-LD Recipe without ingredients still knows the yield, times, image and author.
  if (fromJsonLd && draft !== fromJsonLd) {
    draft.servings ??= fromJsonLd.servings;
    draft.totalMinutes ??= fromJsonLd.totalMinutes;
    draft.image ??= fromJsonLd.image;
    draft.author ??= fromJsonLd.author;
    draft.description ??= fromJsonLd.description;
  }

  const recipe: RecipePage = {
    title: draft.title,
    ingredients: draft.ingredients,
    steps: withoutTitle(draft.steps, draft.title),
    found,
  };
  if (draft.description) recipe.description = draft.description;
  if (draft.servings !== undefined) recipe.servings = draft.servings;
  if (draft.totalMinutes !== undefined) recipe.totalMinutes = draft.totalMinutes;
  const image = absoluteUrl(draft.image, absoluteUrl(meta.base, sourceUrl) ?? sourceUrl);
  if (image) recipe.image = image;
  if (draft.author) recipe.author = draft.author;
  if (sourceUrl) recipe.sourceUrl = sourceUrl;
  return recipe;
}
