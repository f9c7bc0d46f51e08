import { randomBytes } from 'node:crypto';
import { COLLECTION_MESSAGES, MAX_RECIPES_PER_COLLECTION } from '@larder/domain/api/collections';
import { type EditRecipeInput, IMPORT_MESSAGES, type ImportRequest } from '@larder/domain/api/recipe-import';
import { MAX_SERVINGS, MIN_SERVINGS, type RecipeView } from '@larder/domain/api/recipes';
import { readIngredientLine } from '@larder/kitchen/imported';
import { indexPantry } from '@larder/kitchen/pantry';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { addToCollection, syncSaved } from '../collections/repository.ts';
import { collectionsWithDefault, recipeMembership } from '../collections/service.ts';
import { pantryOf } from '../pantry/service.ts';
import { isPublicFor } from '../public-recipes/service.ts';
import { withCookPhoto } from '../recipe-photos/service.ts';
import {
  type ImportedRecipe,
  type ImportedSource,
  importedBy,
  importedRecipe,
} from '../recipes/imported-recipe.ts';
import { storedRecipeDto } from '../recipes/recipe-dto.ts';
import { ownShownRecipe } from '../recipes/shown-recipe.ts';
import { type FetchPageOptions, fetchRecipePage } from './fetch/fetch-recipe-page.ts';
import { readRecipePage } from './page/read-recipe-page.ts';
import { keepImportedRecipe } from './repository.ts';

export interface ImportDeps {
  db: Db;
  /** Test servers on loopback are allowed only through this (never in the app). */
  fetchOptions?: FetchPageOptions;
}

const FETCH_STATUS = {
  bad_url: 'validation_failed',
  private_address: 'validation_failed',
  not_html: 'unprocessable',
  unreachable: 'unprocessable',
  too_slow: 'unprocessable',
  too_large: 'payload_too_large',
} as const;

/** A kebab-case id from the title, with a random tail so two imports never share one. */
function importedId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'recipe'}-${randomBytes(4).toString('hex')}`;
}

function servingsOf(given: number | undefined): number {
  const servings = Math.round(given ?? 4);
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Number.isFinite(servings) ? servings : 4));
}

/** Each line read against the catalog; amounts set to the servings kept when the source makes more than 12. */
function readLines(lines: readonly string[], sourceServings: number | undefined, servings: number) {
  const factor = sourceServings && sourceServings > servings ? servings / sourceServings : 1;
  return lines.map((text) => {
    const line = readIngredientLine(text);
    return line.quantity === null || factor === 1 ? line : { ...line, quantity: line.quantity * factor };
  });
}

function build(id: string, by: string, source: ImportedSource): ImportedRecipe {
  const servings = servingsOf(source.servings);
  return importedRecipe(id, by, source, readLines(source.ingredients, source.servings, servings), servings);
}

/** A page's text may carry escaped NUL characters, which PostgreSQL refuses in text: they are dropped. */
function withoutNul(page: ImportedSource): ImportedSource {
  const clean = (text: string) => text.replaceAll('\u0000', '');
  const maybe = (text: string | undefined) => (text === undefined ? {} : { value: clean(text) });
  const optional = (key: 'description' | 'image' | 'author' | 'sourceUrl') => {
    const found = maybe(page[key]);
    return 'value' in found ? { [key]: found.value } : {};
  };
  return {
    ...page,
    title: clean(page.title),
    ingredients: page.ingredients.map(clean).filter(Boolean),
    steps: page.steps.map(clean).filter(Boolean),
    ...optional('description'),
    ...optional('image'),
    ...optional('author'),
    ...optional('sourceUrl'),
  };
}

/** The recipe on the page, or null; a page the reader cannot take apart counts as no recipe. */
function recipeOnPage(html: string, url: string | undefined): ImportedSource | null {
  try {
    const page = readRecipePage(html, url);
    return page ? withoutNul(page) : null;
  } catch {
    return null;
  }
}

async function pageHtml(deps: ImportDeps, body: ImportRequest): Promise<{ html: string; url?: string }> {
  if (body.html !== undefined) return { html: body.html, ...(body.url ? { url: body.url } : {}) };
  const fetched = await fetchRecipePage(body.url ?? '', deps.fetchOptions);
  if (!fetched.ok) {
    throw new AppError(FETCH_STATUS[fetched.code], fetched.message, { field: 'url' });
  }
  return { html: fetched.html, url: fetched.finalUrl };
}

export async function viewOf(
  db: Db,
  user: CurrentUser,
  recipe: ImportedRecipe,
  today: string,
): Promise<RecipeView> {
  const stock = indexPantry(await pantryOf(db, user.id), today);
  const { saved, collectionIds } = await recipeMembership(db, user.id, recipe.id);
  return {
    ...(await withCookPhoto(db, user.id, storedRecipeDto(recipe, stock))),
    saved,
    collectionIds,
    public: await isPublicFor(db, user.id, recipe),
    editable: true,
  };
}

/**
 * Imports a recipe from a link (fetched here, public addresses only) or a page the app already has: the
 * cook's own from then on, public at `/r/{id}`, saved in the collection chosen. All of it or nothing.
 */
export async function importRecipe(deps: ImportDeps, user: CurrentUser, body: ImportRequest, today: string) {
  if (user.isAnonymous) throw new AppError('forbidden', 'Create a free account to import recipes.');
  const { db } = deps;
  const collections = await collectionsWithDefault(db, user.id);
  const wanted = body.collectionId?.toLowerCase();
  const target = wanted
    ? collections.find((row) => row.id === wanted)
    : collections.find((row) => row.isDefault);
  if (!target)
    throw new AppError('not_found', 'That collection is not one of yours.', { field: 'collectionId' });
  if (target.count >= MAX_RECIPES_PER_COLLECTION) throw new AppError('conflict', COLLECTION_MESSAGES.full);

  const { html, url } = await pageHtml(deps, body);
  const page = recipeOnPage(html, url);
  if (!page || page.title === '' || page.ingredients.length === 0) {
    throw new AppError('unprocessable', IMPORT_MESSAGES.noRecipe);
  }
  const recipe = build(importedId(page.title), user.id, page);
  await inUserTransaction(db, user.id, async (tx) => {
    await keepImportedRecipe(tx, user.id, recipe, today);
    await addToCollection(tx, target.id, recipe.id);
    await syncSaved(tx, user.id, [recipe.id]);
  });
  return viewOf(db, user, recipe, today);
}

/** The cook corrects an imported recipe: lines are read again; the source, picture and author stay. */
export async function editImportedRecipe(
  db: Db,
  user: CurrentUser,
  id: string,
  edit: EditRecipeInput,
  today: string,
): Promise<RecipeView> {
  const before = (await ownShownRecipe(db, user.id, id)).recipe;
  if (!importedBy(before, user.id))
    throw new AppError('conflict', 'Only recipes you imported can be edited.');
  const source: ImportedSource = {
    title: edit.title ?? before.title,
    description: before.description,
    ingredients: edit.ingredients ?? before.imported.lines.map((line) => line.text),
    steps: edit.steps ?? before.steps.map((step) => step.text),
    servings: edit.servings ?? before.servings,
    totalMinutes: before.prepMinutes + before.cookMinutes,
    ...(before.imported.sourceUrl ? { sourceUrl: before.imported.sourceUrl } : {}),
    ...(before.imported.image ? { image: before.imported.image } : {}),
    ...(before.imported.author ? { author: before.imported.author } : {}),
  };
  const recipe = build(id, user.id, source);
  await inUserTransaction(db, user.id, (tx) => keepImportedRecipe(tx, user.id, recipe, today));
  return viewOf(db, user, recipe, today);
}
