import { type $ZodIssue, type $ZodType, type output, safeParse } from 'zod/v4/core';

/**
 * The one way the web app talks to /api, better-auth's routes under /api/auth included. Each call names
 * the endpoint's response schema (packages/domain/src/api); the answer is checked against it, so a
 * screen only ever sees what the contract says. Endpoint calls live in `features/<f>/api/*.ts`.
 */

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

/** The code of an ApiError for an answer that does not match the endpoint's schema. */
export const UNEXPECTED_ANSWER = 'unexpected_answer';
export const UNEXPECTED_ANSWER_MESSAGE =
  'Larder got an answer it could not read. Please reload the page and try again.';

/** What is known of an answer that did not match its schema (never its content: it may be personal). */
export interface UnexpectedAnswer {
  method: string;
  /** Without the query string, which may carry a token. */
  path: string;
  status: number;
  /** Where the answer differs from the schema, such as `items.0.place: Invalid option`. */
  problems: string;
}

const listeners = new Set<(answer: UnexpectedAnswer) => void>();
const told = new Set<string>();

/** Hears each kind of unexpected answer once per page load (the app reports it to the server). */
export function onUnexpectedAnswer(listener: (answer: UnexpectedAnswer) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function describe(issues: readonly $ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return issues.length > 5 ? `${parts.join('; ')}; …` : parts.join('; ');
}

function tell(answer: UnexpectedAnswer): void {
  // Once per resource and problem: the same mismatch on every item of a list is one report.
  const key = `${answer.method} ${answer.path.split('/')[1] ?? ''} ${answer.problems}`;
  if (told.has(key)) return;
  told.add(key);
  for (const listener of listeners) listener(answer);
}

/** The steps of a call, as they really happen: the request left, the answer's headers came, its body was read. */
export type ApiProgress = 'sent' | 'headers' | 'body';

export type ApiInit = RequestInit & { json?: unknown; onProgress?: (step: ApiProgress) => void };

/** The cook's timezone (an IANA name), so the server counts "today" as the cook's day. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
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
 * Calls `/api${path}` and answers its body as `schema` says it is. A refusal is an ApiError with the
 * server's code and message; an answer that does not match the schema is an ApiError with code
 * `unexpected_answer` (heard once by `onUnexpectedAnswer`); no network is a NetworkError.
 */
export async function api<S extends $ZodType>(
  path: string,
  schema: S,
  init: ApiInit = {},
): Promise<output<S>> {
  const { json, headers, onProgress, ...rest } = init;
  const zone = timeZone();
  let response: Response;
  try {
    const sending = fetch(`/api${path}`, {
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
  const checked = safeParse(schema, body);
  if (checked.success) return checked.data;
  tell({
    method: (rest.method ?? 'GET').toUpperCase(),
    path: `/api${path.split('?')[0] ?? ''}`,
    status: response.status,
    problems: describe(checked.error.issues),
  });
  throw new ApiError(response.status, UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_MESSAGE);
}
