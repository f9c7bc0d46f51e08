import { randomUUID } from 'node:crypto';
import {
  COLLECTION_MESSAGES,
  type CollectionAnswer,
  type CollectionDto,
  type CollectionRecipe,
  type CollectionSearch,
  type CreateCollectionInput,
  DEFAULT_COLLECTION_NAME,
  MAX_COLLECTIONS,
  MAX_RECIPES_PER_COLLECTION,
  type MembershipAnswer,
  type UpdateCollectionInput,
} from '@larder/domain/api/collections';
import { getIngredient } from '@larder/kitchen/catalog';
import { indexPantry, type PantryIndex } from '@larder/kitchen/pantry';
import { type Recipe, totalMinutes } from '@larder/kitchen/recipes';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { pantryOf } from '../pantry/service.ts';
import { withCookPhotos } from '../recipe-photos/service.ts';
import { isImported } from '../recipes/imported-recipe.ts';
import { dietsOf, storedRecipeDto } from '../recipes/recipe-dto.ts';
import { ownShownRecipe } from '../recipes/shown-recipe.ts';
import {
  addToCollection,
  allSavedRecipes,
  type CollectionRow,
  collectionOwner,
  collectionRows,
  countCollections,
  ensureDefaultCollection,
  insertCollection,
  membershipsOf,
  recipeIdsIn,
  recipesIn,
  removeFromCollection,
  setCollectionOrder,
  setRecipeOrder,
  syncSaved,
  updateCollectionRow,
} from './repository.ts';

function notFound(): AppError {
  return new AppError('not_found', COLLECTION_MESSAGES.notFound);
}

function requireAccountUser(user: CurrentUser): void {
  if (user.isAnonymous) throw new AppError('forbidden', 'Create a free account to keep collections.');
}

export function collectionDto(row: CollectionRow): CollectionDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    count: row.count,
    cover: row.coverRecipeId === null ? null : { recipeId: row.coverRecipeId, title: row.coverTitle ?? '' },
    coverChosen: row.coverChosen,
    shareId: row.shareId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the user's collections (not deleted), or a 404: another user's id looks the same as none. */
async function ownCollection(db: Db, userId: string, id: string): Promise<CollectionRow> {
  const [row] = isUuid(id) ? await collectionRows(db, userId, id) : [];
  if (!row) throw notFound();
  return row;
}

/** The cook's collections, "Saved" made first when they have none yet (written only then). */
export async function collectionsWithDefault(db: Db, userId: string): Promise<CollectionRow[]> {
  const rows = await collectionRows(db, userId);
  if (rows.some((row) => row.isDefault)) return rows;
  await ensureDefaultCollection(db, userId, DEFAULT_COLLECTION_NAME);
  return collectionRows(db, userId);
}

export async function listCollections(db: Db, user: CurrentUser): Promise<CollectionDto[]> {
  requireAccountUser(user);
  return (await collectionsWithDefault(db, user.id)).map(collectionDto);
}

export async function createCollection(db: Db, user: CurrentUser, input: CreateCollectionInput) {
  requireAccountUser(user);
  return inUserTransaction(db, user.id, async (tx) => {
    if ((await countCollections(tx, user.id)) >= MAX_COLLECTIONS) {
      throw new AppError('conflict', COLLECTION_MESSAGES.tooMany);
    }
    const made = await insertCollection(tx, user.id, {
      ...(input.id ? { id: input.id } : {}),
      name: input.name,
      description: input.description ?? '',
    });
    // A replay of a create queued offline answers the collection it made; someone else's id is a 409.
    const id = made ?? input.id;
    if (!id || (made === null && (await collectionOwner(tx, id)) !== user.id)) {
      throw new AppError('conflict', 'That collection id is taken. Please try again.');
    }
    const [row] = await collectionRows(tx, user.id, id);
    if (!row) throw notFound(); // made, then deleted: the replay finds it gone
    return collectionDto(row);
  });
}

export async function updateCollection(db: Db, user: CurrentUser, id: string, input: UpdateCollectionInput) {
  requireAccountUser(user);
  const row = await ownCollection(db, user.id, id);
  if (input.coverRecipeId && !(await recipeIdsIn(db, id)).includes(input.coverRecipeId)) {
    throw new AppError('validation_failed', 'Choose a cover from the recipes in this collection.', {
      field: 'coverRecipeId',
    });
  }
  const shareId =
    input.shared === undefined ? undefined : input.shared ? (row.shareId ?? randomUUID()) : null;
  await updateCollectionRow(db, user.id, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.coverRecipeId !== undefined ? { coverRecipeId: input.coverRecipeId } : {}),
    ...(shareId !== undefined ? { shareId } : {}),
  });
  return collectionDto(await ownCollection(db, user.id, id));
}

/** Deletes a collection (kept, so Undo can bring it back); "Saved" stays. */
export async function deleteCollection(db: Db, user: CurrentUser, id: string) {
  requireAccountUser(user);
  const row = await ownCollection(db, user.id, id);
  if (row.isDefault) throw new AppError('conflict', COLLECTION_MESSAGES.defaultKept);
  return inUserTransaction(db, user.id, async (tx) => {
    // Its link stops working, and stays dead after Undo: sharing again makes a new one.
    await updateCollectionRow(tx, user.id, id, { deletedAt: new Date(), shareId: null });
    await syncSaved(tx, user.id, await recipeIdsIn(tx, id));
    return collectionDto(row);
  });
}

export async function restoreCollection(db: Db, user: CurrentUser, id: string) {
  requireAccountUser(user);
  if (!isUuid(id)) throw notFound();
  return inUserTransaction(db, user.id, async (tx) => {
    // Undo may not take the cook past the most collections a cook keeps (one made since took its place).
    const live = (await collectionRows(tx, user.id, id)).length > 0;
    if (!live && (await countCollections(tx, user.id)) >= MAX_COLLECTIONS) {
      throw new AppError('conflict', COLLECTION_MESSAGES.tooMany);
    }
    if (!(await updateCollectionRow(tx, user.id, id, { deletedAt: null }, true))) throw notFound();
    await syncSaved(tx, user.id, await recipeIdsIn(tx, id));
    const [row] = await collectionRows(tx, user.id, id);
    if (!row) throw notFound();
    return collectionDto(row);
  });
}

export async function orderCollections(db: Db, user: CurrentUser, ids: readonly string[]) {
  requireAccountUser(user);
  const mine = (await collectionRows(db, user.id)).map((row) => row.id);
  if (
    ids.length !== mine.length ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !mine.includes(id))
  ) {
    throw new AppError('validation_failed', 'Send every collection of yours once, in the new order.', {
      field: 'ids',
    });
  }
  await setCollectionOrder(db, user.id, ids);
  return (await collectionRows(db, user.id)).map(collectionDto);
}

async function stockOf(db: Db, userId: string, today: string): Promise<PantryIndex> {
  return indexPantry(await pantryOf(db, userId), today);
}

function recipeWithFacts(recipe: Recipe, stock: PantryIndex, collectionIds: string[]): CollectionRecipe {
  return {
    ...storedRecipeDto(recipe, stock),
    mealTypes: [...recipe.mealTypes],
    diets: dietsOf(recipe),
    collectionIds,
  };
}

async function withFacts(db: Db, userId: string, recipes: Recipe[], today: string) {
  const stock = await stockOf(db, userId, today);
  const memberships = await membershipsOf(
    db,
    userId,
    recipes.map((recipe) => recipe.id),
  );
  return withCookPhotos(
    db,
    userId,
    recipes.map((recipe) => recipeWithFacts(recipe, stock, memberships.get(recipe.id) ?? [])),
  );
}

export async function openCollection(db: Db, user: CurrentUser, id: string, today: string) {
  requireAccountUser(user);
  const row = await ownCollection(db, user.id, id);
  const recipes = await withFacts(db, user.id, await recipesIn(db, user.id, id), today);
  return { collection: collectionDto(row), recipes } satisfies CollectionAnswer;
}

/** Words a recipe can be found by: its title and every ingredient's name, as the cook reads them. */
function searchText(recipe: Recipe): string {
  const names = isImported(recipe)
    ? recipe.imported.lines.map((line) => line.text)
    : recipe.ingredients.map((line) => getIngredient(line.ingredientId)?.name ?? line.ingredientId);
  return `${recipe.title} ${names.join(' ')}`.toLowerCase();
}

/** Saved recipes (in any collection) matching every word searched and every filter. */
export async function searchSaved(db: Db, user: CurrentUser, search: CollectionSearch, today: string) {
  requireAccountUser(user);
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = (await allSavedRecipes(db, user.id)).filter((recipe) => {
    const text = searchText(recipe);
    if (!words.every((word) => text.includes(word))) return false;
    if (search.mealType && !recipe.mealTypes.includes(search.mealType)) return false;
    if (search.maxMinutes !== undefined && totalMinutes(recipe) > search.maxMinutes) return false;
    return !search.diet || dietsOf(recipe).includes(search.diet);
  });
  return withFacts(db, user.id, found, today);
}

async function membership(db: Db, userId: string, recipeId: string): Promise<MembershipAnswer> {
  const collectionIds = (await membershipsOf(db, userId, [recipeId])).get(recipeId) ?? [];
  return { recipeId, saved: collectionIds.length > 0, collectionIds };
}

/** Puts a recipe the cook was shown into one of their collections (first in its order). */
export async function addRecipe(db: Db, user: CurrentUser, id: string, recipeId: string) {
  requireAccountUser(user);
  const row = await ownCollection(db, user.id, id);
  await ownShownRecipe(db, user.id, recipeId);
  if (row.count >= MAX_RECIPES_PER_COLLECTION) throw new AppError('conflict', COLLECTION_MESSAGES.full);
  await inUserTransaction(db, user.id, async (tx) => {
    await addToCollection(tx, id, recipeId);
    await syncSaved(tx, user.id, [recipeId]);
  });
  return membership(db, user.id, recipeId);
}

export async function removeRecipe(db: Db, user: CurrentUser, id: string, recipeId: string) {
  requireAccountUser(user);
  await ownCollection(db, user.id, id);
  await inUserTransaction(db, user.id, async (tx) => {
    await removeFromCollection(tx, id, recipeId);
    await syncSaved(tx, user.id, [recipeId]);
  });
  return membership(db, user.id, recipeId);
}

export async function moveRecipe(db: Db, user: CurrentUser, id: string, recipeId: string, to: string) {
  requireAccountUser(user);
  await ownCollection(db, user.id, id);
  const target = await ownCollection(db, user.id, to);
  if (!(await recipeIdsIn(db, id)).includes(recipeId)) {
    throw new AppError('not_found', 'That recipe is not in this collection.');
  }
  if (target.count >= MAX_RECIPES_PER_COLLECTION) throw new AppError('conflict', COLLECTION_MESSAGES.full);
  await inUserTransaction(db, user.id, async (tx) => {
    await addToCollection(tx, to, recipeId);
    if (to !== id) await removeFromCollection(tx, id, recipeId);
  });
  return membership(db, user.id, recipeId);
}

export async function orderRecipes(
  db: Db,
  user: CurrentUser,
  id: string,
  recipeIds: readonly string[],
  today: string,
) {
  requireAccountUser(user);
  await ownCollection(db, user.id, id);
  const held = await recipeIdsIn(db, id);
  const same =
    recipeIds.length === held.length &&
    new Set(recipeIds).size === recipeIds.length &&
    recipeIds.every((recipeId) => held.includes(recipeId));
  if (!same) throw new AppError('validation_failed', COLLECTION_MESSAGES.sameRecipes, { field: 'recipeIds' });
  await setRecipeOrder(db, id, recipeIds);
  return openCollection(db, user, id, today);
}

/** Save's one tap: the recipe goes into "Saved" (made if need be). */
export async function saveToDefault(db: Db, user: CurrentUser, recipeId: string) {
  requireAccountUser(user);
  const defaultRow = (await collectionsWithDefault(db, user.id)).find((row) => row.isDefault);
  if (!defaultRow) throw notFound();
  return addRecipe(db, user, defaultRow.id, recipeId);
}

/** Unsave: the recipe leaves every collection. */
export async function removeEverywhere(db: Db, user: CurrentUser, recipeId: string) {
  requireAccountUser(user);
  const { collectionIds } = await membership(db, user.id, recipeId);
  await inUserTransaction(db, user.id, async (tx) => {
    for (const id of collectionIds) await removeFromCollection(tx, id, recipeId);
    await syncSaved(tx, user.id, [recipeId]);
  });
  return membership(db, user.id, recipeId);
}

export { membership as recipeMembership };

/** The recipes of one of the cook's collections, as stored; null when it is not theirs. */
export async function collectionRecipesOf(db: Db, userId: string, id: string): Promise<Recipe[] | null> {
  const [row] = isUuid(id) ? await collectionRows(db, userId, id) : [];
  return row ? recipesIn(db, userId, id) : null;
}
