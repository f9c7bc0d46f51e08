import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.ts';
import { hasBody } from './request-body.ts';

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

/** Deeper JSON than any route reads; better-auth's own JSON.stringify would overflow the stack on it. */
export const MAX_JSON_NESTING = 64;

/** How deeply the JSON text nests arrays and objects, counted without parsing (stops past the limit). */
export function jsonNesting(text: string, limit = MAX_JSON_NESTING): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92)
        i++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 93 || char === 125) depth--;
  }
  return deepest;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Refuses NUL characters anywhere in a request to the API (path, query, JSON or form body) with a 400
 * that names the field, before any route, better-auth included, can pass them to PostgreSQL; and JSON
 * nested deeper than any route reads.
 */
export function inputGuard() {
  return createMiddleware(async (c, next) => {
    const path = c.req.path;
    if ((path.includes('%') ? decoded(path) : path).includes(NUL)) throw nulRefused('path');
    if (c.req.url.includes('?')) {
      for (const [name, value] of new URL(c.req.url).searchParams) {
        if (name.includes(NUL) || value.includes(NUL)) throw nulRefused(name.replaceAll(NUL, '\\u0000'));
      }
    }
    const type = c.req.header('content-type') ?? '';
    if (hasBody(c) && !type.startsWith('multipart/')) {
      // Cloned, so that better-auth, which reads the raw request, still gets the body.
      const text = await c.req.raw.clone().text();
      if (text.includes(NUL)) throw nulRefused('body');
      if (type.includes('x-www-form-urlencoded')) {
        for (const [name, value] of new URLSearchParams(text)) {
          if (name.includes(NUL) || value.includes(NUL)) throw nulRefused(name.replaceAll(NUL, '\\u0000'));
        }
      }
      if (jsonNesting(text) > MAX_JSON_NESTING) {
        throw new AppError(
          'validation_failed',
          `body: JSON may nest at most ${MAX_JSON_NESTING} levels deep.`,
        );
      }
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
