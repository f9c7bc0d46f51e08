import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BackupError, fileProblem } from './backup-error.ts';
import { dumpDatabase } from './database-dump.ts';
import type { OpenDatabase } from './database-location.ts';
import { cleanUpIfInterrupted } from './interrupts.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  uploadEntry,
} from './manifest.ts';
import { connectTo } from './postgres-session.ts';
import { type TarFile, tarStream } from './tar-archive.ts';
import { listUploads } from './upload-files.ts';

export interface BackupRequest {
  /** Opens the database (starting the embedded one if needed), once the destination is known good. */
  openDatabase: () => Promise<OpenDatabase>;
  /** The uploads folder, or null when uploads live in an S3-compatible store (left out). */
  uploadsDir: string | null;
  /** The backup file to write; it must not exist yet. */
  file: string;
  larderVersion: string;
}

/**
 * Writes one gzipped tar: manifest.json, then each table's rows (one consistent snapshot), then the
 * uploaded files. The database is read first: files are written before the rows that name them and are
 * never changed, so every file a backed-up row points to is in the backup. The file appears only once
 * it is complete; a failed backup leaves nothing behind.
 */
export async function createBackup(
  request: BackupRequest,
): Promise<{ manifest: Manifest; database: string }> {
  const file = path.resolve(request.file);
  const folder = path.dirname(file);
  if (await stat(file).catch(() => null)) {
    throw new BackupError(`${file} already exists; a backup never overwrites a file, choose another name.`);
  }
  const staging = await mkdtemp(path.join(folder, '.larder-backup-')).catch((error: unknown) => {
    throw fileProblem(error, folder);
  });
  const release = cleanUpIfInterrupted(() => rm(staging, { recursive: true, force: true }));
  try {
    const opened = await request.openDatabase();
    const closeIfInterrupted = cleanUpIfInterrupted(() => opened.close());
    let database: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      const client = await connectTo(opened);
      try {
        database = await dumpDatabase(client, staging);
      } finally {
        await client.end().catch(() => undefined);
      }
    } finally {
      await opened.close();
      closeIfInterrupted();
    }
    const uploads = request.uploadsDir ? await listUploads(request.uploadsDir) : [];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      larderVersion: request.larderVersion,
      createdAt: new Date().toISOString(),
      ...database,
      uploads: { included: request.uploadsDir !== null, files: uploads },
    };
    const archive = path.join(staging, 'backup.tar.gz');
    const entries = archiveEntries(manifest, staging, request.uploadsDir ?? '');
    await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(archive)).catch(
      (error: NodeJS.ErrnoException) => {
        // Writing the archive failed (full disk, …); a failed read of an upload says which file itself.
        throw error.path === archive || error.syscall === 'write' ? fileProblem(error, folder) : error;
      },
    );
    await rename(archive, file).catch((error: unknown) => {
      throw fileProblem(error, file);
    });
    return { manifest, database: opened.description };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

function* archiveEntries(manifest: Manifest, staging: string, uploadsDir: string): Generator<TarFile> {
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  yield fileEntry(MANIFEST_ENTRY, manifestBytes);
  for (const table of manifest.tables) {
    const source = path.join(staging, path.basename(table.entry));
    yield { path: table.entry, size: table.size, content: () => createReadStream(source) };
  }
  for (const upload of manifest.uploads.files) {
    const source = path.join(uploadsDir, ...upload.path.split('/'));
    yield {
      path: uploadEntry(upload),
      size: upload.size,
      content: () => unchanged(source, upload.sha256),
    };
  }
}

/** The file's bytes, failing the backup if they are no longer the ones the manifest's checksum names. */
async function* unchanged(file: string, sha256: string): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    yield chunk as Buffer;
  }
  if (hash.digest('hex') !== sha256) {
    throw new BackupError(`${file} changed while it was being backed up; run the backup again.`);
  }
}

function fileEntry(entryPath: string, bytes: Buffer): TarFile {
  return {
    path: entryPath,
    size: bytes.length,
    content: async function* () {
      yield bytes;
    },
  };
}
