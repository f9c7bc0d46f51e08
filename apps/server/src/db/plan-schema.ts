import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/** The plan wizard's answers as the cook last gave them: the wizard's defaults next time. */
export const planPreferences = pgTable('plan_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cook's meal plans; the newest is the current one. `plan` is the kitchen's `MealPlan` as last changed
 * (swaps and locks included), `answers` and `seed` what made it, so it can be made again.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    seed: integer('seed').notNull(),
    plan: jsonb('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meal_plans_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The shopping list: the current plan's needs less the pantry (`plan_id` set), and the cook's own items
 * (`plan_id` null). A line keeps its id while its ingredient is still needed, so a check-off made offline
 * still finds it. Checking off puts the item in the pantry as the pantry row whose `client_id` is this
 * line's id: checking twice adds nothing.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    ingredientId: text('ingredient_id'),
    name: text('name').notNull(),
    quantity: numeric('quantity', { mode: 'number' }),
    unit: text('unit'),
    aisle: text('aisle').notNull(),
    forRecipes: jsonb('for_recipes').$type<string[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shopping_list_items_user_client_idx').on(table.userId, table.clientId),
    check('shopping_list_items_quantity_check', sql`${table.quantity} > 0 and ${table.quantity} < 100000`),
  ],
);

/**
 * What signing in on a second device did (decision 021): the device's pantry merged into the account's,
 * and, when both had a plan, the plan not kept, set aside here so the cook can still choose it (until
 * chosen, until a new plan is made, or once its week is over). One per account: the latest sign-in.
 */
export const accountMerges = pgTable('account_merges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The merge outcome the web shows (packages/domain `accountMergeDto`), as of the sign-in. */
  outcome: jsonb('outcome').notNull(),
  /** The plan set aside, as `meal_plans` holds one (answers, start date, seed, plan); null: none. */
  asidePlan: jsonb('aside_plan'),
  /** Whose plan is set aside: the device's (the account's is kept) or, once swapped, the account's. */
  asideFrom: text('aside_from').$type<'device' | 'account'>(),
  noticeSeenAt: timestamp('notice_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
