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

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new NetworkError();
  }
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: { code?: string; message?: string; field?: string } })
    | null;
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
