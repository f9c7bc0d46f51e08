import {
  COLLECTION_MESSAGES,
  type CollectionPreview,
  DEFAULT_COLLECTION_NAME,
} from '@larder/domain/api/collections';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { withImporterPhotos } from '../recipe-photos/service.ts';
import { EMPTY_PANTRY, storedRecipeDto } from '../recipes/recipe-dto.ts';
import { collectionRows, recipeIdsIn, recipesIn, syncSaved } from './repository.ts';
import { collectionDto, createCollection } from './service.ts';
import {
  copyMemberships,
  copyRecipesTo,
  hiddenAmong,
  type SharedCollectionRow,
  sharedCollectionRow,
} from './shared-repository.ts';

/** A shared collection by its link (or, for its owner, its id); a private one is a 404 like no collection. */
async function shared(db: Db, id: string, viewer: CurrentUser | null): Promise<SharedCollectionRow> {
  const row = isUuid(id) ? await sharedCollectionRow(db, id, viewer?.id ?? null) : null;
  if (!row) throw new AppError('not_found', COLLECTION_MESSAGES.notShared);
  return row;
}

/** Only a first name: the owner's email, or anything more, is never shown to a visitor. */
function byline(row: SharedCollectionRow): string | null {
  const first = row.ownerName.trim().split(/\s+/)[0] ?? '';
  return row.ownerAnonymous || first === '' || first.includes('@') ? null : first.slice(0, 40);
}

export async function previewCollection(
  db: Db,
  id: string,
  viewer: CurrentUser | null,
): Promise<CollectionPreview> {
  const row = await shared(db, id, viewer);
  const held = await recipesIn(db, row.userId, row.id);
  const hidden = await hiddenAmong(
    db,
    held.map((recipe) => recipe.id),
  );
  const recipes = held.filter((recipe) => !hidden.has(recipe.id));
  return {
    collection: {
      id,
      name: row.name,
      description: row.description,
      count: recipes.length,
      by: byline(row),
      mine: viewer?.id === row.userId,
    },
    recipes: await withImporterPhotos(
      db,
      recipes,
      recipes.map((recipe) => storedRecipeDto(recipe, EMPTY_PANTRY)),
    ),
  };
}

/** "Save a copy": a new collection of the cook's own holding the shared one's recipes. */
export async function copyCollection(db: Db, id: string, viewer: CurrentUser) {
  if (viewer.isAnonymous) throw new AppError('forbidden', 'Create a free account to save collections.');
  const row = await shared(db, id, viewer);
  const name =
    row.name === DEFAULT_COLLECTION_NAME && row.userId !== viewer.id ? `${row.name} (shared)` : row.name;
  const made = await createCollection(db, viewer, { name, description: row.description });
  await inUserTransaction(db, viewer.id, async (tx) => {
    await copyRecipesTo(tx, row, viewer.id);
    await copyMemberships(tx, row.id, made.id);
    await syncSaved(tx, viewer.id, await recipeIdsIn(tx, made.id));
  });
  const [copy] = await collectionRows(db, viewer.id, made.id);
  return copy ? collectionDto(copy) : made;
}
