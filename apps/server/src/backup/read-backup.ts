import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-error.ts';
import {
  BACKUP_FORMAT_VERSION,
  isSafeRelativePath,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  uploadEntry,
} from './manifest.ts';
import { readTar, type TarSink } from './tar-archive.ts';

const MAX_MANIFEST_SIZE = 64 * 1024 * 1024;

/**
 * Unpacks a backup into `staging` (table files under `database/`, uploads under `uploads/`) and checks
 * it whole: the manifest comes first and is one this Larder reads, every entry is one the manifest
 * lists, with its size and SHA-256, and none is missing. Only then does a restore write anything.
 */
export async function readBackup(file: string, staging: string): Promise<Manifest> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new BackupError(`No backup at ${file}.`);
  if (!info.isFile()) throw new BackupError(`${file} is not a file.`);

  let manifest: Manifest | null = null;
  const expected = new Map<string, { size: number; sha256: string }>();
  const seen = new Set<string>();

  const onFile = async (entry: { path: string; size: number }): Promise<TarSink> => {
    if (!manifest) {
      if (entry.path !== MANIFEST_ENTRY || entry.size > MAX_MANIFEST_SIZE) throw notABackup(file);
      return collect((bytes) => {
        manifest = parseManifest(bytes, file);
        for (const table of manifest.tables) expected.set(table.entry, table);
        for (const upload of manifest.uploads.files) expected.set(uploadEntry(upload), upload);
      });
    }
    const wanted = expected.get(entry.path);
    if (!wanted || seen.has(entry.path)) {
      throw new BackupError(`${file} is damaged: it holds ${entry.path}, which its manifest does not list.`);
    }
    seen.add(entry.path);
    if (wanted.size !== entry.size) throw damaged(file, entry.path);
    const target = path.join(staging, ...entry.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    return verifiedFile(target, wanted.sha256, () => damaged(file, entry.path));
  };

  try {
    const input = createReadStream(file);
    const gunzip = createGunzip();
    input.on('error', (error) => gunzip.destroy(error));
    await readTar(input.pipe(gunzip), onFile);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a Larder backup, or it is damaged (${reason}).`);
  }
  if (!manifest) throw notABackup(file);
  const missing = [...expected.keys()].filter((entry) => !seen.has(entry));
  if (missing.length > 0) {
    throw new BackupError(
      `${file} is incomplete: ${missing.length} of its files are missing (${missing[0]}, …).`,
    );
  }
  return manifest;
}

function parseManifest(bytes: Buffer, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notABackup(file);
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} was made by a newer Larder (backup format ${version}); restore it with that version.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw notABackup(file);
  const unsafe = parsed.data.uploads.files.find((upload) => !isSafeRelativePath(upload.path));
  if (unsafe)
    throw new BackupError(`${file} is damaged: it names an upload outside its folder (${unsafe.path}).`);
  return parsed.data;
}

const notABackup = (file: string) => new BackupError(`${file} is not a Larder backup (it has no manifest).`);
const damaged = (file: string, entry: string) =>
  new BackupError(`${file} is damaged: ${entry} does not match its checksum. Nothing was restored.`);

function collect(done: (bytes: Buffer) => void): TarSink {
  const parts: Buffer[] = [];
  return {
    write: (chunk) => {
      parts.push(Buffer.from(chunk));
    },
    end: () => done(Buffer.concat(parts)),
  };
}

function verifiedFile(target: string, sha256: string, mismatch: () => Error): TarSink {
  const out: WriteStream = createWriteStream(target, { flags: 'wx' });
  const hash = createHash('sha256');
  return {
    write: async (chunk) => {
      hash.update(chunk);
      if (!out.write(Buffer.from(chunk))) await once(out, 'drain');
    },
    end: async () => {
      out.end();
      await finished(out);
      if (hash.digest('hex') !== sha256) throw mismatch();
    },
  };
}
