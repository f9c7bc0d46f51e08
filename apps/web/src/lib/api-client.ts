import type { z } from 'zod';
import { deviceZone } from './local-day.ts';
import { isNativeApp } from './platform.ts';

/**
 * The one way the web app talks to /api, better-auth's routes under /api/auth included. Each call names
 * its answer as the contract declares it (`Answer<typeof schema>`, packages/domain/src/api): types only,
 * so no validation library reaches the first screen. The server's handlers are type-checked against the
 * same schemas (@hono/zod-openapi), and what the device reads back from its own storage is validated
 * (lib/outbox.ts). Endpoint calls live in `features/<f>/api/*.ts` (decision 017).
 */

/** What an endpoint answers, from its schema in the contract. */
export type Answer<S extends z.ZodType> = z.output<S>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The wait the server asked for (`Retry-After`, in seconds), when it asked for one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor() {
    super('Unable to connect to the server. Please check your internet connection.');
    this.name = 'NetworkError';
  }
}

/**
 * What went wrong with a call, for a toast or a form: offline, the server's own message (without the
 * name of the field it is about), or "Please try again."
 */
export function failureText(error: unknown): string {
  if (error instanceof NetworkError) return "You're offline. Try again once you're back online.";
  if (!(error instanceof ApiError)) return 'Please try again.';
  return error.field && error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message;
}

/** The steps of a call, as they really happen: the request left, the answer's headers came, its body was read. */
export type ApiProgress = 'sent' | 'headers' | 'body';

export type ApiInit = RequestInit & { json?: unknown; onProgress?: (step: ApiProgress) => void };

let knownZone: { zone: string | undefined } | null = null;
let watchingVisibility = false;

/**
 * The cook's timezone (an IANA name), so the server counts "today" as the cook's day. Found once (making
 * a DateTimeFormat costs a phone tens of milliseconds) and again when the app comes back to the screen,
 * in case the cook has travelled.
 */
function timeZone(): string | undefined {
  if (knownZone) return knownZone.zone;
  const zone = deviceZone();
  if (!watchingVisibility && typeof document !== 'undefined') {
    watchingVisibility = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') knownZone = null;
    });
  }
  knownZone = { zone };
  return zone;
}

const read = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Reads both error shapes: Larder's `{ error: { code, message, field } }` and better-auth's `{ code, message }`. */
function errorFrom(status: number, body: unknown, retryAfter: string | null): ApiError {
  const nested = read(body, 'error');
  const code =
    text(read(nested, 'code')) ?? text(read(body, 'code')) ?? (status === 429 ? 'RATE_LIMITED' : 'unknown');
  const message = text(read(nested, 'message')) ?? text(read(body, 'message')) ?? 'Please try again.';
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return new ApiError(
    status,
    code,
    message,
    text(read(nested, 'field')),
    Number.isFinite(seconds) ? seconds : null,
  );
}

/**
 * Calls `/api${path}` and answers its body, of the type the contract gives it (`T`, an `Answer<…>`). A
 * refusal is an ApiError with the server's code and message; no network is a NetworkError.
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, headers, onProgress, ...rest } = init;
  const zone = timeZone();
  // The native app calls the server by its address, with a bearer token instead of a cookie.
  const send = isNativeApp() ? (await import('./native-api.ts')).nativeFetch : fetch;
  let response: Response;
  try {
    const sending = send(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(zone ? { 'x-timezone': zone } : {}),
        ...headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
    onProgress?.('sent');
    response = await sending;
  } catch {
    throw new NetworkError();
  }
  onProgress?.('headers');
  const answer = await response.text().catch(() => '');
  onProgress?.('body');
  let body: unknown = null;
  try {
    body = answer ? JSON.parse(answer) : null;
  } catch {
    body = answer;
  }
  if (!response.ok) throw errorFrom(response.status, body, response.headers.get('retry-after'));
  // The contract's answer: the server's handler for this route is type-checked against the same schema.
  return body as T;
}
