/**
 * A stand-in for Meta's Graph API conversions endpoint on loopback, for integration tests: a real HTTP
 * server that takes `POST /{version}/{pixel id}/events` as Meta does, records every request as it came
 * (path, query, headers, JSON body) and answers what the test scripted.
 *
 * Checked as Meta checks them: the path's version (v23.0) and pixel id (else 400, code 100); a JSON body
 * (else 400); `access_token` in the body equal to the one given (else 400, code 190, as for an invalid
 * token); `data` a list of 1 to 1000 events, each with `event_name`, a whole `event_time` and an
 * `action_source` (else 400, code 100). An accepted post answers 200 `{ events_received, messages,
 * fbtrace_id }`. `answerNext` scripts the next answers instead: a status (with Meta's error body for
 * it) or `'drop'` (the connection is closed without an answer, a network error for the sender).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphRequest {
  method: string;
  path: string;
  /** The query string, '' when there is none. */
  query: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or the text when it was not JSON. */
  body: unknown;
  /** What the stand-in answered (0: the connection was dropped). */
  status: number;
}

export type ScriptedAnswer = number | 'drop';

export interface GraphApiService {
  /** `http://127.0.0.1:PORT`: META_GRAPH_URL. */
  url: string;
  requests(): readonly GraphRequest[];
  /** The next requests get these answers, in order, whatever they hold. */
  answerNext(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;
const PATH = /^\/(v\d+\.\d+)\/([^/]+)\/events$/;

/** Meta's error body for a status, as the Graph API words it. */
function metaError(status: number, message?: string, code?: number) {
  const fbtrace_id = randomBytes(8).toString('base64url');
  if (status === 429)
    return { error: { message: 'Calls to this api have exceeded the rate limit.', code: 4, fbtrace_id } };
  if (status >= 500)
    return {
      error: {
        message: 'An unexpected error has occurred. Please retry your request later.',
        type: 'OAuthException',
        is_transient: true,
        code: 2,
        fbtrace_id,
      },
    };
  return {
    error: {
      message: message ?? 'Invalid parameter',
      type: 'OAuthException',
      code: code ?? 100,
      error_subcode: 2804003,
      error_user_msg: 'The event was refused.',
      fbtrace_id,
    },
  };
}

function eventProblem(event: unknown): string | null {
  if (!event || typeof event !== 'object') return 'an event is not an object';
  const { event_name, event_time, action_source } = event as Record<string, unknown>;
  if (typeof event_name !== 'string' || !event_name) return 'event_name is missing';
  if (typeof event_time !== 'number' || !Number.isInteger(event_time))
    return 'event_time is not whole seconds';
  if (typeof action_source !== 'string') return 'action_source is missing';
  return null;
}

export async function startGraphApiService(expected: {
  pixelId: string;
  accessToken: string;
  version?: string;
}): Promise<GraphApiService> {
  const version = expected.version ?? 'v23.0';
  const recorded: GraphRequest[] = [];
  const script: ScriptedAnswer[] = [];

  function judge(path: string, body: unknown): { status: number; answer: unknown } {
    const match = PATH.exec(path);
    if (!match || match[1] !== version || match[2] !== expected.pixelId)
      return { status: 400, answer: metaError(400, `Unsupported post request: ${path}`, 100) };
    if (!body || typeof body !== 'object')
      return { status: 400, answer: metaError(400, 'The body is not JSON') };
    const { access_token, data } = body as { access_token?: unknown; data?: unknown };
    if (access_token !== expected.accessToken)
      return {
        status: 400,
        answer: metaError(400, 'Invalid OAuth access token - Cannot parse access token', 190),
      };
    if (!Array.isArray(data) || data.length < 1 || data.length > 1000)
      return { status: 400, answer: metaError(400, 'data must be a list of 1 to 1000 events') };
    const problem = data.map(eventProblem).find(Boolean);
    if (problem) return { status: 400, answer: metaError(400, `Invalid parameter: ${problem}`) };
    const fbtrace_id = randomBytes(8).toString('base64url');
    return { status: 200, answer: { events_received: data.length, messages: [], fbtrace_id } };
  }

  function handle(request: IncomingMessage, response: ServerResponse, text: string) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: judged as not JSON.
    }
    const entry: GraphRequest = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body,
      status: 0,
    };
    recorded.push(entry);
    const scripted = script.shift();
    if (scripted === 'drop') {
      request.socket.destroy();
      return;
    }
    const judged =
      request.method !== 'POST'
        ? { status: 405, answer: metaError(405, 'Unsupported method') }
        : scripted !== undefined
          ? { status: scripted, answer: metaError(scripted) }
          : judge(url.pathname, typeof body === 'string' ? null : body);
    entry.status = judged.status;
    response
      .writeHead(judged.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(judged.answer));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) request.socket.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => recorded,
    answerNext: (...answers) => {
      script.push(...answers);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
