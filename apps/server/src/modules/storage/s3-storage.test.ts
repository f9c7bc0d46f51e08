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

  it('describes itself by its endpoint', () => {
    expect(storage().describe()).toBe(`S3 ${s3.endpoint}`);
  });
});
