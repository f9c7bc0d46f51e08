import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { uploads } from './upload-schema.ts';

/**
 * A cook's own photo of a recipe they imported or cooked (docs/decisions/044-cook-photos.md): one per cook
 * per recipe, the file itself one of their uploads. Gone with the account, and with the upload.
 */
export const recipePhotos = pgTable(
  'recipe_photos',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recipeId] }),
    index('recipe_photos_upload_idx').on(table.uploadId),
  ],
);
