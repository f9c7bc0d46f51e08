import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../src/db/schema.ts';
import { CLIENT_ERROR_RULE } from '../src/modules/client-errors/routes.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

function buildApp(overrides: Record<string, string> = {}) {
  return buildTestApp({ env: testEnv(overrides), database: testDb.database, version: '1.2.3' }).app;
}

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('GET /api/config', () => {
  it('tells the web app the defaults of a server with nothing configured', async () => {
    const response = await buildApp({ SMTP_URL: '' }).request('/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      release: '1.2.3',
      supportEmail: 'support@localhost',
      debugScreens: false,
      iosAppStoreUrl: null,
      pro: {
        currency: 'EUR',
        monthlyPrice: '9.99',
        yearlyPrice: '99.99',
        purchasable: false,
        freeRecipesPerDay: null,
        aiChef: false,
      },
      support: { liveChatUrl: null, helpCenterUrl: null },
      auth: { google: false, apple: false },
      mail: { delivered: false },
    });
  });

  it('reflects what the operator configured', async () => {
    const app = buildApp({
      SUPPORT_EMAIL: 'help@larder.example',
      DEBUG_SCREENS: 'true',
      IOS_APP_STORE_URL: 'https://apps.apple.com/app/id123',
      PRO_PRICE_MONTHLY: '4.99',
      SUPPORT_LIVE_CHAT_URL: 'https://chat.larder.example',
      SMTP_URL: 'smtp://mail.larder.example:587',
    });
    expect(await (await app.request('/api/config')).json()).toMatchObject({
      mail: { delivered: true },
      support: { liveChatUrl: 'https://chat.larder.example', helpCenterUrl: null },
      supportEmail: 'help@larder.example',
      debugScreens: true,
      iosAppStoreUrl: 'https://apps.apple.com/app/id123',
      pro: { monthlyPrice: '4.99' },
    });
  });
});

describe('POST /api/client-errors', () => {
  const report = {
    message: 'Cannot read x of undefined',
    stack: 'at Today (today.tsx:3)',
    route: '/today',
    release: 'r1',
  };

  it('stores the report with the browser it came from', async () => {
    const response = await buildApp().request(
      '/api/client-errors',
      post(report, { 'user-agent': 'Larder test', 'x-forwarded-for': '10.0.0.1' }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await testDb.database.db.select().from(clientErrors);
    expect(rows.find((row) => row.id === id)).toMatchObject({ ...report, userAgent: 'Larder test' });
  });

  it.each([
    [{ ...report, message: '   ' }, 'message'],
    [{ ...report, route: undefined }, 'route'],
    [{ ...report, stack: 'x'.repeat(10_001) }, 'stack'],
  ])('refuses a bad report with a 400 naming the field (%#)', async (body, field) => {
    const response = await buildApp().request('/api/client-errors', post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', field } });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await buildApp().request('/api/client-errors', post('{not json'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('refuses a body over 1 MB with a 413', async () => {
    const response = await buildApp().request(
      '/api/client-errors',
      post({ ...report, stack: 'y'.repeat(1_100_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('limits each client, not everyone: the next report past the limit gets a 429 with Retry-After', async () => {
    const app = buildApp({ TRUST_PROXY: 'true' });
    const from = (address: string) => post(report, { 'x-forwarded-for': address });
    for (let i = 0; i < CLIENT_ERROR_RULE.limit; i++) {
      expect((await app.request('/api/client-errors', from('192.0.2.7'))).status).toBe(201);
    }
    const refused = await app.request('/api/client-errors', from('192.0.2.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: CLIENT_ERROR_RULE.message },
    });
    expect((await app.request('/api/client-errors', from('192.0.2.8'))).status).toBe(201);
  });
});
