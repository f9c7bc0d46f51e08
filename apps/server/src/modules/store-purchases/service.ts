import { randomUUID } from 'node:crypto';
import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { isEntitlementActive } from '@larder/domain/entitlements';
import type { Db, Tx } from '../../db/database.ts';
import {
  type EntitlementRow,
  isUser,
  keepStoreState,
  readEntitlement,
  recordEvent,
  type StoreState,
  userOfCustomer,
} from '../entitlements/repository.ts';
import { proEntitlementOf } from '../entitlements/service.ts';
import { customerState } from './customer-state.ts';
import type { RevenueCatClient, Subscriber } from './revenuecat-client.ts';

/** RevenueCat's subscriber for one app user id, as it answered. */
export type Reading = Readonly<{ appUserId: string; subscriber: Subscriber }>;

/** What became of a cook's Pro after RevenueCat was asked. */
export type Outcome = 'applied' | 'stale' | 'ended' | 'kept-other' | 'nothing' | 'replayed' | 'ignored';

const fromRevenueCat = (state: StoreState) => state.store === 'app_store' || state.store === 'play';

function stateOf(row: EntitlementRow): StoreState {
  const { updatedAt: _updated, entitlement: _name, ...state } = row;
  return state;
}

/** Active first, then the one that ends last (a purchase without an end last of all). */
function better(a: StoreState, b: StoreState, at: Date): StoreState {
  const activeA = isEntitlementActive(a, at);
  if (activeA !== isEntitlementActive(b, at)) return activeA ? a : b;
  if (a.expiresAt === null) return a;
  if (b.expiresAt === null) return b;
  return b.expiresAt > a.expiresAt ? b : a;
}

/**
 * Keeps RevenueCat's word on one cook's Pro from what it answered for the app user ids read (all this
 * cook's), at `stateAt`:
 * - the best state of those ids (an active one, else the latest end) is kept, unless the Pro kept now is
 *   still on, came from elsewhere — Stripe, an operator's grant, or a RevenueCat app user id not read now
 *   (an anonymous id the cook bought under before signing up) — and is the better of the two: a store's
 *   lapsed purchase never takes away a Pro that is running, nor a shorter one a longer one;
 * - no Pro at all for the ids read ends a store Pro kept from one of them (it was transferred away);
 * - an older state never replaces a newer one (`keepStoreState`).
 */
export async function keepReadings(
  tx: Db | Tx,
  userId: string,
  readings: readonly Reading[],
  stateAt: Date,
): Promise<{ outcome: Outcome; state: StoreState | null }> {
  const current = await readEntitlement(tx, userId);
  const states = readings.flatMap((reading) => {
    const state = customerState(reading.subscriber, { userId, appUserId: reading.appUserId, stateAt });
    return state ? [state] : [];
  });
  const read = new Set(readings.map((reading) => reading.appUserId));
  const kept = current ? stateOf(current) : null;
  const ownRow = kept !== null && fromRevenueCat(kept) && read.has(kept.customerId ?? '');
  const best = states.reduce<StoreState | null>((a, b) => (a ? better(a, b, stateAt) : b), null);
  if (best) {
    if (kept && !ownRow && isEntitlementActive(kept, stateAt) && better(kept, best, stateAt) === kept) {
      return { outcome: 'kept-other', state: null };
    }
    return { outcome: (await keepStoreState(tx, best)) ? 'applied' : 'stale', state: best };
  }
  if (kept && ownRow && isEntitlementActive(kept, stateAt)) {
    const ended: StoreState = { ...kept, expiresAt: stateAt, willRenew: false, stateAt };
    return { outcome: (await keepStoreState(tx, ended)) ? 'ended' : 'stale', state: ended };
  }
  return { outcome: 'nothing', state: null };
}

/**
 * The Larder user a RevenueCat app user id stands for: the user of that id (the native app logs in to
 * RevenueCat with the Larder user id), or the user whose store Pro was bought under it (an anonymous
 * user's, moved to the account they signed up with). Null for anyone else.
 */
export async function larderUserOf(db: Db | Tx, appUserId: string): Promise<string | null> {
  if (await isUser(db, appUserId)) return appUserId;
  return (
    (await userOfCustomer(db, 'app_store', { customerId: appUserId })) ??
    (await userOfCustomer(db, 'play', { customerId: appUserId }))
  );
}

/** Reads the subscriber of each id from RevenueCat, in parallel. */
export async function readAll(client: RevenueCatClient, appUserIds: readonly string[]): Promise<Reading[]> {
  return Promise.all(
    appUserIds.map(async (appUserId) => ({ appUserId, subscriber: await client.subscriber(appUserId) })),
  );
}

/**
 * `validate-iap-purchase` and `restore-iap-purchase`: asks RevenueCat about the cook's own app user ids
 * (never one the client names), keeps what it says, and answers the cook's Pro. A change is written to the
 * Pro history, under an id of its own.
 */
export async function checkWithRevenueCat(
  deps: { db: Db; client: RevenueCatClient; now: () => number },
  userId: string,
  check: { type: 'validate-iap-purchase' | 'restore-iap-purchase'; alsoAsk: readonly string[] },
): Promise<{ pro: ProEntitlement; outcome: Outcome; asked: number }> {
  const ids = [...new Set([userId, ...check.alsoAsk])];
  const readings = await readAll(deps.client, ids);
  const stateAt = new Date(deps.now());
  const outcome = await deps.db.transaction(async (tx) => {
    const kept = await keepReadings(tx, userId, readings, stateAt);
    if (kept.state && (kept.outcome === 'applied' || kept.outcome === 'ended')) {
      await recordEvent(tx, {
        store: kept.state.store,
        eventId: randomUUID(),
        type: check.type,
        userId,
        detail: {
          outcome: kept.outcome,
          expiresAt: kept.state.expiresAt?.toISOString() ?? null,
          willRenew: kept.state.willRenew,
          plan: kept.state.plan,
        },
      });
    }
    return kept.outcome;
  });
  return { pro: await proEntitlementOf(deps.db, userId, stateAt), outcome, asked: ids.length };
}

/** The RevenueCat app user id the cook's kept store Pro was bought under, when it is not their own id. */
export async function mergedCustomerId(db: Db, userId: string): Promise<string[]> {
  const row = await readEntitlement(db, userId);
  if (!row || !fromRevenueCat(stateOf(row))) return [];
  return row.customerId && row.customerId !== userId ? [row.customerId] : [];
}
