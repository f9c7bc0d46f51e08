import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { errorBody } from '../../http/app-error.ts';
import type { ObjectStorage } from './object-storage.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * The path segments of bucket/key, or null when they could name anything outside the bucket's folder:
 * `..` anywhere, absolute paths, backslashes (a separator on Windows), NUL and empty or `.` segments.
 */
function safeSegments(bucket: string, key: string): string[] | null {
  if (bucket.includes('/')) return null;
  const joined = `${bucket}/${key}`;
  if (joined.includes('..') || joined.includes('\\') || joined.includes('\0')) return null;
  if (path.isAbsolute(key) || /^[A-Za-z]:/.test(key)) return null;
  const segments = joined.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.') ? segments : null;
}

/** The file for bucket/key inside rootDir, or null when the resolved path would leave rootDir. */
function fileFor(rootDir: string, bucket: string, key: string): string | null {
  const segments = safeSegments(bucket, key);
  if (!segments) return null;
  const root = path.resolve(rootDir);
  const file = path.resolve(root, ...segments);
  // Checked again after resolving, so a rule missed above still cannot reach outside the folder.
  return file.startsWith(root + path.sep) ? file : null;
}

/** Every file under `dir`, as paths relative to it joined with `/`; nothing when the folder is missing. */
async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/**
 * Removes the folders a deleted file leaves empty, up to (not including) the bucket's top-level folders,
 * so `recipe-images/bug-reports/{userId}/` goes with the user's last file but `bug-reports/` stays for
 * everyone else's uploads. A folder that is not empty (or already gone) ends the walk.
 */
async function removeEmptyFolders(bucketDir: string, from: string): Promise<void> {
  let dir = from;
  while (dir.startsWith(bucketDir + path.sep) && path.dirname(dir) !== bucketDir) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
    dir = path.dirname(dir);
  }
}

/** Keeps objects in `rootDir/bucket/key`; the server itself serves them under `/uploads` (see below). */
export function createLocalStorage(options: { rootDir: string; publicBaseUrl: string }): ObjectStorage {
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const refuse = (what: string) => new Error(`Refusing to ${what}.`);
  return {
    async put(bucket, key, bytes) {
      const file = fileFor(options.rootDir, bucket, key);
      if (!file) throw refuse(`store an object at ${JSON.stringify(`${bucket}/${key}`)}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      const address = [bucket, ...key.split('/')].map(encodeURIComponent).join('/');
      return `${base}/uploads/${address}`;
    },
    async delete(bucket, key) {
      const file = fileFor(options.rootDir, bucket, key);
      if (!file) throw refuse(`delete an object at ${JSON.stringify(`${bucket}/${key}`)}`);
      await rm(file, { force: true });
      await removeEmptyFolders(path.resolve(options.rootDir, bucket), path.dirname(file));
    },
    async list(bucket, prefix) {
      // The folder part of the prefix is walked (checked like any key); the rest filters the names found.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const bucketOk = safeSegments(bucket, 'x') !== null;
      const folderOk = folder === '' || fileFor(options.rootDir, bucket, folder.slice(0, -1)) !== null;
      if (!bucketOk || !folderOk || prefix.includes('\\') || prefix.includes('\0')) {
        throw refuse(`list ${JSON.stringify(`${bucket}/${prefix}`)}`);
      }
      const names = await filesUnder(path.resolve(options.rootDir, bucket, folder));
      return names.map((name) => `${folder}${name}`).filter((key) => key.startsWith(prefix));
    },
    describe: () => `local folder ${path.resolve(options.rootDir)}`,
  };
}

/** `GET /uploads/:bucket/*`: the stored files, to be mounted at `/uploads`. */
export function localUploadRoutes(rootDir: string) {
  return new Hono().get('/:bucket/:key{.+}', async (c) => {
    const notFound = () => c.json(errorBody('not_found', 'Not found.'), 404);
    const file = fileFor(rootDir, c.req.param('bucket'), c.req.param('key'));
    if (!file) return notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound();
    const bytes = await readFile(file);
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentType,
      // The type comes from the extension the server chose after sniffing; browsers must not guess again.
      'X-Content-Type-Options': 'nosniff',
      // Only images are shown in the page; text and anything else is downloaded, never rendered.
      'Content-Disposition': contentType.startsWith('image/') ? 'inline' : 'attachment',
      'Cache-Control': 'private, max-age=3600',
    });
  });
}
