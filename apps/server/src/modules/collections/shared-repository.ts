import type { Recipe } from '@larder/kitchen/recipes';
import { sql } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import { collectionRecipes, collections, hiddenRecipes } from '../../db/collection-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { shownRecipes } from '../../db/kitchen-schema.ts';

export interface SharedCollectionRow {
  id: string;
  userId: string;
  name: string;
  description: string;
  ownerName: string;
  ownerAnonymous: boolean;
}

/**
 * The collection a shared link opens: by its link id, shared and not hidden; or by its own id when the one
 * asking is its owner (their preview). Deleted collections open for no one.
 */
export async function sharedCollectionRow(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<SharedCollectionRow | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.user_id, c.name, c.description, u.name as owner_name, u.is_anonymous
    from ${collections} c join ${user} u on u.id = c.user_id
    where c.deleted_at is null
      and ((c.share_id = ${id}::uuid and c.hidden_at is null)
           or (c.id = ${id}::uuid and c.user_id = ${viewerId ?? ''}))
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    userId: String(row.user_id),
    name: String(row.name),
    description: String(row.description),
    ownerName: String(row.owner_name ?? ''),
    ownerAnonymous: row.is_anonymous === true,
  };
}

/** A recipe an admin hid is left out of what a shared collection shows and copies. */
const visible = sql`not exists (select 1 from ${hiddenRecipes} h where h.recipe_id = r.recipe_id)`;

/** Copies the owner's recipes of a collection to another cook, keeping any copy they have already. */
export async function copyRecipesTo(tx: Tx, from: SharedCollectionRow, toUserId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${shownRecipes} (user_id, recipe_id, recipe)
    select ${toUserId}, s.recipe_id, s.recipe
    from ${collectionRecipes} r join ${shownRecipes} s on s.user_id = ${from.userId} and s.recipe_id = r.recipe_id
    where r.collection_id = ${from.id} and ${visible}
    on conflict (user_id, recipe_id) do nothing`);
}

/** Fills a new collection with the shared one's recipes, in the same order. */
export async function copyMemberships(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${collectionRecipes} (collection_id, recipe_id, position)
    select ${toId}, recipe_id, position from ${collectionRecipes} r where collection_id = ${fromId} and ${visible}`);
}

/** Hides a collection after a report (by its own id: sharing it again makes a new link, never a way out). */
export async function hideCollection(db: Db | Tx, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    update ${collections} set hidden_at = coalesce(hidden_at, now()) where id = ${id}::uuid`);
  return (result.rowCount ?? 0) > 0;
}

/** A collection's name by its own id, for the admins' list of reports (null once deleted). */
export async function collectionName(db: Db, id: string): Promise<string | null> {
  const result = await db.execute<{ name: string }>(sql`
    select name from ${collections} where id = ${id}::uuid and deleted_at is null`);
  return result.rows[0]?.name ?? null;
}

/** Of these recipe ids, those an admin hid after a report. */
export async function hiddenAmong(db: Db, recipeIds: readonly string[]): Promise<Set<string>> {
  if (recipeIds.length === 0) return new Set();
  const result = await db.execute<{ recipe_id: string }>(sql`
    select recipe_id from ${hiddenRecipes} where recipe_id = any(${sql.param([...recipeIds])}::text[])`);
  return new Set(result.rows.map((row) => row.recipe_id));
}

export type { Recipe };
