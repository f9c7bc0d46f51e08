import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * Every "I cooked this" (docs/decisions/041-profile-and-admin.md): what Profile's "What you cooked" and the
 * usage dashboard count. Title, cuisine and one serving's protein and vegetables are copied from the recipe
 * as cooked, so the figures stay what they were when the shown recipe changes or goes.
 */
export const cookedMeals = pgTable(
  'cooked_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    title: text('title').notNull(),
    cuisine: text('cuisine').notNull(),
    servings: integer('servings').notNull(),
    /** One serving's protein and vegetables (grams): what the cook ate of it. */
    proteinG: real('protein_g').notNull(),
    vegetablesG: real('vegetables_g').notNull(),
    /** The cook's day (their time zone). */
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cooked_meals_user_idx').on(table.userId, table.cookedOn),
    index('cooked_meals_created_idx').on(table.createdAt),
  ],
);

/**
 * Food thrown away: a pantry item removed after its date had passed. What breaks a no-waste streak; one
 * row per item removed.
 */
export const foodBinned = pgTable(
  'food_binned',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id'),
    name: text('name').notNull(),
    grams: real('grams'),
    binnedOn: date('binned_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('food_binned_user_idx').on(table.userId, table.binnedOn)],
);

/** Badges a cook earned: each once, when its rule first held; `seen_at` is set once Profile celebrated it. */
export const earnedBadges = pgTable(
  'earned_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badge] })],
);

/**
 * The cook's preferences, kept in one place (packages/domain `cookPreferencesSchema`): diet, allergens,
 * dislikes, household size, units and goal. Today and the plan wizard read them.
 */
export const cookPreferences = pgTable('cook_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
