import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * Every file the server stored for a user (today: bug-report attachments), written as soon as the file is
 * stored. It says which addresses a cook may attach again, what the export lists, and what deleting the
 * account removes from the store.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    /** The public address `put` answered, exactly. */
    address: text('address').notNull(),
    /** The stored file name (safe characters, the sniffed type's extension). */
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_bucket_key_idx').on(table.bucket, table.key),
    index('uploads_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Files to delete from the store because their owner's account is gone: written in the transaction that
 * deletes the account, removed once the store has deleted the file (`whole_folder`: everything under the
 * `key` prefix). A row whose deletion failed waits `next_attempt_at` and is tried again.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    wholeFolder: boolean('whole_folder').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_deletions_due_idx').on(table.nextAttemptAt, table.id),
    check('file_deletions_folder_check', sql`not ${table.wholeFolder} or ${table.key} like '%/'`),
  ],
);
