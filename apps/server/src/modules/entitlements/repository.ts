import type { EntitlementStore, ProPlan } from '@larder/domain/entitlements';
import { PRO_ENTITLEMENT } from '@larder/domain/entitlements';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { entitlementEvents, entitlements } from '../../db/entitlement-schema.ts';

export type EntitlementRow = typeof entitlements.$inferSelect;

/** A store's word on a cook's Pro at one moment (`stateAt`, the store's clock). */
export type StoreState = Readonly<{
  userId: string;
  store: EntitlementStore;
  plan: ProPlan | null;
  productId: string | null;
  expiresAt: Date | null;
  willRenew: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  stateAt: Date;
}>;

export async function readEntitlement(db: Db | Tx, userId: string): Promise<EntitlementRow | null> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.entitlement, PRO_ENTITLEMENT)));
  return row ?? null;
}

/**
 * Keeps a store's state unless a newer one is kept already: events that arrive out of order never turn a
 * newer state back. Answers whether it was kept.
 */
export async function keepStoreState(tx: Db | Tx, state: StoreState): Promise<boolean> {
  const values = { ...state, entitlement: PRO_ENTITLEMENT, updatedAt: new Date() };
  const kept = await tx
    .insert(entitlements)
    .values(values)
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.entitlement],
      set: values,
      setWhere: lte(entitlements.stateAt, state.stateAt),
    })
    .returning({ userId: entitlements.userId });
  return kept.length > 0;
}

/**
 * Records a store event or an operator's action once: false when the store's event id was seen before (a
 * replayed webhook), and then nothing else may change.
 */
export async function recordEvent(
  tx: Db | Tx,
  event: {
    store: EntitlementStore;
    eventId: string;
    type: string;
    userId: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(entitlementEvents)
    .values({ ...event, detail: event.detail ?? {} })
    .onConflictDoNothing({ target: [entitlementEvents.store, entitlementEvents.eventId] })
    .returning({ id: entitlementEvents.id });
  return inserted.length > 0;
}

/** Adds what an event did to its history row (`recordEvent` stored it first, to claim the id). */
export async function noteEventDetail(
  tx: Db | Tx,
  store: EntitlementStore,
  eventId: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(entitlementEvents)
    .set({ detail: sql`${entitlementEvents.detail} || ${JSON.stringify(detail)}::jsonb` })
    .where(and(eq(entitlementEvents.store, store), eq(entitlementEvents.eventId, eventId)));
}

/** Whether a user id a store names (in its metadata, or as its app user) is a user here. */
export async function isUser(db: Db | Tx, userId: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return found !== undefined;
}

/** The user whose Pro a store's customer or subscription is, if Larder knows it. */
export async function userOfCustomer(
  db: Db | Tx,
  store: EntitlementStore,
  ids: { customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  const matches = [
    ids.customerId ? eq(entitlements.customerId, ids.customerId) : undefined,
    ids.subscriptionId ? eq(entitlements.subscriptionId, ids.subscriptionId) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return null;
  const [row] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(and(eq(entitlements.store, store), or(...matches)))
    .limit(1);
  return row?.userId ?? null;
}

/** The cook's Pro and its history, for the data export. */
export async function entitlementRecords(db: Db, userId: string) {
  return {
    current: await readEntitlement(db, userId),
    history: await db
      .select({
        store: entitlementEvents.store,
        type: entitlementEvents.type,
        detail: entitlementEvents.detail,
        createdAt: entitlementEvents.createdAt,
      })
      .from(entitlementEvents)
      .where(eq(entitlementEvents.userId, userId))
      .orderBy(asc(entitlementEvents.createdAt)),
  };
}

export async function deleteEntitlementData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
  await tx.delete(entitlementEvents).where(eq(entitlementEvents.userId, userId));
}

/**
 * An anonymous cook's Pro (bought on a phone before signing up, spec §6) moves to the account they create,
 * unless the account's own Pro is the newer state.
 */
export async function moveEntitlementData(tx: Db | Tx, from: string, to: string): Promise<void> {
  const moving = await readEntitlement(tx, from);
  if (moving) {
    const { userId: _from, updatedAt: _updated, entitlement: _name, ...state } = moving;
    await keepStoreState(tx, { ...state, userId: to });
    await tx.delete(entitlements).where(eq(entitlements.userId, from));
  }
  await tx.update(entitlementEvents).set({ userId: to }).where(eq(entitlementEvents.userId, from));
}
