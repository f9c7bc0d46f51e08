import { randomUUID } from 'node:crypto';
import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { isEntitlementActive, subscriptionStatus } from '@larder/domain/entitlements';
import type { Db, Tx } from '../../db/database.ts';
import { type EntitlementRow, keepStoreState, readEntitlement, recordEvent } from './repository.ts';

/** What the apps are told of a cook's Pro (spec §4's status rule), from the row the stores keep up to date. */
export function describeEntitlement(row: EntitlementRow | null, now: Date): ProEntitlement {
  const isActive = isEntitlementActive(row, now);
  const willRenew = isActive && (row?.willRenew ?? false);
  return {
    isActive,
    status: subscriptionStatus(isActive, willRenew),
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    willRenew,
    store: row?.store ?? null,
    plan: row?.plan ?? null,
    manageable: row?.store === 'web' && row.customerId !== null,
  };
}

export async function proEntitlementOf(db: Db, userId: string, now: Date): Promise<ProEntitlement> {
  return describeEntitlement(await readEntitlement(db, userId), now);
}

export async function isPro(db: Db, userId: string, now: Date): Promise<boolean> {
  return isEntitlementActive(await readEntitlement(db, userId), now);
}

/**
 * An operator's grant of Pro (a support case), until a date or without an end, recorded in the history
 * with who asked and why. It replaces whatever store state was kept; the store's next event, if any,
 * takes over again. Pass a transaction as `db` to grant with other changes (the admin area's audit log).
 */
export async function grantPro(
  db: Db | Tx,
  userId: string,
  grant: { until: Date | null; reason: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordEvent(tx, {
      store: 'granted',
      eventId: randomUUID(),
      type: 'grant',
      userId,
      detail: { until: grant.until?.toISOString() ?? null, reason: grant.reason },
    });
    await keepStoreState(tx, {
      userId,
      store: 'granted',
      plan: null,
      productId: null,
      expiresAt: grant.until,
      willRenew: false,
      customerId: null,
      subscriptionId: null,
      stateAt: grant.now,
    });
  });
}

/** Ends a cook's Pro now, whatever its store (a refund, a support case); recorded in the history. */
export async function revokePro(db: Db | Tx, userId: string, revoke: { reason: string; now: Date }) {
  await db.transaction(async (tx) => {
    const row = await readEntitlement(tx, userId);
    await recordEvent(tx, {
      store: 'granted',
      eventId: randomUUID(),
      type: 'revoke',
      userId,
      detail: { reason: revoke.reason, was: row?.store ?? null },
    });
    if (row) {
      await keepStoreState(tx, { ...row, expiresAt: revoke.now, willRenew: false, stateAt: revoke.now });
    }
  });
}
