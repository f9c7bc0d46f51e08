import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
