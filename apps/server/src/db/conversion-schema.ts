import type { ConversionEventName, ConversionPlatform } from '@larder/domain/api/conversions';
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type ConversionOutcome = 'not_configured' | 'no_consent' | 'queued' | 'sent' | 'failed';

/**
 * Every ad-conversion event a client reported (spec §7), kept for
 * the usage dashboard whether or not it went on to Meta. No personal data: no user id, email, user agent
 * or address; `event_id` is the client's random id, unique so that an event sent twice counts once.
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventName: text('event_name').$type<ConversionEventName>().notNull(),
    eventId: text('event_id').notNull(),
    actionSource: text('action_source').$type<'app' | 'website'>().notNull(),
    platform: text('platform').$type<ConversionPlatform>().notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<ConversionOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversion_events_event_id_idx').on(table.eventId),
    index('conversion_events_created_idx').on(table.createdAt),
    check(
      'conversion_events_outcome_check',
      sql`${table.outcome} in ('not_configured', 'no_consent', 'queued', 'sent', 'failed')`,
    ),
    check('conversion_events_platform_check', sql`${table.platform} in ('web', 'ios', 'android')`),
  ],
);
