import { ApiError, NetworkError } from './api-client.ts';

/** An error from /api/auth/*, with the wait the server asked for on 429 (`Retry-After`, seconds). */
export class AuthApiError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, code, message);
    this.name = 'AuthApiError';
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  error?: { code?: string; message?: string } | string;
}

/** Reads both error shapes: better-auth's `{ code, message }` and Larder's `{ error: { code, message } }`. */
function errorFrom(status: number, body: ErrorBody | null, retryAfter: string | null): AuthApiError {
  const nested = typeof body?.error === 'object' ? body.error : undefined;
  const code = nested?.code ?? body?.code ?? (status === 429 ? 'RATE_LIMITED' : 'unknown');
  const message = nested?.message ?? body?.message ?? 'Please try again.';
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return new AuthApiError(status, code, message, Number.isFinite(seconds) ? seconds : null);
}

/**
 * Calls better-auth under /api/auth with plain fetch (no client library: it keeps the bundle small).
 * POSTs always send a JSON body, as better-auth expects one.
 */
export async function authApi<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(init.json ?? {}) : undefined,
    });
  } catch {
    throw new NetworkError();
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw errorFrom(response.status, body as ErrorBody | null, response.headers.get('retry-after'));
  }
  return body as T;
}
