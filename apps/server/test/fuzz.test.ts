import { appendFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { user } from '../src/db/auth-schema.ts';
import { createLogger } from '../src/logger.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { BAD_PATH_PARAMS, type FuzzBody, fuzzBodies, fuzzQueries } from './fuzz-bodies.ts';
import { FUZZ_ROUTES, type FuzzRoute, type FuzzTargets, type Sender } from './fuzz-routes.ts';
import { type Browser, json, PASSWORD, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { type OidcProvider, startOidcProvider } from './oidc-provider.ts';
import { CONTACT, SUPPORT_URL } from './support-kit.ts';
import { testEnv } from './test-env.ts';

/**
 * Malformed bodies each route that takes one is sent (every structural one, then seeded mutations);
 * routes that read none get bad queries and paths. Sized so the file takes under two minutes (decision 026).
 */
const BODIES_PER_ROUTE = 120;
/** Every fourth request has a bad path parameter: this many reach each of them once. */
const QUERIES_PER_ROUTE = 4 * BAD_PATH_PARAMS.length;
/** Requests in flight at once: enough to keep PostgreSQL busy on two cores, few enough to stay fair. */
const CONCURRENCY = 6;
/** A request without an answer in this long is a hang, reported as such. */
const ANSWER_WITHIN_MS = 15_000;
const PUBLIC_URL = 'http://localhost:8080';
/** Monday 9 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 9, 12);
const TIMEZONES = ['Mars/Olympus_Mons', '', ' ', 'z'.repeat(200), 'Etc/GMT+99', '../../etc/localtime', 'UTC'];

let testDb: TestDatabase;
let google: OidcProvider;
let built: ReturnType<typeof buildTestApp>;
let targets: FuzzTargets;
const sessions: Partial<Record<Sender, Browser>> = {};
const logLines: string[] = [];
const stderrWrites: string[] = [];
const findings: string[] = [];
const counts = new Map<string, { requests: number; statuses: Map<number, number> }>();

type ErrorAnswer = { error: { code: string; message: string } };
type Snapshot = Record<string, unknown>;

let nextClient = 0;
/** A client address of its own for each request, so per-client limits do not hide the validation. */
const clientAddress = () => {
  const n = nextClient++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function ready(browser: Browser, path: string, body: unknown) {
  const response = await browser.request(path, { json: body });
  expect(response.status, path).toBeLessThan(300);
  return json(response);
}

/** What the other account has: it must come out of the fuzzing byte for byte the same. */
async function exportOf(browser: Browser): Promise<Snapshot> {
  const { exportedAt: _, ...data } = await json(await browser.request('/api/account/export'));
  return data;
}

let otherBefore: Snapshot;
let canaryItem: unknown;
let savedBefore: string[];

async function savedIds(browser: Browser): Promise<string[]> {
  const { recipes } = await json<{ recipes: { id: string }[] }>(await browser.request('/api/recipes/saved'));
  return recipes.map((recipe) => recipe.id);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  google = await startOidcProvider({
    clientId: 'larder-web.apps.example',
    clientSecret: 'stand-in-secret',
    redirectUris: [`${PUBLIC_URL}/api/auth/callback/google`],
  });
  const logger = createLogger('info', { write: (line: string) => logLines.push(line) });
  built = buildTestApp({
    env: testEnv({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      APPLE_CLIENT_ID: 'com.larder.app',
      APPLE_JWKS_URL: `${google.issuer}/jwks`,
    }),
    database: testDb.database,
    logger,
    mailbox: { messages: () => [] },
    now: () => NOON,
  });
  const db = testDb.database.db;
  const [main, other, admin, victim, throwaway] = await Promise.all(
    [0, 1, 2, 3, 4].map(() => signedInBrowser(built.app, db)),
  );
  if (!main || !other || !admin || !victim || !throwaway) throw new Error('accounts not made');
  sessions.account = main.browser;
  sessions.admin = admin.browser;
  await db.update(user).set({ role: 'admin' }).where(eq(user.email, admin.email));

  const stock = async (browser: Browser) => {
    const { items } = await ready(browser, '/api/pantry/items', {
      items: [
        { name: 'leek', quantity: 2, unit: 'piece' },
        { name: 'quince jam from grandma', quantity: 1, unit: 'piece', place: 'cupboard' },
      ],
    });
    const { item } = await ready(browser, '/api/shopping-list/items', { name: 'coffee' });
    const { plan } = await ready(browser, '/api/plans', {
      goal: 'maintain',
      days: 2,
      meals: ['dinner'],
      servings: 2,
      weekdayMinutes: 45,
      weekendMinutes: 90,
    });
    const { recipes } = await ready(browser, '/api/recipes/generate', { goal: 'use-it-up', servings: 2 });
    const [target, saved] = recipes as { id: string }[];
    if (!target || !saved) throw new Error('no recipes to save');
    expect((await browser.request(`/api/recipes/${saved.id}/saved`, { method: 'PUT' })).status).toBe(200);
    const { id: collectionId } = await ready(browser, '/api/collections', { name: 'Fuzz' });
    const shared = await browser.request(`/api/collections/${collectionId}`, {
      method: 'PATCH',
      json: { shared: true },
    });
    const { shareId } = (await shared.json()) as { shareId: string };
    const [first, canary] = items as { id: string }[];
    const planned = plan as { id: string; days: { meals: { slot: string }[] }[] };
    return {
      itemId: first?.id ?? '',
      canary,
      shoppingId: (item as { id: string }).id,
      planId: planned.id,
      slot: planned.days[0]?.meals[0]?.slot ?? '',
      recipeId: target.id,
      collectionId: String(collectionId),
      shareId,
    };
  };
  const [mine, theirs] = await Promise.all([stock(main.browser), stock(other.browser)]);
  targets = {
    email: main.email,
    password: PASSWORD,
    pantryItemId: mine.itemId,
    shoppingItemId: mine.shoppingId,
    planId: mine.planId,
    slot: mine.slot,
    recipeId: mine.recipeId,
    otherPantryItemId: theirs.itemId,
    otherShoppingItemId: theirs.shoppingId,
    otherPlanId: theirs.planId,
    collectionId: mine.collectionId,
    shareId: mine.shareId,
    otherCollectionId: theirs.collectionId,
    victimUserId: await userIdOf(victim.browser),
    throwawayUserId: await userIdOf(throwaway.browser),
    // A real request, so the admin's replies and status changes reach the outbox and the audit log.
    supportRequestId: String((await ready(victim.browser, SUPPORT_URL, CONTACT)).id),
  };
  canaryItem = mine.canary;
  savedBefore = await savedIds(main.browser);
  sessions.none = undefined;
  otherSession = other.browser;
  otherBefore = await exportOf(other.browser);

  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderrWrites.push(String(chunk));
    return true;
  });
  for (const method of ['error', 'warn'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      stderrWrites.push(args.map(String).join(' '));
    });
}, 120_000);

let otherSession: Browser;

afterAll(async () => {
  vi.restoreAllMocks();
  await google?.close();
  await testDb?.drop();
});

/** The path with its parameters filled: good values mostly, a bad one every fourth request. */
function pathFor(route: FuzzRoute, index: number): string {
  const params = route.params?.(targets) ?? {};
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (index % 4 === 3) return BAD_PATH_PARAMS[Math.floor(index / 4) % BAD_PATH_PARAMS.length] as string;
    const good = params[name] ?? ['x'];
    return encodeURIComponent(good[index % good.length] as string);
  });
}

function bodiesFor(route: FuzzRoute): FuzzBody[] {
  const name = `${route.method} ${route.path}`;
  const valid = route.valid?.(targets) ?? {};
  for (let count = BODIES_PER_ROUTE; count < 4 * BODIES_PER_ROUTE; count += 50) {
    const bodies = fuzzBodies(name, valid, count).filter(
      (body) => !(route.skip && typeof body.body === 'string' && route.skip(body.body)),
    );
    if (bodies.length >= BODIES_PER_ROUTE) return bodies;
  }
  throw new Error(`${name}: too few malformed bodies left after skipping valid ones`);
}

async function answerOf(request: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([request, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether an error answer has the API's shape: Larder's own, or better-auth's `{ code, message }`. */
function hasErrorShape(path: string, text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const own = (body as Partial<ErrorAnswer> | null)?.error;
  if (own && typeof own.code === 'string' && typeof own.message === 'string') return true;
  const theirs = body as { code?: unknown; message?: unknown } | null;
  return (
    path.startsWith('/api/auth/') &&
    typeof theirs?.message === 'string' &&
    (theirs.code === undefined || typeof theirs.code === 'string')
  );
}

interface FuzzRequest {
  index: number;
  label: string;
  sender: Sender;
  path: string;
  body: FuzzBody | null;
}

async function send(route: FuzzRoute, request: FuzzRequest, own: Browser | undefined) {
  const sender = request.sender === 'own' ? own : sessions[request.sender];
  const headers: Record<string, string> = { origin: PUBLIC_URL, 'x-forwarded-for': clientAddress() };
  if (sender?.cookies.size)
    headers.cookie = [...sender.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (request.index % 10 === 9) headers['x-timezone'] = TIMEZONES[request.index % TIMEZONES.length] as string;
  const where = `${route.method} ${request.path.slice(0, 120)} [${request.label.slice(0, 80)}] as ${request.sender}`;
  let response: Response;
  const started = performance.now();
  try {
    response = await answerOf(
      Promise.resolve(
        built.app.request(request.path, { method: route.method, headers, body: request.body?.body }),
      ),
    );
  } catch (error) {
    findings.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const text = await response.text();
  if (process.env.FUZZ_TRACE)
    appendFileSync(
      process.env.FUZZ_TRACE,
      `${Math.round(performance.now() - started)} ${response.status} ${where}\n`,
    );
  const tally = counts.get(`${route.method} ${route.path}`);
  if (tally) {
    tally.requests++;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  }
  if (response.status >= 500) findings.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
  else if (response.status >= 400 && !hasErrorShape(request.path, text))
    findings.push(`${where}: ${response.status} without the error shape: ${text.slice(0, 200)}`);
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

function requestsFor(route: FuzzRoute): FuzzRequest[] {
  const name = `${route.method} ${route.path}`;
  const takesBody = route.method !== 'GET';
  const bodies = takesBody ? bodiesFor(route) : [];
  const total = takesBody ? bodies.length : QUERIES_PER_ROUTE;
  const queries = fuzzQueries(name, route.query ?? [], takesBody ? Math.ceil(total / 8) : total);
  return Array.from({ length: total }, (_, index) => {
    const body = bodies[index] ?? null;
    const query = takesBody ? (index % 8 === 7 ? queries[Math.floor(index / 8)] : '') : queries[index];
    return {
      index,
      label: body?.label ?? `query ${index}`,
      sender: route.as[index % route.as.length] as Sender,
      path: `${pathFor(route, index)}${query ?? ''}`,
      body,
    };
  });
}

describe('the fuzz table', () => {
  it('lists every API route the app mounts and every better-auth endpoint, and nothing else', () => {
    const table = FUZZ_ROUTES.map((route) => `${route.method} ${route.path}`);
    const api = built.app.routes.filter((route) => route.path.startsWith('/api'));
    const mounted = api.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    // Routes for all methods are middleware (on a prefix of rows in the table) or catch-alls ("/*");
    // a handler for all methods at a path of its own would need rows of its own.
    const catchAll = api.filter(
      (route) =>
        route.method === 'ALL' &&
        !route.path.endsWith('*') &&
        !FUZZ_ROUTES.some((row) => row.path === route.path || row.path.startsWith(`${route.path}/`)),
    );
    const auth = Object.values(built.auth.api).flatMap((endpoint) => {
      const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
      if (!path) return [];
      return [options?.method ?? 'GET'].flat().map((method) => `${method} /api/auth${path}`);
    });
    const known = new Set([...mounted, ...auth]);
    expect(catchAll.map((route) => route.path)).toEqual([]);
    expect([...known].filter((route) => !table.includes(route))).toEqual([]);
    expect(table.filter((route) => !known.has(route))).toEqual([]);
    expect(new Set(table).size).toBe(table.length);
  });
});

describe('bad input of any shape gets a 4xx with the API error shape, never a 5xx', () => {
  it.each(FUZZ_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (name, route) => {
      const own = route.as.includes('own')
        ? (await signedInBrowser(built.app, testDb.database.db)).browser
        : undefined;
      counts.set(name, { requests: 0, statuses: new Map() });
      const before = findings.length;
      const requests = requestsFor(route);
      await inPool(requests, CONCURRENCY, (request) => send(route, request, own));
      const pool = testDb.database.pool;
      if (process.env.FUZZ_TRACE)
        appendFileSync(
          process.env.FUZZ_TRACE,
          `POOL ${name} total=${pool.totalCount} idle=${pool.idleCount} waiting=${pool.waitingCount}\n`,
        );
      expect(findings.slice(before)).toEqual([]);
      const minimum = route.method === 'GET' ? QUERIES_PER_ROUTE : BODIES_PER_ROUTE;
      expect(counts.get(name)?.requests).toBeGreaterThanOrEqual(minimum);
    },
    60_000,
  );
});

describe('after the fuzzing', () => {
  it('the saved things are intact, the other account untouched and nothing polluted', async () => {
    const main = sessions.account as Browser;
    const { items } = await json<{ items: { id: string }[] }>(await main.request('/api/pantry'));
    const canaryId = (canaryItem as { id: string }).id;
    expect(items.find((item) => item.id === canaryId)).toEqual(canaryItem);
    expect(await savedIds(main)).toEqual(expect.arrayContaining(savedBefore));
    const current = await json<{ plan: { id: string } | null }>(await main.request('/api/plans/current'));
    expect(current.plan).not.toBeNull();
    expect(await exportOf(otherSession)).toEqual(otherBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it("reached the admin's writes: a real support request answered and closed, an account disabled", async () => {
    for (const name of [
      'POST /api/admin/support/:id/reply',
      'PUT /api/admin/support/:id/status',
      'PUT /api/admin/users/:id/disabled',
    ]) {
      expect(counts.get(name)?.statuses.get(200) ?? 0, name).toBeGreaterThan(0);
    }
    const logged = await testDb.database.db.select({ action: adminActions.action }).from(adminActions);
    const actions = new Set(logged.map((line) => line.action));
    for (const action of ['support.reply', 'support.status', 'user.disable'])
      expect(actions).toContain(action);
  });

  it('the server logged no error and printed nothing to stderr', () => {
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.map((line) => line.slice(0, 300))).toEqual([]);
    expect(stderrWrites.map((line) => line.slice(0, 300))).toEqual([]);
  });
});
