import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { foodSaved, pantryItems } from '../../db/kitchen-schema.ts';

export type PantryRow = typeof pantryItems.$inferSelect;
export type NewPantryRow = typeof pantryItems.$inferInsert & { id: string; userId: string };
export type PantryRowChanges = Partial<
  Pick<
    PantryRow,
    | 'ingredientId'
    | 'name'
    | 'quantity'
    | 'unit'
    | 'place'
    | 'expiresOn'
    | 'expiryEstimated'
    | 'opened'
    | 'mergedClientIds'
  >
>;
export type FoodSavedRow = Omit<typeof foodSaved.$inferInsert, 'id' | 'createdAt'>;

/** The pantry's one read on every screen, prepared once per database connection (named statement). */
function preparedPantryRows(db: Db | Tx) {
  return db
    .select()
    .from(pantryItems)
    .where(eq(pantryItems.userId, sql.placeholder('userId')))
    .orderBy(asc(pantryItems.createdAt))
    .prepare('pantry_rows');
}
const pantryRowQueries = new WeakMap<Db | Tx, ReturnType<typeof preparedPantryRows>>();

export async function pantryRows(db: Db | Tx, userId: string): Promise<PantryRow[]> {
  let query = pantryRowQueries.get(db);
  if (!query) {
    query = preparedPantryRows(db);
    pantryRowQueries.set(db, query);
  }
  return query.execute({ userId });
}

/** The user's rows, locked until the transaction ends, so two cooks of one pantry cannot both take the same food. */
export async function lockPantryRows(tx: Db | Tx, userId: string): Promise<PantryRow[]> {
  return tx.select().from(pantryItems).where(eq(pantryItems.userId, userId)).for('update');
}

/** The user's lines that hold one of these client ids, as their own or merged in. */
export async function rowsWithClientIds(
  tx: Db | Tx,
  userId: string,
  clientIds: readonly string[],
): Promise<PantryRow[]> {
  if (clientIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    clientIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  return tx
    .select()
    .from(pantryItems)
    .where(
      and(
        eq(pantryItems.userId, userId),
        sql`(${pantryItems.clientId} = any(${ids}) or ${pantryItems.mergedClientIds} && ${ids})`,
      ),
    );
}

/** A line's amount after a merge, with the client ids of the adds it took in. */
export async function addToPantryRow(
  tx: Db | Tx,
  userId: string,
  id: string,
  amount: { quantity: number | null; unit: string | null },
  clientIds: readonly string[],
): Promise<PantryRow | null> {
  const merged = clientIds.length
    ? sql`${pantryItems.mergedClientIds} || array[${sql.join(
        clientIds.map((clientId) => sql`${clientId}::uuid`),
        sql`, `,
      )}]`
    : pantryItems.mergedClientIds;
  const [row] = await tx
    .update(pantryItems)
    .set({ ...amount, mergedClientIds: merged, updatedAt: sql`now()` })
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.id, id)))
    .returning();
  return row ?? null;
}

/** Moves lines to another user as they are. */
export async function moveRows(tx: Db | Tx, ids: readonly string[], to: string): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(pantryItems)
      .set({ userId: to })
      .where(inArray(pantryItems.id, [...ids]));
}

export async function deleteRows(tx: Db | Tx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(pantryItems).where(inArray(pantryItems.id, [...ids]));
}

/** The food-saved record follows the cook to the account. */
export async function moveFoodSaved(tx: Db | Tx, from: string, to: string): Promise<void> {
  await tx.update(foodSaved).set({ userId: to }).where(eq(foodSaved.userId, from));
}

export async function pantryRow(db: Db, userId: string, id: string): Promise<PantryRow | null> {
  const [row] = await db
    .select()
    .from(pantryItems)
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.id, id)));
  return row ?? null;
}

/**
 * Inserts the rows; a row whose client id the user already has is not inserted again and the existing one
 * is returned in its place. Answers in the order given.
 */
export async function insertPantryRows(
  db: Db | Tx,
  userId: string,
  rows: NewPantryRow[],
): Promise<PantryRow[]> {
  if (rows.length === 0) return [];
  // Inserted in client-id order, so parallel replays of one batch wait on each other instead of deadlocking.
  const ordered = [...rows].sort((a, b) => (a.clientId ?? '~').localeCompare(b.clientId ?? '~'));
  const inserted = await db
    .insert(pantryItems)
    .values(ordered)
    .onConflictDoNothing({ target: [pantryItems.userId, pantryItems.clientId] })
    .returning();
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const repeated = rows
    .filter((row) => !byId.has(row.id) && row.clientId)
    .map((row) => row.clientId as string);
  const existing =
    repeated.length === 0
      ? []
      : await db
          .select()
          .from(pantryItems)
          .where(and(eq(pantryItems.userId, userId), inArray(pantryItems.clientId, repeated)));
  const byClientId = new Map(existing.map((row) => [row.clientId, row]));
  return rows.flatMap((row) => {
    const found = byId.get(row.id) ?? (row.clientId ? byClientId.get(row.clientId) : undefined);
    return found ? [found] : [];
  });
}

export async function updatePantryRow(
  db: Db | Tx,
  userId: string,
  id: string,
  changes: PantryRowChanges,
): Promise<PantryRow | null> {
  const [row] = await db
    .update(pantryItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.id, id)))
    .returning();
  return row ?? null;
}

/** Removes the item and answers it, or null when the user has no such item. */
export async function deletePantryRow(db: Db | Tx, userId: string, id: string): Promise<PantryRow | null> {
  const [row] = await db
    .delete(pantryItems)
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.id, id)))
    .returning();
  return row ?? null;
}

/** Removes the item a device (or a shopping line) added under this client id, if the user still has it. */
export async function deletePantryRowByClientId(
  db: Db | Tx,
  userId: string,
  clientId: string,
): Promise<void> {
  await db.delete(pantryItems).where(and(eq(pantryItems.userId, userId), eq(pantryItems.clientId, clientId)));
}

export async function insertFoodSaved(db: Db | Tx, rows: FoodSavedRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(foodSaved).values(rows);
}

export async function foodSavedRows(db: Db, userId: string) {
  return db
    .select({
      ingredientId: foodSaved.ingredientId,
      name: foodSaved.name,
      grams: foodSaved.grams,
      savedOn: foodSaved.savedOn,
      how: foodSaved.how,
    })
    .from(foodSaved)
    .where(eq(foodSaved.userId, userId))
    .orderBy(asc(foodSaved.createdAt));
}

export async function deletePantryData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(pantryItems).where(eq(pantryItems.userId, userId));
  await tx.delete(foodSaved).where(eq(foodSaved.userId, userId));
}
