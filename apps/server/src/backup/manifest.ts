import { z } from 'zod';

/**
 * `manifest.json`, the first entry of every backup: what made it, what it holds, and the size and
 * SHA-256 of every other entry, so a restore can refuse a damaged file before it writes anything.
 */

export const BACKUP_FORMAT = 'larder-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The schemas Larder's migrations create: its tables, and drizzle's record of applied migrations. */
export const LARDER_SCHEMAS = ['public', 'drizzle'];

const checksum = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().min(0);
const identifier = z.string().min(1).max(63);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  larderVersion: z.string(),
  createdAt: z.string(),
  postgresVersion: z.string(),
  /** drizzle's applied migrations, oldest first (created_at is the migration's journal time). */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      columns: z.array(identifier),
      rows: size,
      entry: z.string().regex(/^database\/[^/]+\.ndjson$/),
      size,
      sha256: checksum,
    }),
  ),
  sequences: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
  uploads: z.object({
    /** False when uploads live in an S3-compatible store, which the backup leaves where it is. */
    included: z.boolean(),
    files: z.array(z.object({ path: z.string().min(1), size, sha256: checksum })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableDump = Manifest['tables'][number];
export type SequenceDump = Manifest['sequences'][number];
export type UploadFile = Manifest['uploads']['files'][number];

/** The archive entry holding an uploaded file. */
export const uploadEntry = (file: { path: string }) => `uploads/${file.path}`;

/**
 * Whether a relative path from a backup is safe to write under a folder: no `..`, no absolute path, no
 * backslash or NUL, no empty or `.` segment. A crafted backup cannot write outside the uploads folder.
 */
export function isSafeRelativePath(relative: string): boolean {
  if (relative.startsWith('/') || relative.includes('\\') || relative.includes('\0')) return false;
  return relative.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
