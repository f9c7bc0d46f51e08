import type { Recipe } from '@larder/kitchen/recipes';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { collectionRecipes, collections } from '../../db/collection-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { shownRecipes } from '../../db/kitchen-schema.ts';

/** A collection row as the service needs it, with its count and cover worked out in SQL. */
export interface CollectionRow {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
  position: number;
  count: number;
  coverRecipeId: string | null;
  coverTitle: string | null;
  coverChosen: boolean;
  shareId: string | null;
  hiddenAt: Date | null;
  updatedAt: Date;
}

type Queries = Db | Tx;

/** Makes the account's "Saved" collection if it has none (the partial unique index keeps it to one). */
export async function ensureDefaultCollection(db: Queries, userId: string, name: string): Promise<void> {
  await db.execute(sql`
    insert into ${collections} (user_id, name, is_default, position)
    select ${userId}, ${name}, true, coalesce(min(position), 0) - 1 from ${collections} where user_id = ${userId}
    on conflict (user_id) where is_default do nothing`);
}

/** The user's collections (deleted ones left out), or one of them, with count and cover. */
export async function collectionRows(db: Queries, userId: string, id?: string): Promise<CollectionRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.name, c.description, c.is_default, c.position, c.share_id, c.hidden_at, c.updated_at,
           (select count(*)::int from ${collectionRecipes} r where r.collection_id = c.id) as count,
           cover.recipe_id as cover_recipe_id, cover.title as cover_title,
           (cover.recipe_id is not null and cover.recipe_id = c.cover_recipe_id) as cover_chosen
    from ${collections} c
    left join lateral (
      select r.recipe_id, s.recipe->>'title' as title
      from ${collectionRecipes} r
      join ${shownRecipes} s on s.user_id = c.user_id and s.recipe_id = r.recipe_id
      where r.collection_id = c.id
      order by (r.recipe_id = c.cover_recipe_id) desc, r.position, r.recipe_id
      limit 1
    ) cover on true
    where c.user_id = ${userId} and c.deleted_at is null ${id === undefined ? sql`` : sql`and c.id = ${id}`}
    order by c.position, c.created_at, c.id`);
  return result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    description: String(row.description),
    isDefault: row.is_default === true,
    position: Number(row.position),
    count: Number(row.count),
    coverRecipeId: row.cover_recipe_id === null ? null : String(row.cover_recipe_id),
    coverTitle: row.cover_title === null ? null : String(row.cover_title),
    coverChosen: row.cover_chosen === true,
    shareId: row.share_id === null ? null : String(row.share_id),
    hiddenAt: row.hidden_at === null ? null : new Date(String(row.hidden_at)),
    updatedAt: new Date(String(row.updated_at)),
  }));
}

export async function countCollections(db: Queries, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(collections)
    .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)));
  return row?.count ?? 0;
}

/** A new collection last in the order; with a device-made id made once (a replay answers false). */
export async function insertCollection(
  db: Queries,
  userId: string,
  values: { id?: string; name: string; description: string },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ${collections} (id, user_id, name, description, position)
    select coalesce(${values.id ?? null}::uuid, gen_random_uuid()), ${userId}, ${values.name},
           ${values.description}, coalesce(max(position), 0) + 1
    from ${collections} where user_id = ${userId}
    on conflict (id) do nothing
    returning id`);
  return result.rows[0]?.id ?? null;
}

/** Who owns a collection id (deleted ones too), for telling a replay from someone else's id. */
export async function collectionOwner(db: Queries, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: collections.userId })
    .from(collections)
    .where(eq(collections.id, id));
  return row?.userId ?? null;
}

export async function updateCollectionRow(
  db: Queries,
  userId: string,
  id: string,
  set: Partial<{
    name: string;
    description: string;
    coverRecipeId: string | null;
    shareId: string | null;
    deletedAt: Date | null;
  }>,
  includeDeleted = false,
): Promise<boolean> {
  const rows = await db
    .update(collections)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(collections.userId, userId),
        eq(collections.id, id),
        includeDeleted ? undefined : isNull(collections.deletedAt),
      ),
    )
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** Numbers the given ids 0, 1, 2… in the order given (rows of other users are never touched). */
export async function setCollectionOrder(db: Queries, userId: string, ids: readonly string[]): Promise<void> {
  await db.execute(sql`
    update ${collections} c set position = o.at - 1
    from unnest(${sql.param([...ids])}::uuid[]) with ordinality as o(id, at)
    where c.id = o.id and c.user_id = ${userId}`);
}

/** The recipes of one collection, in the cook's order, as stored for them. */
export async function recipesIn(db: Queries, userId: string, collectionId: string): Promise<Recipe[]> {
  const rows = await db
    .select({ recipe: shownRecipes.recipe })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .innerJoin(
      shownRecipes,
      and(eq(shownRecipes.userId, collections.userId), eq(shownRecipes.recipeId, collectionRecipes.recipeId)),
    )
    .where(and(eq(collections.userId, userId), eq(collections.id, collectionId)))
    .orderBy(asc(collectionRecipes.position), asc(collectionRecipes.recipeId));
  return rows.map((row) => row.recipe as Recipe);
}

/** Every saved recipe of the user (in any collection not deleted), newest saved first. */
export async function allSavedRecipes(db: Queries, userId: string): Promise<Recipe[]> {
  const rows = await db
    .select({ recipe: shownRecipes.recipe })
    .from(shownRecipes)
    .where(
      and(
        eq(shownRecipes.userId, userId),
        sql`exists (select 1 from ${collectionRecipes} r join ${collections} c on c.id = r.collection_id
                    where c.user_id = ${userId} and c.deleted_at is null and r.recipe_id = ${shownRecipes.recipeId})`,
      ),
    )
    .orderBy(sql`${shownRecipes.savedAt} desc nulls last`, asc(shownRecipes.recipeId));
  return rows.map((row) => row.recipe as Recipe);
}

/** For each recipe id, the user's collections (not deleted) that hold it. */
export async function membershipsOf(
  db: Queries,
  userId: string,
  recipeIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return found;
  const rows = await db
    .select({ recipeId: collectionRecipes.recipeId, collectionId: collections.id })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .where(
      and(
        eq(collections.userId, userId),
        isNull(collections.deletedAt),
        inArray(collectionRecipes.recipeId, [...recipeIds]),
      ),
    )
    .orderBy(asc(collections.position), asc(collections.createdAt));
  for (const row of rows) found.get(row.recipeId)?.push(row.collectionId);
  return found;
}

/** Puts a recipe first in a collection; false when it was there already. */
export async function addToCollection(db: Queries, collectionId: string, recipeId: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${collectionRecipes} (collection_id, recipe_id, position)
    select ${collectionId}, ${recipeId}, coalesce(min(position), 0) - 1
    from ${collectionRecipes} where collection_id = ${collectionId}
    on conflict do nothing`);
  return (result.rowCount ?? 0) > 0;
}

export async function removeFromCollection(
  db: Queries,
  collectionId: string,
  recipeId: string,
): Promise<boolean> {
  const rows = await db
    .delete(collectionRecipes)
    .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId)))
    .returning({ id: collectionRecipes.recipeId });
  return rows.length > 0;
}

export async function recipeIdsIn(db: Queries, collectionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: collectionRecipes.recipeId })
    .from(collectionRecipes)
    .where(eq(collectionRecipes.collectionId, collectionId));
  return rows.map((row) => row.id);
}

export async function setRecipeOrder(db: Queries, collectionId: string, recipeIds: readonly string[]) {
  await db.execute(sql`
    update ${collectionRecipes} r set position = o.at - 1
    from unnest(${sql.param([...recipeIds])}::text[]) with ordinality as o(id, at)
    where r.collection_id = ${collectionId} and r.recipe_id = o.id`);
}

/**
 * Keeps `shown_recipes.saved_at` true to the collections: set (first time only) while the recipe is in
 * any collection not deleted, cleared when it is in none.
 */
export async function syncSaved(db: Queries, userId: string, recipeIds?: readonly string[]): Promise<void> {
  const only =
    recipeIds === undefined ? sql`` : sql`and s.recipe_id = any(${sql.param([...recipeIds])}::text[])`;
  await db.execute(sql`
    update ${shownRecipes} s set saved_at = case when exists (
        select 1 from ${collectionRecipes} r join ${collections} c on c.id = r.collection_id
        where c.user_id = s.user_id and c.deleted_at is null and r.recipe_id = s.recipe_id)
      then coalesce(s.saved_at, now()) else null end
    where s.user_id = ${userId} ${only}`);
}
