import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { findNul, nulRefused } from './input-guard.ts';

/**
 * Reads a JSON body and validates it with a shared zod schema. Bad JSON or a failing rule becomes a 400
 * that names the field and carries the rule's own message.
 */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'The request body must be valid JSON.');
  }
  return checkBody(schema, body);
}

/** Validates a value already read (a multipart form's JSON field, say) the way `parseJsonBody` does. */
export function checkBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const nul = findNul(body);
  if (nul) throw nulRefused(nul);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    const message = issue
      ? field
        ? `${field}: ${issue.message}`
        : issue.message
      : 'The request is not valid.';
    throw new AppError('validation_failed', message, field ? { field } : undefined);
  }
  return parsed.data;
}
