import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * Every support request and bug report as sent (spec §3 entities), kept whatever happens to the mail: the
 * mail to the support address is queued in the outbox with the same transaction and retried from there.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').$type<'contact' | 'bug'>().notNull(),
    payload: jsonb('payload').notNull(),
    /** Public addresses of the files stored with a bug report. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    mailId: uuid('mail_id'),
    /** Where the support inbox has it: open (new), answered (an admin replied) or closed. */
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_user_idx').on(table.userId, table.createdAt),
    index('support_requests_status_idx').on(table.status, table.createdAt),
    check('support_requests_type_check', sql`${table.type} in ('contact', 'bug')`),
    check('support_requests_status_check', sql`${table.status} in ('open', 'answered', 'closed')`),
  ],
);

/** An admin's reply to a support request, sent to the cook by email through the outbox. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').notNull(),
    body: text('body').notNull(),
    mailId: uuid('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_replies_request_idx').on(table.requestId, table.createdAt)],
);
