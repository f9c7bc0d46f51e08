import type { ErrorBody, ErrorCode } from '@larder/domain/api/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The status of each of the contract's error codes (`@larder/domain/api/errors`). */
const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  allowance_used: 429,
  service_unavailable: 503,
  database_unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { field?: string; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** How long clients are asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function databaseUnavailable(): AppError {
  return new AppError(
    'database_unavailable',
    'Larder cannot reach its database right now. Please try again in a moment.',
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  );
}
