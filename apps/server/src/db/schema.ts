import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits. Kept in PostgreSQL so limits survive restarts and hold across
 * several server processes.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Errors caught by the web app's top-level error boundary (the spec's "The error has been logged"). */
export const clientErrors = pgTable('client_errors', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  message: text('message').notNull(),
  stack: text('stack'),
  route: text('route').notNull(),
  release: text('release').notNull(),
  userAgent: text('user_agent'),
});

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * Mail waiting to be sent, being sent, sent or given up on. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several server instances can deliver from the same table; a claim is a lease (`locked_until`) that
 * another instance may take over once it has expired. Bodies are erased once the mail is sent: the links
 * in them (sign-up confirmation, password reset) work like passwords.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);
