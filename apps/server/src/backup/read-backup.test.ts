import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from './manifest.ts';
import { readBackup } from './read-backup.ts';
import { tarStream } from './tar-archive.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'larder-read-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const ROWS = Buffer.from('"(1,\\"hello\\")"\n');
const PHOTO = Buffer.from('not really a photo');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function manifest(uploadPath = 'recipe-images/photo.png'): Manifest {
  return {
    format: 'larder-backup',
    formatVersion: 1,
    larderVersion: '0.1.0',
    createdAt: '2026-03-09T12:00:00.000Z',
    postgresVersion: '18.4',
    migrations: [{ hash: 'a'.repeat(64), createdAt: 1 }],
    tables: [
      {
        schema: 'public',
        name: 'notes',
        columns: ['id', 'text'],
        rows: 1,
        entry: 'database/public.notes.ndjson',
        size: ROWS.length,
        sha256: sha256(ROWS),
      },
    ],
    sequences: [],
    uploads: { included: true, files: [{ path: uploadPath, size: PHOTO.length, sha256: sha256(PHOTO) }] },
  };
}

/** A backup file holding these entries, in this order. */
async function backupFile(name: string, entries: [string, Buffer][]): Promise<string> {
  const parts: Buffer[] = [];
  const files = entries.map(([entryPath, bytes]) => ({
    path: entryPath,
    size: bytes.length,
    content: async function* () {
      yield bytes;
    },
  }));
  for await (const part of tarStream(files)) parts.push(part);
  const file = path.join(folder, name);
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
  return file;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function staging(name: string): string {
  const target = path.join(folder, name);
  mkdirSync(target);
  return target;
}

describe('reading a backup', () => {
  it('unpacks every entry the manifest lists, checked, and answers the manifest', async () => {
    const file = await backupFile('good.tar.gz', [
      ['manifest.json', json(manifest())],
      ['database/public.notes.ndjson', ROWS],
      ['uploads/recipe-images/photo.png', PHOTO],
    ]);
    const target = staging('good');
    expect(await readBackup(file, target)).toEqual(manifest());
    expect(readdirSync(target, { recursive: true }).sort()).toEqual([
      'database',
      'database/public.notes.ndjson',
      'uploads',
      'uploads/recipe-images',
      'uploads/recipe-images/photo.png',
    ]);
  });

  it('refuses an upload path that leaves the uploads folder, before writing anything', async () => {
    const file = await backupFile('escape.tar.gz', [
      ['manifest.json', json(manifest('../../outside.txt'))],
      ['uploads/../../outside.txt', PHOTO],
    ]);
    const target = staging('escape');
    await expect(readBackup(file, target)).rejects.toThrow(
      'it names an upload outside its folder (../../outside.txt)',
    );
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(path.join(folder, 'outside.txt'))).toBe(false);
  });

  it('refuses an entry the manifest does not list, a missing entry, and a manifest that is not first', async () => {
    const unlisted = await backupFile('unlisted.tar.gz', [
      ['manifest.json', json(manifest())],
      ['database/public.notes.ndjson', ROWS],
      ['uploads/recipe-images/photo.png', PHOTO],
      ['uploads/extra.sh', PHOTO],
    ]);
    await expect(readBackup(unlisted, staging('unlisted'))).rejects.toThrow(
      'it holds uploads/extra.sh, which its manifest does not list',
    );
    const missing = await backupFile('missing.tar.gz', [
      ['manifest.json', json(manifest())],
      ['database/public.notes.ndjson', ROWS],
    ]);
    await expect(readBackup(missing, staging('missing'))).rejects.toThrow(
      'is incomplete: 1 of its files are missing (uploads/recipe-images/photo.png, …)',
    );
    const late = await backupFile('late.tar.gz', [
      ['database/public.notes.ndjson', ROWS],
      ['manifest.json', json(manifest())],
    ]);
    await expect(readBackup(late, staging('late'))).rejects.toThrow(
      'is not a Larder backup (it has no manifest)',
    );
  });

  it('names the newer Larder a backup needs', async () => {
    const file = await backupFile('future.tar.gz', [
      ['manifest.json', json({ ...manifest(), formatVersion: 2 })],
    ]);
    await expect(readBackup(file, staging('future'))).rejects.toThrow(
      'was made by a newer Larder (backup format 2); restore it with that version.',
    );
  });
});
