/** Node socket errors that mean the database server cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL errors that mean the server is going away or not ready (SQLSTATE 57P01-57P03, class 08). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03']);

/** pg's own messages for a connection that ended or never opened. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended|the database system is (?:starting up|shutting down|in recovery mode)/i;

/**
 * True when the error (or one of its causes: drizzle and better-auth wrap the driver's error) says the
 * database cannot be reached, rather than that a query was wrong.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08/.test(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((item) => isConnectionError(item))) return true;
    current = cause;
  }
  return false;
}

/** The SQLSTATE of a PostgreSQL error, found through the causes drizzle and better-auth wrap it in. */
export function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** SQLSTATE 23505: two requests raced to make the same thing (an account for one address). */
export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';

/**
 * True when the request waited past the pool's timeout for one of its connections (drizzle wraps the
 * driver's error as the cause of its own): the pool is busy, every connection at work, which says
 * nothing about whether PostgreSQL can be reached.
 */
export function isPoolBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message === 'timeout exceeded when trying to connect') return true;
    current = current.cause;
  }
  return false;
}
