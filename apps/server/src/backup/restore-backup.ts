import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { BackupError, fileProblem } from './backup-error.ts';
import { type LoadResult, loadDatabase, type Migration } from './database-load.ts';
import {
  createEmbeddedDatabase,
  type DatabaseLocation,
  ensureNoEmbeddedDatabase,
  type OpenDatabase,
} from './database-location.ts';
import { cleanUpIfInterrupted } from './interrupts.ts';
import { LARDER_SCHEMAS, type Manifest } from './manifest.ts';
import { connectTo, describeDatabase } from './postgres-session.ts';
import { readBackup } from './read-backup.ts';
import { holdsFiles } from './upload-files.ts';

export interface RestoreRequest {
  file: string;
  database: DatabaseLocation;
  uploadsDir: string;
  /** This Larder's migrations, oldest first (drizzle-orm/migrator's readMigrationFiles). */
  migrations: Migration[];
  logger: Logger;
}

export interface RestoreResult {
  manifest: Manifest;
  database: LoadResult & { description: string };
  uploads: { files: number; bytes: number; folder: string };
}

/**
 * Restores a backup into an EMPTY destination: no embedded database in DATA_DIR/postgres (or no Larder
 * tables in DATABASE_URL's database) and no files in the uploads folder. The whole backup is unpacked
 * and checked against its manifest first; if anything fails after that, what the restore wrote is
 * removed again, so the destination is left as empty as it was.
 */
export async function restoreBackup(request: RestoreRequest): Promise<RestoreResult> {
  const file = path.resolve(request.file);
  const uploadsDir = path.resolve(request.uploadsDir);
  await ensureNoEmbeddedDatabase(request.database);
  if (await holdsFiles(uploadsDir)) {
    throw new BackupError(
      `${uploadsDir} already holds uploaded files. Restore only into an empty data folder: ` +
        'choose a new DATA_DIR (or UPLOADS_DIR), or move the old files away first.',
    );
  }
  const parent = path.dirname(uploadsDir);
  const madeParent = !(await stat(parent).catch(() => null));
  await mkdir(parent, { recursive: true }).catch((error: unknown) => {
    throw fileProblem(error, parent);
  });
  const staging = await mkdtemp(path.join(parent, '.larder-restore-')).catch((error: unknown) => {
    throw fileProblem(error, parent);
  });
  const undo: (() => Promise<unknown>)[] = [];
  const undoAll = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch(() => undefined);
    if (madeParent) await rm(parent, { recursive: true, force: true });
  };
  const release = cleanUpIfInterrupted(async () => {
    await undoAll();
    await rm(staging, { recursive: true, force: true });
  });
  try {
    const manifest = await readBackup(file, staging);
    checkMigrations(manifest, request.migrations, file);
    const uploads = await placeUploads(manifest, path.join(staging, 'uploads'), uploadsDir, undo);
    const database = await openEmptyDatabase(request.database, manifest, request.logger, undo);
    undo.push(() => database.close());
    try {
      const client = await connectTo(database);
      try {
        const loaded = await loadDatabase(client, manifest, request.migrations, staging);
        return { manifest, database: { ...loaded, description: database.description }, uploads };
      } finally {
        await client.end().catch(() => undefined);
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    await undoAll();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

function checkMigrations(manifest: Manifest, local: Migration[], file: string): void {
  const made = `${file} was made by Larder ${manifest.larderVersion}`;
  if (manifest.migrations.length > local.length) {
    throw new BackupError(
      `${made}, whose database is at migration ${manifest.migrations.length}; this Larder knows ` +
        `${local.length}. Restore it with Larder ${manifest.larderVersion} or newer.`,
    );
  }
  manifest.migrations.forEach((migration, index) => {
    if (local[index]?.folderMillis !== migration.createdAt) {
      throw new BackupError(
        `${made}, whose migration ${index + 1} is not this Larder's. Restore it with Larder ${manifest.larderVersion}.`,
      );
    }
  });
}

/** Moves the checked files into the uploads folder; `undo` removes them again if the restore fails. */
async function placeUploads(
  manifest: Manifest,
  staged: string,
  uploadsDir: string,
  undo: (() => Promise<unknown>)[],
): Promise<RestoreResult['uploads']> {
  const bytes = manifest.uploads.files.reduce((sum, upload) => sum + upload.size, 0);
  const result = { files: manifest.uploads.files.length, bytes, folder: uploadsDir };
  if (result.files === 0) return result;
  const existed = Boolean(await stat(uploadsDir).catch(() => null));
  undo.push(async () => {
    if (!existed) return rm(uploadsDir, { recursive: true, force: true });
    // It held no files before: empty it again.
    for (const entry of await readdir(uploadsDir)) {
      await rm(path.join(uploadsDir, entry), { recursive: true, force: true });
    }
  });
  try {
    if (existed) await cp(staged, uploadsDir, { recursive: true, errorOnExist: true, force: false });
    else await rename(staged, uploadsDir);
  } catch (error) {
    throw fileProblem(error, uploadsDir);
  }
  return result;
}

async function openEmptyDatabase(
  location: DatabaseLocation,
  manifest: Manifest,
  logger: Logger,
  undo: (() => Promise<unknown>)[],
): Promise<OpenDatabase> {
  if (location.kind === 'embedded') {
    undo.push(() => rm(location.folder, { recursive: true, force: true }));
    return createEmbeddedDatabase(location.folder, logger);
  }
  const database = { url: location.url, description: describeDatabase(location.url), close: async () => {} };
  const client = await connectTo(database);
  try {
    const names = [
      'drizzle.__drizzle_migrations',
      ...manifest.tables.map((table) => `${table.schema}.${table.name}`),
    ];
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = any($1) and n.nspname || '.' || c.relname = any($2)`,
      [LARDER_SCHEMAS, names],
    );
    if (rows.length > 0) {
      throw new BackupError(
        `The ${database.description} already has Larder tables (${rows[0]?.name}, …). ` +
          'Restore only into an empty database.',
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return database;
}
