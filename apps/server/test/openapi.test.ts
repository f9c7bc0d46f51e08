import { publicConfigSchema } from '@larder/domain/api/config';
import { errorBodySchema } from '@larder/domain/api/errors';
import { healthAnswer } from '@larder/domain/api/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AUTH_ADMIN_PATHS,
  DISABLED_AUTH_PATHS,
  OPENAPI_PLUGIN_PATHS,
} from '../src/platform/auth/create-auth.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

/**
 * The subset of OpenAPI 3.1 (spec.openapis.org/oas/v3.1.0) the document must keep to: a 3.1 version,
 * info, paths of operations under the HTTP methods, each operation with responses that all have a
 * description, parameters with a name, a place and a schema, and JSON content given by a schema.
 */
const reference = z.object({ $ref: z.string().startsWith('#/') });
const schemaObject = z.union([reference, z.record(z.string(), z.unknown())]);
const media = z.object({ schema: schemaObject }).loose();
const parameter = z
  .object({
    name: z.string().min(1),
    in: z.enum(['path', 'query', 'header', 'cookie']),
    required: z.boolean().optional(),
    schema: schemaObject,
  })
  .loose();
const response = z
  .object({ description: z.string().min(1), content: z.record(z.string(), media).optional() })
  .loose();
const operation = z
  .object({
    summary: z.string().optional(),
    description: z.string().optional(),
    operationId: z.string().optional(),
    tags: z.array(z.string()).optional(),
    parameters: z.array(z.union([reference, parameter])).optional(),
    requestBody: z
      .object({ content: z.record(z.string(), media) })
      .loose()
      .optional(),
    responses: z.record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), z.union([reference, response])),
  })
  .loose();
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const pathItem = z
  .object(Object.fromEntries(METHODS.map((method) => [method, operation.optional()])))
  .loose();
const openApi31 = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.object({ title: z.string().min(1), version: z.string().min(1) }).loose(),
    paths: z.record(z.string().startsWith('/'), pathItem),
    components: z
      .object({ schemas: z.record(z.string(), z.unknown()).optional() })
      .loose()
      .optional(),
  })
  .loose();
type Operation = z.infer<typeof operation>;
type Document = z.infer<typeof openApi31>;

let testDb: TestDatabase;
let built: ReturnType<typeof buildTestApp>;
let raw: unknown;
let document: Document;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Every optional route mounted: Google (better-auth's generic OAuth), Apple, and the dev mailbox.
  built = buildTestApp({
    env: testEnv({
      GOOGLE_CLIENT_ID: 'larder-web.apps.example',
      GOOGLE_CLIENT_SECRET: 'stand-in-secret',
      APPLE_CLIENT_ID: 'com.larder.app',
    }),
    database: testDb.database,
    mailbox: { messages: () => [] },
    version: '4.5.6',
  });
  const answer = await built.app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  raw = await answer.json();
  document = openApi31.parse(raw);
}, 60_000);
afterAll(() => testDb?.drop());

/** `/api/pantry/items/:id` as OpenAPI writes it: `/api/pantry/items/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const found = item[method];
      return found ? [{ method: method.toUpperCase(), path, operation: found as Operation }] : [];
    }),
  );
}

/** The better-auth endpoints reachable over HTTP (the openAPI and admin plugins' own are switched off). */
function betterAuthRoutes(): string[] {
  return Object.values(built.auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path || DISABLED_AUTH_PATHS.includes(path)) return [];
    return [options?.method ?? 'GET'].flat().map((method) => `${method} /api/auth${openApiPath(path)}`);
  });
}

/** Larder's own routes under /api, as `METHOD /path/{param}` (better-auth's are behind one catch-all). */
function larderRoutes(): string[] {
  return built.app.routes
    .filter((route) => route.path.startsWith('/api') && route.method !== 'ALL')
    .map((route) => `${route.method} ${openApiPath(route.path)}`);
}

/**
 * The operations Larder declares itself (better-auth's plugin describes the rest, including get-session,
 * which Larder mounts only to answer it from the session cache with better-auth's own answer).
 */
const larderOperations = () =>
  operations().filter(
    ({ method, path }) =>
      larderRoutes().includes(`${method} ${path}`) && !betterAuthRoutes().includes(`${method} ${path}`),
  );

describe('GET /api/openapi.json', () => {
  it('documents every route the app mounts under /api, better-auth endpoints included, and no other', () => {
    const documented = operations().map(({ method, path }) => `${method} ${path}`);
    const mounted = larderRoutes();
    const auth = betterAuthRoutes();
    expect(auth.length).toBeGreaterThan(30);
    const known = new Set([...mounted, ...auth]);
    expect([...known].filter((route) => !documented.includes(route)).sort()).toEqual([]);
    expect(documented.filter((route) => !known.has(route)).sort()).toEqual([]);
    expect(documented).toContain('GET /api/openapi.json');
  });

  it('is OpenAPI 3.1 in shape: every $ref resolves and every path parameter is declared', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toBe('4.5.6');
    const refs = JSON.stringify(raw).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    const unresolved = refs
      .map((ref) => ref.slice('"$ref":"'.length, -1))
      .filter((ref) => {
        const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
        const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
        return !section || !name || !(name in (components[section] ?? {}));
      });
    expect(unresolved).toEqual([]);
    for (const { method, path, operation } of operations()) {
      const declared = (operation.parameters ?? []).flatMap((p) => ('in' in p && p.in === 'path' ? [p] : []));
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath.sort());
      expect(
        declared.every((p) => p.required === true),
        `${method} ${path}`,
      ).toBe(true);
      const ids = operations().filter((other) => other.operation.operationId === operation.operationId);
      if (operation.operationId) expect(ids, operation.operationId).toHaveLength(1);
    }
  });

  it('gives every Larder operation a success answer, and every error answer content', () => {
    for (const { method, path, operation } of larderOperations()) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${method} ${path}: ${statuses}`,
      ).toBe(true);
      for (const status of statuses.filter((code) => /^[45]/.test(code))) {
        const answer = response.parse(operation.responses[status]);
        expect(answer.content?.['application/json'], `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it("lists the errors every Larder route can answer with, in Larder's error shape", () => {
    const own = larderOperations();
    expect(own.length).toBeGreaterThan(30);
    for (const { method, path, operation } of own) {
      const statuses = Object.keys(operation.responses);
      const where = `${method} ${path}: ${statuses}`;
      // Every write can be refused by the origin check; every body can be malformed or too large.
      if (method !== 'GET') expect(statuses, where).toContain('403');
      if (operation.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(['400', '413']));
      if (path.includes('{')) expect(statuses, where).toContain('404');
      // Under /api/auth, Larder's sign-in routes pass some of better-auth's own answers on.
      const shapes = path.startsWith('/api/auth/')
        ? /#\/components\/schemas\/(Auth)?Error"/
        : /#\/components\/schemas\/Error"/;
      for (const status of statuses.filter((code) => /^4/.test(code))) {
        const schema = JSON.stringify(response.parse(operation.responses[status]).content);
        expect(schema, `${where} ${status}`).toMatch(shapes);
      }
    }
    const error = JSON.stringify(document.components?.schemas?.Error);
    for (const field of ['code', 'message', 'field', 'validation_failed', 'database_unavailable'])
      expect(error).toContain(field);
  });

  it('describes what the routes answer: real answers fit their schemas', async () => {
    const health = await built.app.request('/api/health');
    expect(healthAnswer.safeParse(await health.json()).success).toBe(true);
    const config = await built.app.request('/api/config');
    expect(publicConfigSchema.strict().safeParse(await config.json()).success).toBe(true);
    const refused = await built.app.request('/api/pantry/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [] }),
    });
    expect(refused.status).toBe(401);
    expect(errorBodySchema.strict().safeParse(await refused.json()).success).toBe(true);
  });

  it("serves better-auth's paths from its openAPI plugin, not the plugin's own pages", async () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/get-session', '/api/auth/sign-in/email']));
    for (const path of OPENAPI_PLUGIN_PATHS) {
      const answer = await built.app.request(`/api/auth${path}`);
      expect(answer.status).toBe(404);
      expect(errorBodySchema.safeParse(await answer.json()).success).toBe(true);
    }
  });

  it("does not serve the admin plugin's endpoints: /api/admin is the audited way to change accounts", async () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/admin/'))).toEqual([]);
    for (const path of AUTH_ADMIN_PATHS) {
      for (const method of ['GET', 'POST']) {
        const answer = await built.app.request(`/api/auth${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});
