import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, json, signedInBrowser } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
});
afterAll(() => testDb.drop());

const OWN_ORIGIN = 'http://localhost:8080';
const id = randomUUID();

/** Every state-changing route of Larder's own, with a body it would accept. */
const WRITES: [string, string, unknown][] = [
  ['POST', '/api/pantry/items', { text: '2 leeks' }],
  ['PATCH', `/api/pantry/items/${id}`, { quantity: 1 }],
  ['DELETE', `/api/pantry/items/${id}`, undefined],
  ['POST', `/api/pantry/items/${id}/used`, undefined],
  ['POST', '/api/recipes/generate', { goal: 'use-it-up' }],
  ['PUT', `/api/recipes/${id}/saved`, undefined],
  ['DELETE', `/api/recipes/${id}/saved`, undefined],
  ['POST', `/api/recipes/${id}/cooked`, { servings: 2 }],
  ['POST', '/api/plans', { goal: 'maintain', days: 3, meals: ['dinner'] }],
  ['POST', `/api/plans/${id}/regenerate`, {}],
  ['PUT', `/api/plans/${id}/slots/0/lock`, { locked: true }],
  ['POST', '/api/shopping-list/items', { text: 'foil' }],
  ['PATCH', `/api/shopping-list/items/${id}`, { checked: true }],
  ['POST', '/api/functions/send-support-email', { type: 'contact' }],
  ['DELETE', '/api/account', { confirm: 'DELETE' }],
  ['POST', '/api/auth/update-user', { name: 'Mallory' }],
  ['POST', '/api/auth/sign-out', {}],
];

const FOREIGN: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['a null Origin', { origin: 'null' }],
  ['a cross-site fetch without an Origin', { 'sec-fetch-site': 'cross-site' }],
  ['a same-site sibling without an Origin', { 'sec-fetch-site': 'same-site' }],
  ['a cross-site fetch with a forged-looking Origin', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
  ['a look-alike Origin', { origin: 'http://localhost:8080.evil.example' }],
];

async function cookieOf(browser: { cookies: Map<string, string> }) {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('cookie-carrying writes must come from Larder itself', () => {
  it.each(FOREIGN)('with %s, every write is refused with 403 and changes nothing', async (_what, origin) => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const cookie = await cookieOf(browser);
    for (const [method, path, body] of WRITES) {
      const response = await app.request(path, {
        method,
        // A form or fetch from another site can send text/plain without a preflight.
        headers: { cookie, 'content-type': 'text/plain', ...origin },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      expect(await json(response)).toMatchObject({ error: { code: 'forbidden' } });
    }
    // Still signed in, with an empty pantry and the same name: nothing happened.
    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ user: { name: '' } });
    expect(await json(await browser.request('/api/pantry'))).toEqual({ items: [] });
  });

  it('accepts the same writes from its own pages', async () => {
    const browser = await anonymousBrowser(app);
    const added = await browser.request('/api/pantry/items', {
      json: { text: '2 leeks' },
      headers: { origin: OWN_ORIGIN },
    });
    expect(added.status).toBe(201);
  });

  it('accepts writes a browser marks same-origin, and writes from a client that is not a browser', async () => {
    const browser = await anonymousBrowser(app);
    const sameOrigin = await browser.request('/api/pantry/items', {
      json: { text: '2 leeks' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    // No Origin and no Sec-Fetch-Site: a script or test client, never a page of another site.
    const script = await browser.request('/api/pantry/items', { json: { text: '3 carrots' } });
    expect(script.status).toBe(201);
    expect(await json(await browser.request('/api/pantry'))).toMatchObject({ items: [{}, {}] });
  });

  it('exempts bearer-token requests (the native app): they carry no ambient credential', async () => {
    const browser = await anonymousBrowser(app);
    const signIn = await app.request('/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
      body: '{}',
    });
    const token = signIn.headers.get('set-auth-token') ?? '';
    expect(token).not.toBe('');
    const added = await app.request('/api/pantry/items', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: '3 carrots' }),
    });
    expect(added.status).toBe(201);
    // Reads stay open to any origin's cookie: they change nothing.
    const cookie = await cookieOf(browser);
    expect(
      (await app.request('/api/pantry', { headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});
