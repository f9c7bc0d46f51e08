import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * A cook's collections of saved recipes (docs/decisions/038-collections-and-public-pages.md). Every account
 * has one default ("Saved"); a deleted one is kept (`deleted_at`) so Undo brings it back, and is left out
 * everywhere else. `share_id` is the id of its shared link: null while private, new each time it is shared.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    coverRecipeId: text('cover_recipe_id'),
    shareId: uuid('share_id'),
    /** An admin hid it after a report: its shared link answers 404 to everyone but its owner. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collections_user_idx').on(table.userId, table.position),
    uniqueIndex('collections_default_idx').on(table.userId).where(sql`${table.isDefault}`),
    index('collections_share_idx').on(table.shareId).where(sql`${table.shareId} is not null`),
  ],
);

/** The recipes in a collection, in the cook's order; the recipe itself is the cook's `shown_recipes` row. */
export const collectionRecipes = pgTable(
  'collection_recipes',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.recipeId] }),
    index('collection_recipes_recipe_idx').on(table.recipeId),
  ],
);

/**
 * What visitors reported (a public recipe or a shared collection). `reporter_key` is the user's id, or a
 * hash of the address for a visitor without a session; the rate limit already holds them back.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'recipe' | 'collection'>().notNull(),
    itemId: text('item_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    reporterUserId: text('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').$type<'open' | 'hidden' | 'dismissed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('content_reports_status_idx').on(table.status, table.createdAt),
    check('content_reports_kind_check', sql`${table.kind} in ('recipe', 'collection')`),
    check('content_reports_status_check', sql`${table.status} in ('open', 'hidden', 'dismissed')`),
  ],
);

/** Recipes an admin hid after a report: their public page answers 404 (library recipes included). */
export const hiddenRecipes = pgTable('hidden_recipes', {
  recipeId: text('recipe_id').primaryKey(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
});
