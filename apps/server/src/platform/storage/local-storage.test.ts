import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, localUploadRoutes } from './local-storage.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
let tempDir: string;
let rootDir: string;

beforeEach(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'larder-uploads-'));
  rootDir = path.join(tempDir, 'uploads');
  // A file beside the uploads folder that no request may reach.
  await writeFile(path.join(tempDir, 'secret.txt'), 'top secret');
});
afterEach(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

const storage = () => createLocalStorage({ rootDir, publicBaseUrl: 'http://localhost:8080/' });

describe('local storage', () => {
  it('writes rootDir/bucket/key and answers the address it is served at', async () => {
    const address = await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    expect(address).toBe('http://localhost:8080/uploads/recipe-images/bug-reports/u1/1-a.png');
    expect(
      new Uint8Array(await readFile(path.join(rootDir, 'recipe-images/bug-reports/u1/1-a.png'))),
    ).toEqual(PNG);
    expect(storage().describe()).toBe(`local folder ${path.resolve(rootDir)}`);
  });

  it('refuses keys and buckets that could leave the folder', async () => {
    const bad: [string, string][] = [
      ['recipe-images', '../secret.txt'],
      ['recipe-images', 'a/../../secret.txt'],
      ['recipe-images', '/etc/passwd'],
      ['recipe-images', 'a\\b.png'],
      ['recipe-images', 'a//b.png'],
      ['recipe-images', './a.png'],
      ['recipe-images', ''],
      ['..', 'secret.txt'],
      ['a/b', 'c.png'],
      ['', 'c.png'],
    ];
    for (const [bucket, key] of bad) {
      await expect(storage().put(bucket, key, PNG, 'image/png')).rejects.toThrow(/Refusing/);
    }
  });
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('local storage: deleting and listing', () => {
  it('lists the keys under a prefix, and nothing for a folder that does not exist', async () => {
    const store = storage();
    for (const key of ['bug-reports/u1/1-a.png', 'bug-reports/u1/2-b.txt', 'bug-reports/u10/3-c.png']) {
      await store.put('recipe-images', key, PNG, 'image/png');
    }
    await store.put('other-bucket', 'bug-reports/u1/4-d.png', PNG, 'image/png');
    expect((await store.list('recipe-images', 'bug-reports/u1/')).sort()).toEqual([
      'bug-reports/u1/1-a.png',
      'bug-reports/u1/2-b.txt',
    ]);
    // A prefix is a prefix of names too, as in S3.
    expect((await store.list('recipe-images', 'bug-reports/u1')).sort()).toEqual([
      'bug-reports/u1/1-a.png',
      'bug-reports/u1/2-b.txt',
      'bug-reports/u10/3-c.png',
    ]);
    expect(await store.list('recipe-images', 'bug-reports/nobody/')).toEqual([]);
    expect(await store.list('no-such-bucket', '')).toEqual([]);
  });

  it('deletes a file and the folders it leaves empty, but never the top folder others share', async () => {
    const store = storage();
    await store.put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    await store.put('recipe-images', 'bug-reports/u1/2-b.png', PNG, 'image/png');
    await store.put('recipe-images', 'bug-reports/u2/3-c.png', PNG, 'image/png');
    const folder = path.join(rootDir, 'recipe-images/bug-reports/u1');
    await store.delete('recipe-images', 'bug-reports/u1/1-a.png');
    expect(await exists(path.join(folder, '1-a.png'))).toBe(false);
    expect(await exists(path.join(folder, '2-b.png'))).toBe(true);
    await store.delete('recipe-images', 'bug-reports/u1/2-b.png');
    expect(await exists(folder)).toBe(false);
    expect(await exists(path.join(rootDir, 'recipe-images/bug-reports/u2/3-c.png'))).toBe(true);
    await store.delete('recipe-images', 'bug-reports/u2/3-c.png');
    expect(await exists(path.join(rootDir, 'recipe-images/bug-reports'))).toBe(true);
    // Deleting what is already gone is not an error.
    await store.delete('recipe-images', 'bug-reports/u2/3-c.png');
  });

  it('refuses to delete or list outside the folder', async () => {
    const store = storage();
    for (const [bucket, key] of [
      ['recipe-images', '../secret.txt'],
      ['..', 'secret.txt'],
      ['recipe-images', '/etc/passwd'],
    ] as const) {
      await expect(store.delete(bucket, key)).rejects.toThrow(/Refusing/);
    }
    for (const [bucket, prefix] of [
      ['recipe-images', '../'],
      ['..', ''],
      ['recipe-images', 'a/../../'],
      ['recipe-images', 'a\\b'],
    ] as const) {
      await expect(store.list(bucket, prefix)).rejects.toThrow(/Refusing/);
    }
    expect(await readFile(path.join(tempDir, 'secret.txt'), 'utf8')).toBe('top secret');
  });
});

describe('localUploadRoutes', () => {
  it('serves an image inline with its type', async () => {
    await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    const response = await localUploadRoutes(rootDir).request('/recipe-images/bug-reports/u1/1-a.png');
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, max-age=3600',
    });
  });

  it('serves the address put answers once mounted at /uploads', async () => {
    const address = await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    const app = new Hono().route('/uploads', localUploadRoutes(rootDir));
    const response = await app.request(new URL(address).pathname);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect((await app.request('/uploads/..%2fsecret.txt/x')).status).toBe(404);
  });

  it('offers text, JSON and unknown files as downloads', async () => {
    const app = localUploadRoutes(rootDir);
    const cases = [
      ['2-log.txt', 'text/plain; charset=utf-8'],
      ['3-data.json', 'application/json'],
      ['4-page.html', 'application/octet-stream'],
      ['5-photo.JPEG', 'image/jpeg'],
    ] as const;
    for (const [name, type] of cases) {
      await storage().put('recipe-images', `bug-reports/u1/${name}`, new TextEncoder().encode('{}'), type);
      const response = await app.request(`/recipe-images/bug-reports/u1/${name}`);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(
        type.startsWith('image/') ? 'inline' : 'attachment',
      );
    }
  });

  it('answers 404 for missing files and folders', async () => {
    await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    const app = localUploadRoutes(rootDir);
    for (const url of [
      '/recipe-images/bug-reports/u1/2-b.png',
      '/recipe-images/bug-reports',
      '/other/x.png',
    ]) {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('answers 404 for every way out of the folder', async () => {
    await mkdir(path.join(rootDir, 'recipe-images'), { recursive: true });
    const app = localUploadRoutes(rootDir);
    const attempts = [
      '/recipe-images/..%2f..%2fetc/passwd',
      '/recipe-images/..%2fsecret.txt',
      '/recipe-images/..%2F..%2Fsecret.txt',
      '/recipe-images/../secret.txt',
      '/recipe-images/%2e%2e/secret.txt',
      '/recipe-images/a/%2e%2e%2f%2e%2e%2f..%2fsecret.txt',
      '/..%2fsecret.txt/x',
      '/%2e%2e/secret.txt',
      '/recipe-images/..%5csecret.txt',
      '/recipe-images/%2fetc%2fpasswd',
      `/recipe-images/${encodeURIComponent(path.join(tempDir, 'secret.txt'))}`,
    ];
    for (const url of attempts) {
      const response = await app.request(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(await response.text()).not.toContain('top secret');
    }
  });
});
