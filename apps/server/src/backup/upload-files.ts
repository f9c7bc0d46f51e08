import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadFile } from './manifest.ts';

/**
 * Every regular file under `root`, with its path relative to it ('/'-separated), size and SHA-256,
 * sorted by path. A folder that does not exist yet (nothing was ever uploaded) holds no files.
 */
export async function listUploads(root: string): Promise<UploadFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: UploadFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const { size, sha256 } = await fileChecksum(absolute);
    files.push({ path: path.relative(root, absolute).split(path.sep).join('/'), size, sha256 });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export async function fileChecksum(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Whether the folder holds at least one file (at any depth); a missing folder holds none. */
export async function holdsFiles(root: string): Promise<boolean> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.some((entry) => !entry.isDirectory());
}
