import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/** The days each account used Larder (UTC), for the dashboard's daily and weekly active cooks. */
export const activeDays = pgTable(
  'active_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index('active_days_day_idx').on(table.day)],
);

/**
 * Every action an admin took in the admin area, with who, on what and why; shown on the admin page. The
 * admin's id is kept as text so the log outlives the account.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A short human label for the target (an email, a recipe title). */
    targetLabel: text('target_label').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_actions_created_idx').on(table.createdAt),
    index('admin_actions_target_idx').on(table.targetType, table.targetId),
    check('admin_actions_target_check', sql`${table.targetType} in ('user', 'support', 'report')`),
  ],
);
