import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * What each cook keeps at home. An item used up, cooked with or deleted is removed; what it saved from the
 * bin is kept in `food_saved`. `client_id` (made on the device) makes an offline-queued add idempotent;
 * an add of a batch already there adds its amount to that line and leaves its client id in `merged_client_ids`.
 */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id'),
    name: text('name').notNull(),
    quantity: numeric('quantity', { mode: 'number' }),
    unit: text('unit'),
    place: text('place').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    expiryEstimated: boolean('expiry_estimated').notNull().default(false),
    opened: boolean('opened').notNull().default(false),
    addedOn: date('added_on', { mode: 'string' }).notNull(),
    clientId: uuid('client_id'),
    /** Client ids of later adds of the same batch whose amounts this line took in: a replay adds nothing. */
    mergedClientIds: uuid('merged_client_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Leads with user_id, so it also serves every per-user query.
    uniqueIndex('pantry_items_user_client_idx').on(table.userId, table.clientId),
    check('pantry_items_quantity_check', sql`${table.quantity} > 0 and ${table.quantity} < 100000`),
    check('pantry_items_place_check', sql`${table.place} in ('fridge', 'freezer', 'cupboard')`),
  ],
);

/** Food used before its expiry date, for "food saved from the bin": one row per item used or cooked with. */
export const foodSaved = pgTable(
  'food_saved',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id'),
    name: text('name').notNull(),
    /** Null when the amount could not be weighed (no quantity, or a unit the catalog cannot weigh). */
    grams: real('grams'),
    savedOn: date('saved_on', { mode: 'string' }).notNull(),
    how: text('how').$type<'used' | 'cooked'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('food_saved_user_idx').on(table.userId, table.savedOn),
    check('food_saved_how_check', sql`${table.how} in ('used', 'cooked')`),
  ],
);

/** Every recipe a cook was shown, as shown, and whether they saved it: `GET /api/recipes/:id` answers only these. */
export const shownRecipes = pgTable(
  'shown_recipes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    /** The kitchen's `Recipe`, at the servings it was shown for. */
    recipe: jsonb('recipe').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the cook saved it (null: only shown). Saved recipes are what collections are made of. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /**
     * The cook's day they first opened its method (null: only browsed). What the daily allowance counts;
     * a recipe once opened stays open for good.
     */
    openedOn: date('opened_on', { mode: 'string' }),
    /**
     * When anyone with its link could first open it at `/r/{id}` (null: only its cook can). Imported recipes
     * are public from the start; a generated one when its cook shares it.
     */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recipeId] }),
    index('shown_recipes_saved_idx').on(table.userId, table.savedAt).where(sql`${table.savedAt} is not null`),
    index('shown_recipes_shared_idx')
      .on(table.recipeId, table.sharedAt)
      .where(sql`${table.sharedAt} is not null`),
    index('shown_recipes_opened_idx')
      .on(table.userId, table.openedOn)
      .where(sql`${table.openedOn} is not null`),
  ],
);

/** Recipe generations per cook per calendar day (in the cook's timezone), counted atomically. */
export const recipeGenerations = pgTable(
  'recipe_generations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
