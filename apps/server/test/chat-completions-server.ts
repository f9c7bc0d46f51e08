import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received, as sent on the wire. */
export interface ChatRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: {
      type: string;
      json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
    };
  };
}

/** What the next request gets: an answer whose message content is this text, an HTTP error, or no answer. */
export type Reply = { content: string } | { status: number } | 'hang';

/**
 * A stand-in for an OpenAI-compatible API on loopback (`POST /v1/chat/completions`), speaking the real
 * chat completions wire format. Replies are played in order; "hang" never answers (until the client gives
 * up or the server closes).
 */
export async function startChatServer() {
  const requests: ChatRequest[] = [];
  const replies: Reply[] = [];
  const hanging = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
      return;
    }
    requests.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
    });
    const reply = replies.shift() ?? { status: 500 };
    if (reply === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: requests.at(-1)?.body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
      }),
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(400);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues the replies for the next requests, in order. */
    reply: (...next: Reply[]) => {
      replies.length = 0;
      replies.push(...next);
      requests.length = 0;
    },
    /** How many requests are waiting for an answer that will not come. */
    hangingCount: () => hanging.size,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
