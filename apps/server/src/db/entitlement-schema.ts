import type { EntitlementStore, ProPlan } from '@larder/domain/entitlements';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

const STORES = sql`('web', 'app_store', 'play', 'granted')`;

/**
 * A cook's Pro as the store last told it (docs/decisions/037-payments.md): the source of truth for Pro. One
 * row per user and entitlement; `state_at` is the store's time of the state kept, so an older state that
 * arrives late changes nothing.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    entitlement: text('entitlement').notNull().default('pro'),
    store: text('store').$type<EntitlementStore>().notNull(),
    plan: text('plan').$type<ProPlan>(),
    productId: text('product_id'),
    /** When Pro ends or ended; null for a grant without an end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    willRenew: boolean('will_renew').notNull(),
    /** The store's customer (a Stripe customer, a RevenueCat app user id). */
    customerId: text('customer_id'),
    /** The store's subscription (a Stripe subscription id). */
    subscriptionId: text('subscription_id'),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.entitlement] }),
    index('entitlements_customer_idx').on(table.store, table.customerId),
    check('entitlements_store_check', sql`${table.store} in ${STORES}`),
    check('entitlements_plan_check', sql`${table.plan} is null or ${table.plan} in ('monthly', 'yearly')`),
  ],
);

/**
 * Every store event and operator action about Pro, once each: the store's event id is unique, so a replayed
 * webhook is recognised and changes nothing. Also the entitlement's history for support.
 */
export const entitlementEvents = pgTable(
  'entitlement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    store: text('store').$type<EntitlementStore>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** What the event changed: status, end, renewal, plan; or why nothing changed. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('entitlement_events_event_unique').on(table.store, table.eventId),
    index('entitlement_events_user_idx').on(table.userId, table.createdAt),
    check('entitlement_events_store_check', sql`${table.store} in ${STORES}`),
  ],
);
