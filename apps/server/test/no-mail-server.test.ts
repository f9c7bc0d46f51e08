import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, json } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const appWith = (env: Record<string, string>) =>
  buildTestApp({ env: testEnv({ TRUST_PROXY: 'true', ...env }), database: testDb.database }).app;

describe('a server without a mail server (no SMTP_URL)', () => {
  it('signs a new account in at once: no confirmation mail could reach anyone', async () => {
    const browser = browserSession(appWith({ SMTP_URL: '' }));
    const email = `first-run-${Date.now()}@example.com`;
    const signUp = await browser.request('/api/auth/sign-up/email', {
      json: { email, password: 'radish-pickle-58', name: '' },
    });
    expect(signUp.status).toBe(200);
    expect(await json(signUp)).toMatchObject({ user: { email } });
    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ user: { email, isAnonymous: false } });
    const queued = await testDb.database.db.select().from(mailOutbox);
    expect(queued.filter((mail) => mail.to === email)).toEqual([]);

    // Signing in again later works without a confirmation too.
    const again = browserSession(appWith({ SMTP_URL: '' }));
    const signIn = await again.request('/api/auth/sign-in/email', {
      json: { email, password: 'radish-pickle-58' },
    });
    expect(signIn.status).toBe(200);
  });

  it("a visitor's pantry becomes the new account's when they sign up", async () => {
    const app = appWith({ SMTP_URL: '' });
    const browser = await anonymousBrowser(app);
    const visitor = await json<{ user: { id: string } }>(await browser.request('/api/me'));
    const added = await browser.request('/api/pantry/items', { json: { text: '2 eggs, 200g feta' } });
    expect(added.status).toBe(201);

    const email = `pantry-${Date.now()}@example.com`;
    const signUp = await browser.request('/api/auth/sign-up/email', {
      json: { email, password: 'radish-pickle-58', name: '' },
    });
    expect(signUp.status).toBe(200);
    const me = await json<{ user: { id: string; isAnonymous: boolean } }>(await browser.request('/api/me'));
    expect(me.user).toMatchObject({ isAnonymous: false });
    expect(me.user.id).not.toBe(visitor.user.id);
    const pantry = await json<{ items: { name: string }[] }>(await browser.request('/api/pantry'));
    expect(pantry.items.map((item) => item.name).sort()).toEqual(['egg', 'feta']);
  });

  it('with SMTP_URL set, an account must confirm its address before it signs in', async () => {
    const browser = browserSession(appWith({}));
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await browser.request('/api/auth/sign-up/email', {
      json: { email, password: 'radish-pickle-58', name: '' },
    });
    expect(signUp.status).toBe(200);
    expect((await browser.request('/api/me')).status).toBe(401);
    const signIn = await browser.request('/api/auth/sign-in/email', {
      json: { email, password: 'radish-pickle-58' },
    });
    expect(signIn.status).toBe(403);
  });
});
