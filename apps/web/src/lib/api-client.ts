/** The one way the web app talks to /api. Errors come back in the server's `{ error: { code, message } }` shape. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
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
  const text = await response.text().catch(() => '');
  onProgress?.('body');
  let body: (T & { error?: { code?: string; message?: string; field?: string } }) | null = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = body?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? 'Please try again.',
      error?.field,
    );
  }
  return body as T;
}
