import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from './fake-s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

const ACCESS_KEY = 'larder-test';
const SECRET = 'not/a+real=secret';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 7]);
let s3: FakeS3;

beforeEach(async () => {
  s3 = await startFakeS3({ [ACCESS_KEY]: SECRET });
});
afterEach(async () => {
  await s3.close();
});

const storage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    endpoint: `${s3.endpoint}/`,
    region: 'eu-central-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    publicBaseUrl: 'https://files.example.com/',
    ...overrides,
  });

describe('S3 storage', () => {
  it('PUTs the object path-style with a valid signature and answers its public address', async () => {
    const address = await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    expect(address).toBe('https://files.example.com/recipe-images/bug-reports/u1/1-a.png');
    const stored = s3.objects.get('recipe-images/bug-reports/u1/1-a.png');
    expect(stored?.bytes).toEqual(PNG);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.contentLength).toBe(String(PNG.byteLength));
  });

  it('signs keys with characters that need encoding', async () => {
    const key = "bug-reports/u1/1-a (copy)!'*~.txt";
    const text = new TextEncoder().encode('Crème brûlée\n');
    const address = await storage().put('recipe-images', key, text, 'text/plain');
    expect(s3.objects.get(`recipe-images/${key}`)?.bytes).toEqual(text);
    expect(address).toBe(
      `https://files.example.com/recipe-images/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
  });

  it('puts the bucket prefix before the bucket name', async () => {
    const address = await storage({ bucketPrefix: 'larder-' }).put(
      'recipe-images',
      'k.png',
      PNG,
      'image/png',
    );
    expect(s3.objects.has('larder-recipe-images/k.png')).toBe(true);
    expect(address).toBe('https://files.example.com/larder-recipe-images/k.png');
  });

  it('signs with the given clock', async () => {
    const at = new Date('2030-01-02T03:04:05Z');
    await storage({ now: () => at }).put('recipe-images', 'k.png', PNG, 'image/png');
    expect(s3.objects.has('recipe-images/k.png')).toBe(true);
  });

  it('fails with the status and S3 error when the secret is wrong', async () => {
    const put = storage({ secretAccessKey: 'wrong' }).put('recipe-images', 'k.png', PNG, 'image/png');
    await expect(put).rejects.toThrow(/403.*SignatureDoesNotMatch/s);
    expect(s3.objects.size).toBe(0);
  });

  it('fails for an unknown access key and keeps at most 200 characters of the answer', async () => {
    await expect(storage({ accessKeyId: 'nobody' }).put('b', 'k.png', PNG, 'image/png')).rejects.toThrow(
      /403.*InvalidAccessKeyId/s,
    );
    const message = await storage()
      .put('broken', 'k.png', PNG, 'image/png')
      .then(
        () => '',
        (error: Error) => error.message,
      );
    // The fake answers 1,000 x's inside its XML: only the first 200 characters of the body are kept.
    expect(message).toMatch(/^S3 PUT broken\/k\.png failed with status 500: <\?xml.*x+$/s);
    expect(message.length).toBeLessThan(300);
  });

  it('DELETEs objects with a valid signature; an object already gone is fine', async () => {
    await storage().put('recipe-images', 'bug-reports/u1/1-a.png', PNG, 'image/png');
    await storage().put('recipe-images', 'bug-reports/u1/2-b.png', PNG, 'image/png');
    await storage().delete('recipe-images', 'bug-reports/u1/1-a.png');
    expect([...s3.objects.keys()]).toEqual(['recipe-images/bug-reports/u1/2-b.png']);
    await storage().delete('recipe-images', 'bug-reports/u1/1-a.png');
    await expect(storage({ secretAccessKey: 'wrong' }).delete('recipe-images', 'x')).rejects.toThrow(
      /S3 DELETE recipe-images\/x failed with status 403.*SignatureDoesNotMatch/s,
    );
    s3.down.add('DELETE');
    await expect(storage().delete('recipe-images', 'bug-reports/u1/2-b.png')).rejects.toThrow(
      /503.*SlowDown/s,
    );
    expect(s3.objects.has('recipe-images/bug-reports/u1/2-b.png')).toBe(true);
  });

  it('lists the keys under a prefix with signed ListObjectsV2 requests, page after page', async () => {
    const paged = await startFakeS3({ [ACCESS_KEY]: SECRET }, { listPageSize: 2 });
    try {
      const store = storage({ endpoint: paged.endpoint, bucketPrefix: 'larder-' });
      const mine = [
        'bug-reports/u1/1-a.png',
        "bug-reports/u1/2-b & <c> 'd'.txt",
        'bug-reports/u1/3-Crème+brûlée.txt',
        'bug-reports/u1/4-e f.png',
        'bug-reports/u1/5-g.png',
      ];
      for (const key of [...mine, 'bug-reports/u10/6-h.png', 'bug-reports/u2/7-i.png']) {
        await store.put('recipe-images', key, PNG, 'image/png');
      }
      expect((await store.list('recipe-images', 'bug-reports/u1/')).sort()).toEqual([...mine].sort());
      expect(await store.list('recipe-images', 'bug-reports/nobody/')).toEqual([]);
      // Three pages of two keys, each request signed (a bad signature would have been refused).
      expect(paged.regions.length).toBe(7 + 3 + 1);
    } finally {
      await paged.close();
    }
  });

  it('fails a listing with the status when the store refuses', async () => {
    s3.down.add('GET');
    await expect(storage().list('recipe-images', 'bug-reports/u1/')).rejects.toThrow(
      /S3 GET recipe-images\?prefix=bug-reports\/u1\/ failed with status 503/,
    );
  });

  it('describes itself by its endpoint', () => {
    expect(storage().describe()).toBe(`S3 ${s3.endpoint}`);
  });
});
