import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { errorBodySchema } from '@larder/domain/api/errors';
import type { z } from 'zod';

/** What each error status of Larder's API means; a route lists the ones it can answer with. */
const ERROR_MEANINGS = {
  400: '`validation_failed` naming the `field` (a NUL character anywhere counts), or `bad_request` (not JSON)',
  401: '`unauthorized`: no session (or, where an account is needed, an anonymous one)',
  403: '`forbidden`: a cookie-carrying write from a page that is not Larder, or not allowed for this user',
  404: '`not_found`: no such thing for this user',
  409: '`conflict`: another request made it first, or the change does not apply',
  413: '`payload_too_large`: the body is over its limit (1 MB for JSON)',
  422: '`unprocessable`: the input is well formed, but nothing could be made of it (no recipe on that page)',
  429: '`rate_limited` (try later) or, for recipes, `allowance_used`',
  503: '`database_unavailable` with `Retry-After` while PostgreSQL is unreachable',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof errorBodySchema } };
};

/** The error answers of a route, each `{ error: { code, message, field? } }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  const entries = statuses.map((status) => [
    status,
    { description: ERROR_MEANINGS[status], content: { 'application/json': { schema: errorBodySchema } } },
  ]);
  return Object.fromEntries(entries) as Record<S, ErrorResponse>;
}

/** A JSON answer of the contract. */
export function jsonAnswer<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A JSON request body of the contract. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/**
 * Puts a route in the app's OpenAPI document as declared (body, parameters, answers, errors), and hands
 * `openapi()` the same route without its request part: the handler reads its input itself, with
 * `parseJsonBody` and the same domain schema, so a session is checked before the body, rate limits count
 * where they did, and every message and status stays what the spec says (decision 017).
 */
export function documented<R extends RouteConfig>(
  app: Pick<OpenAPIHono, 'openAPIRegistry'>,
  route: R,
): Omit<R, 'request'> & { hide: true } {
  const { middleware: _middleware, hide: _hide, ...described } = route;
  app.openAPIRegistry.registerPath(described);
  const { request: _request, ...unchecked } = route;
  return { ...unchecked, hide: true };
}
