import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { shoppingListItems } from '../../db/plan-schema.ts';

export type ShoppingRow = typeof shoppingListItems.$inferSelect;
export type NewShoppingRow = typeof shoppingListItems.$inferInsert & { userId: string };
export type ShoppingRowChanges = Partial<
  Pick<ShoppingRow, 'planId' | 'quantity' | 'unit' | 'forRecipes' | 'aisle' | 'name' | 'checkedAt'>
>;

export async function shoppingRows(db: Db, userId: string): Promise<ShoppingRow[]> {
  return db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.userId, userId))
    .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id));
}

/** The user's list, locked for update within a transaction (plan changes and check-offs queue up). */
export async function lockShoppingRows(tx: Db | Tx, userId: string): Promise<ShoppingRow[]> {
  return tx
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.userId, userId))
    .orderBy(asc(shoppingListItems.id))
    .for('update');
}

export async function lockShoppingRow(tx: Db | Tx, userId: string, id: string): Promise<ShoppingRow | null> {
  const [row] = await tx
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.id, id)))
    .for('update');
  return row ?? null;
}

/** Inserts the rows; one whose client id the user already has is not added again (the existing one answers). */
export async function insertShoppingRow(db: Db, row: NewShoppingRow): Promise<ShoppingRow> {
  const [inserted] = await db
    .insert(shoppingListItems)
    .values(row)
    .onConflictDoNothing({ target: [shoppingListItems.userId, shoppingListItems.clientId] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(shoppingListItems)
    .where(
      and(eq(shoppingListItems.userId, row.userId), eq(shoppingListItems.clientId, row.clientId as string)),
    );
  return existing as ShoppingRow;
}

export async function insertShoppingRows(db: Db | Tx, rows: NewShoppingRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(shoppingListItems).values(rows);
}

export async function updateShoppingRow(
  db: Db | Tx,
  userId: string,
  id: string,
  changes: ShoppingRowChanges,
): Promise<ShoppingRow | null> {
  const [row] = await db
    .update(shoppingListItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.id, id)))
    .returning();
  return row ?? null;
}

/** Answers how many of the user's rows went. */
export async function deleteShoppingRows(
  db: Db | Tx,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.userId, userId), inArray(shoppingListItems.id, [...ids])))
    .returning({ id: shoppingListItems.id });
  return deleted.length;
}

/** Crossed-off lines of an older plan: that shop is done. */
export async function deleteCheckedPlanRows(db: Db | Tx, userId: string, planId: string): Promise<void> {
  await db
    .delete(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.userId, userId),
        isNotNull(shoppingListItems.checkedAt),
        isNotNull(shoppingListItems.planId),
        ne(shoppingListItems.planId, planId),
      ),
    );
}

/** The lines a plan put on the list (crossed off or not): the cook's own items stay. */
export async function deletePlanLines(db: Db | Tx, userId: string): Promise<void> {
  await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.userId, userId), isNotNull(shoppingListItems.planId)));
}

export async function deleteShoppingData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(shoppingListItems).where(eq(shoppingListItems.userId, userId));
}

/**
 * Gives the anonymous user's list to the account. An item queued twice from one device (the same client
 * id on both users) is kept once: the account's copy.
 */
export async function moveShoppingData(tx: Db | Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    delete from ${shoppingListItems} as moving
    where moving.user_id = ${from} and moving.client_id is not null
      and exists (select 1 from ${shoppingListItems} as kept where kept.user_id = ${to} and kept.client_id = moving.client_id)`);
  await tx.update(shoppingListItems).set({ userId: to }).where(eq(shoppingListItems.userId, from));
}
