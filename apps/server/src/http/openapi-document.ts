import type { OpenAPIHono } from '@hono/zod-openapi';
import { type Auth, DISABLED_AUTH_PATHS } from '../platform/auth/create-auth.ts';

/** Where better-auth's own endpoints are mounted. */
export const AUTH_PREFIX = '/api/auth';

/** What a document holds, as far as merging reads it (better-auth's own types differ from openapi3-ts's). */
type Section = Record<string, unknown>;
type Described = { paths?: Section; components?: { schemas?: Section; securitySchemes?: Section } };
type Document = Described & Section;

/** A path of a document describing `prefix`'s routes, as the whole app serves it. */
function prefixed(paths: Section, prefix: string): Section {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [path === '/' ? prefix : `${prefix}${path}`, item]),
  );
}

/** better-auth's paths less those it does not serve over HTTP. */
function served(paths: Section): Section {
  return Object.fromEntries(Object.entries(paths).filter(([path]) => !DISABLED_AUTH_PATHS.includes(path)));
}

/** better-auth's paths and schemas (User, Session…) beside Larder's: the same name twice would hide one. */
function merged(what: string, own: Section = {}, theirs: Section = {}): Section {
  for (const name of Object.keys(theirs)) {
    if (name in own) throw new Error(`OpenAPI: better-auth and Larder both describe the ${what} ${name}`);
  }
  return { ...own, ...theirs };
}

/**
 * The one OpenAPI 3.1 document of `/api` (decision 017): Larder's routes as declared with their domain
 * schemas, and better-auth's endpoints as its openAPI plugin describes them, under /api/auth. Made once,
 * on the first request (every route is mounted by then), and kept.
 */
export function openApiDocument(
  api: Pick<OpenAPIHono, 'getOpenAPI31Document'>,
  auth: Auth,
  release: string,
): () => Promise<Document> {
  let made: Promise<Document> | undefined;
  const make = async (): Promise<Document> => {
    const own = api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Larder API',
        version: release,
        description:
          'Errors: `{ "error": { "code", "message", "field"? } }`; better-auth\'s own endpoints under /api/auth answer `{ "code", "message" }`. Cookie-carrying writes must come from Larder\'s pages; the native app sends `Authorization: Bearer <token>`.',
      },
    });
    const theirs: Described = await auth.api.generateOpenAPISchema();
    return {
      ...own,
      paths: merged(
        'path',
        prefixed(own.paths ?? {}, '/api'),
        prefixed(served(theirs.paths ?? {}), AUTH_PREFIX),
      ),
      components: {
        ...own.components,
        schemas: merged('schema', own.components?.schemas, theirs.components?.schemas),
        securitySchemes: {
          ...theirs.components?.securitySchemes,
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: "The web app's session (anonymous cooks get one on their first visit)",
          },
        },
      },
    };
  };
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
