import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/** Keeps objects in `rootDir/bucket/key`; the server itself serves them under `/uploads` (see below). */
export function createLocalStorage(options: { rootDir: string; publicBaseUrl: string }): ObjectStorage {
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(bucket, key, bytes) {
      const file = fileFor(options.rootDir, bucket, key);
      if (!file) throw new Error(`Refusing to store an object at ${JSON.stringify(`${bucket}/${key}`)}.`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      const address = [bucket, ...key.split('/')].map(encodeURIComponent).join('/');
      return `${base}/uploads/${address}`;
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
