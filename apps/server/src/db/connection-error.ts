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

/** The error and the causes drizzle and better-auth wrap the driver's error in, five deep at most. */
function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let current = error; chain.length < 5 && current && typeof current === 'object'; ) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * True when the error (or one of its causes) says the database cannot be reached, rather than that a
 * query was wrong.
 */
export function isConnectionError(error: unknown): boolean {
  return causeChain(error).some((current) => {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08/.test(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    return Array.isArray(errors) && errors.some((item) => isConnectionError(item));
  });
}

/** The SQLSTATE of a PostgreSQL error, found through the causes it is wrapped in. */
export function postgresCode(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
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
  return causeChain(error).some(
    (current) => current instanceof Error && current.message === 'timeout exceeded when trying to connect',
  );
}
