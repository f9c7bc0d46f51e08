/** What a log line keeps of an error: never its other properties (a query's `params`, a request's headers). */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError | string;
}

const MAX_CAUSES = 3;

/**
 * Serializes an error for the log from an allow-list of fields. Drivers and HTTP clients hang what they
 * were given on their errors (drizzle's `params`, fetch's `request`); none of it is logged.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : String(error);
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = { type: error.name, message: error.message };
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.stack) logged.stack = error.stack;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
