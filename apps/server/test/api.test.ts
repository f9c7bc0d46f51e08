import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

function buildApp(trustProxy = false) {
  return buildTestApp({
    env: testEnv({ TRUST_PROXY: String(trustProxy) }),
    database: testDb.database,
    logger: createLogger('info', logSink),
    version: '9.8.7',
  }).app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('GET /api/health', () => {
  it('answers ok with the database up and the version', async () => {
    const response = await buildApp().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'up', version: '9.8.7' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('errors', () => {
  it.each(['/api/nope', '/api/', '/api/health/extra'])(
    'unknown API path %s → JSON 404 with code and message',
    async (url) => {
      const response = await buildApp().request(url, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = await response.json();
      expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining(url) } });
    },
  );
});

describe('the web app', () => {
  it('serves index.html for a deep link, revalidated on every load', async () => {
    const response = await buildApp().request('/collection/abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable and answers 304 to a matching ETag', async () => {
    const app = buildApp();
    const first = await app.request('/assets/app-1234.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request('/assets/app-1234.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside its folder', async () => {
    const app = buildApp();
    for (const url of [
      '/../larder-secret.txt',
      '/%2e%2e/larder-secret.txt',
      '/assets/..%2f..%2flarder-secret.txt',
    ]) {
      const text = await (await app.request(url)).text();
      expect(text).not.toContain('outside the web root');
    }
  });
});

describe('security headers', () => {
  it('are on every page: no inline script, nothing may frame it', async () => {
    const app = buildApp();
    for (const url of ['/today', '/', '/no-such-page']) {
      const headers = (await app.request(url)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("are on every API answer, Larder's and better-auth's: nothing runs in or frames it", async () => {
    const app = buildApp();
    for (const url of [
      '/api/health',
      '/api/missing',
      '/api/config',
      '/api/auth/get-session',
      '/api/auth/ok',
    ]) {
      const headers = (await app.request(url)).headers;
      expect(headers.get('content-security-policy'), url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(headers.get('x-frame-options'), url).toBe('DENY');
      expect(headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('add HSTS only when the request came over HTTPS', async () => {
    const overHttps = await buildApp(true).request('/today', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const direct = await buildApp(true).request('https://larder.example/today');
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const untrusted = await buildApp(false).request('/today', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('request ids and logs', () => {
  it('give every response an X-Request-Id, keeping a sane inbound one', async () => {
    const app = buildApp();
    const generated = (await app.request('/api/health')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/health', { headers: { 'x-request-id': 'proxy-abc-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc-12345');
    const refused = await app.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(refused.headers.get('x-request-id')).not.toContain('bad id');
  });

  it('write JSON lines with the request id and never passwords, tokens or cookies', async () => {
    logLines.length = 0;
    const response = await buildApp().request('/api/nothing-here?token=tok-SECRET-1&password=pw-SECRET-2', {
      method: 'POST',
      headers: {
        authorization: 'Bearer bearer-SECRET-3',
        cookie: 'session=cookie-SECRET-4',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'body-SECRET-5' }),
    });
    const requestId = response.headers.get('x-request-id');
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some(
        (line) => line.reqId === requestId && line.path === '/api/nothing-here' && line.status === 404,
      ),
    ).toBe(true);
    expect(logLines.join('')).not.toMatch(/SECRET/);
  });
});
