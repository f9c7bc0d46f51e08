import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { entitlementEvents } from '../../db/entitlement-schema.ts';
import { AppError } from '../../http/app-error.ts';
import { noteEventDetail, recordEvent } from '../entitlements/repository.ts';
import type { RevenueCatClient } from './revenuecat-client.ts';
import { keepReadings, larderUserOf, type Outcome, readAll } from './service.ts';

const appUserId = z.string().min(1).max(200);
const appUserIds = z.array(appUserId).max(100).nullish();

/**
 * A RevenueCat webhook (api_version 1.0), the fields Larder reads; RevenueCat sends many more. A TRANSFER
 * names no `app_user_id`: it moves purchases from the `transferred_from` ids to the `transferred_to` ids.
 */
export const revenueCatWebhookBody = z
  .object({
    api_version: z.string().max(20),
    event: z
      .object({
        id: z.string().min(1).max(200),
        type: z.string().min(1).max(100),
        event_timestamp_ms: z.number().int().nonnegative(),
        app_user_id: appUserId.nullish(),
        original_app_user_id: appUserId.nullish(),
        aliases: appUserIds,
        transferred_from: appUserIds,
        transferred_to: appUserIds,
        product_id: z.string().max(200).nullish(),
        expiration_at_ms: z.number().int().nullish(),
        store: z.string().max(50).nullish(),
        environment: z.string().max(50).nullish(),
      })
      .loose(),
  })
  .loose()
  .meta({ id: 'RevenueCatWebhook' });
export type RevenueCatEvent = z.infer<typeof revenueCatWebhookBody>['event'];

/**
 * The events about a purchase's state: each makes Larder read the subscriber again. Others (TEST,
 * SUBSCRIBER_ALIAS, SUBSCRIPTION_PAUSED — access lasts until its EXPIRATION —, NON_RENEWING_PURCHASE, …)
 * are recorded and change nothing.
 */
export const APPLIED_EVENTS: ReadonlySet<string> = new Set([
  'INITIAL_PURCHASE',
  'RENEWAL',
  'CANCELLATION',
  'UNCANCELLATION',
  'EXPIRATION',
  'BILLING_ISSUE',
  'PRODUCT_CHANGE',
  'TRANSFER',
  'SUBSCRIPTION_EXTENDED',
  'REFUND_REVERSED',
]);

/** At most this many app user ids of one event are looked up (an alias list can be long). */
const MAX_IDS = 20;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The webhook's Authorization header must be exactly the value set in RevenueCat's dashboard; compared in
 * constant time (of digests, so a length says nothing either). Otherwise a 401 that says nothing more.
 */
export function checkWebhookAuthorization(expected: string, given: string | undefined): void {
  if (given === undefined || !timingSafeEqual(digest(expected), digest(given))) {
    throw new AppError('unauthorized', 'Not authorized.');
  }
}

/** RevenueCat names a store APP_STORE, PLAY_STORE, …; its events are kept under Play's or else Apple's. */
const eventStore = (event: RevenueCatEvent) => (event.store === 'PLAY_STORE' ? 'play' : 'app_store');

/**
 * The app user ids an event is about, in the order they are looked up: a TRANSFER's sources then its
 * destinations; otherwise the id, the first id and every alias (RevenueCat's advice for finding the user).
 */
function idsOf(event: RevenueCatEvent): string[] {
  const ids =
    event.type === 'TRANSFER'
      ? [...(event.transferred_from ?? []), ...(event.transferred_to ?? [])]
      : [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].slice(0, MAX_IDS);
}

/** The Larder users an event is about, each with the app user ids that stand for them. */
async function usersOf(db: Db, event: RevenueCatEvent): Promise<Map<string, string[]>> {
  const users = new Map<string, string[]>();
  for (const id of idsOf(event)) {
    const userId = await larderUserOf(db, id);
    if (userId) users.set(userId, [...(users.get(userId) ?? []), id]);
  }
  return users;
}

async function seen(db: Db, store: 'app_store' | 'play', eventId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: entitlementEvents.id })
    .from(entitlementEvents)
    .where(and(eq(entitlementEvents.store, store), eq(entitlementEvents.eventId, eventId)))
    .limit(1);
  return found !== undefined;
}

/**
 * One RevenueCat event, once (its id is recorded with what it did; a replay changes nothing). Its fields
 * are not taken as the truth: for each Larder user it is about, the subscriber is read again from the REST
 * API (RevenueCat's advice) and kept as of the event's time, so an event that arrives after a newer one
 * never turns the newer state back. RevenueCat is read before the transaction, which records the event and
 * keeps the states together: if RevenueCat cannot be read, nothing is recorded and RevenueCat retries.
 */
export async function handleRevenueCatEvent(
  deps: { db: Db; client: RevenueCatClient },
  event: RevenueCatEvent,
): Promise<Outcome> {
  const store = eventStore(event);
  if (await seen(deps.db, store, event.id)) return 'replayed';
  const users = await usersOf(deps.db, event);
  const applied = APPLIED_EVENTS.has(event.type) && users.size > 0;
  const readings = applied ? await readAll(deps.client, [...users.values()].flat()) : [];
  const stateAt = new Date(event.event_timestamp_ms);
  const about = event.type === 'TRANSFER' ? [...users.keys()].at(-1) : [...users.keys()][0];
  return deps.db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, {
      store,
      eventId: event.id,
      type: event.type,
      userId: about ?? null,
    });
    if (!fresh) return 'replayed';
    const context = { environment: event.environment ?? null, store: event.store ?? null };
    if (!applied) {
      const why = users.size === 0 ? 'no Larder user' : 'not about a purchase state';
      await noteEventDetail(tx, store, event.id, { ...context, outcome: 'ignored', why });
      return 'ignored';
    }
    const outcomes: Outcome[] = [];
    let detail: Record<string, unknown> = {};
    for (const [userId, ids] of users) {
      const mine = readings.filter((reading) => ids.includes(reading.appUserId));
      const kept = await keepReadings(tx, userId, mine, stateAt);
      outcomes.push(kept.outcome);
      if (userId === about) {
        detail = {
          outcome: kept.outcome,
          expiresAt: kept.state?.expiresAt?.toISOString() ?? null,
          willRenew: kept.state?.willRenew ?? null,
          plan: kept.state?.plan ?? null,
        };
      }
    }
    await noteEventDetail(tx, store, event.id, { ...context, ...detail, users: users.size });
    return outcomes.includes('applied') || outcomes.includes('ended')
      ? 'applied'
      : (outcomes[0] ?? 'nothing');
  });
}
