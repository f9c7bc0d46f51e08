import { REDACTED, SECRET_KEY_NAME } from './scrub-secrets.ts';

const MAX_DEPTH = 8;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * What a log call was given, with the value of every property named like a secret (`password`,
 * `newPassword`, `token`, `cookie`, `authorization`, `params`, …) replaced by `[redacted]`, at any depth
 * and whatever its type. Copies only what it changes. Errors and other class instances are left to
 * their serializers (serialize-error.ts keeps an allow-list of fields). Then every line is scrubbed
 * again as text (scrub-secrets.ts).
 */
export function redactSecretKeys<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const redacted = redactSecretKeys(item, depth + 1);
      if (redacted === item) return;
      copy ??= [...value];
      copy[index] = redacted;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const inner = value[key];
    const redacted = SECRET_KEY_NAME.test(key) ? REDACTED : redactSecretKeys(inner, depth + 1);
    if (redacted === inner) continue;
    copy ??= { ...value };
    copy[key] = redacted;
  }
  return (copy ?? value) as T;
}
