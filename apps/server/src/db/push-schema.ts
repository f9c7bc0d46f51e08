import type { PushTags } from '@larder/domain/api/push';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * Where a cook's devices get push messages (docs/decisions/039-reminders-and-push.md). The id is made on
 * the device. `kind` is web-push (endpoint and keys), apns or fcm (a native token) or onesignal (its
 * subscription id, in `token`). `tags` are the device's reminder tags (spec §3), all times in UTC.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    endpoint: text('endpoint'),
    p256dh: text('p256dh'),
    auth: text('auth'),
    token: text('token'),
    timeZone: text('time_zone').notNull(),
    tags: jsonb('tags').$type<PushTags>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_devices_user_idx').on(table.userId),
    uniqueIndex('push_devices_endpoint_idx').on(table.endpoint),
    uniqueIndex('push_devices_token_idx').on(table.kind, table.token),
  ],
);

/** The reminder scheduler's place: every UTC minute up to `through` has had its reminders queued. */
export const pushSchedule = pgTable('push_schedule', {
  id: smallint('id').primaryKey(),
  through: timestamp('through', { withTimezone: true }).notNull(),
});
