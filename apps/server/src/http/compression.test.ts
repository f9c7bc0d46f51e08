import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compression } from './compression.ts';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ name: `item ${i}`, place: 'fridge' })) };
const small = { status: 'ok' };
const huge = { items: Array.from({ length: 3_000 }, (_, i) => ({ name: `item ${i}`, place: 'cupboard' })) };

const app = new Hono()
  .use(compression())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json(small))
  .get('/huge', (c) => c.json(huge))
  .get('/big-no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }))
  .get('/big-image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
  .get('/etag', (c) => c.json(big, 200, { ETag: '"abc"' }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('gzips an answer of 1 KB or more for a client that accepts it, with its length and Vary', async () => {
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('compresses a large answer too (in the thread pool)', async () => {
    const response = await get('/huge', 'gzip');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(huge);
  });

  it('sends a small answer as it is, with its length', async () => {
    const response = await get('/small', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(response.headers.get('content-length')).toBe(String(text.length));
    expect(JSON.parse(text)).toEqual(small);
  });

  it('uses deflate when that is all the client takes, and nothing when it takes nothing', async () => {
    const deflated = await get('/big', 'deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(big);
    for (const refusal of [undefined, 'identity', 'gzip;q=0, deflate;q=0', 'br']) {
      const response = await get('/big', refusal);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual(big);
    }
  });

  it('leaves alone what must not or need not be compressed', async () => {
    expect((await get('/big-no-transform', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/big-image', 'gzip')).headers.get('content-encoding')).toBeNull();
    expect((await get('/big', 'gzip', 'HEAD')).headers.get('content-encoding')).toBeNull();
  });

  it('weakens a strong ETag of what it compressed', async () => {
    expect((await get('/etag', 'gzip')).headers.get('etag')).toBe('W/"abc"');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['deflate;q=0.5, gzip;q=0.1', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'gzip'],
    ['br, deflate', 'deflate'],
    ['gzip;q=0, deflate', 'deflate'],
    ['br', null],
    ['', null],
  ])('reads Accept-Encoding %j as %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
