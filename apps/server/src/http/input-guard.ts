import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.ts';

const NUL = '\u0000';
const MAX_DEPTH = 32;

/**
 * The path ("items.0.name") of the first string or key holding a NUL character, or null. PostgreSQL
 * cannot store NUL in text, so such input must be refused before it reaches a query.
 */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'body' : null;
  if (!value || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\u0000')].join('.');
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function nulRefused(field: string): AppError {
  return new AppError('validation_failed', `${field}: Text must not contain NUL (\\u0000) characters.`, {
    field,
  });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Refuses NUL characters anywhere in a request to the API (path, query, JSON body) with a 400 that
 * names the field, before any route, better-auth included, can pass them to PostgreSQL.
 */
export function inputGuard() {
  return createMiddleware(async (c, next) => {
    if (decoded(c.req.path).includes(NUL)) throw nulRefused('path');
    const url = new URL(c.req.url);
    for (const [name, value] of url.searchParams) {
      if (name.includes(NUL) || value.includes(NUL)) throw nulRefused(name.replaceAll(NUL, '\\u0000'));
    }
    const type = c.req.header('content-type') ?? '';
    if (c.req.raw.body && !type.startsWith('multipart/')) {
      // Cloned, so that better-auth, which reads the raw request, still gets the body.
      const text = await c.req.raw.clone().text();
      if (text.includes(NUL)) throw nulRefused('body');
      if (text.includes('\\u0000')) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const field = findNul(body);
        if (field) throw nulRefused(field);
      }
    }
    await next();
  });
}
