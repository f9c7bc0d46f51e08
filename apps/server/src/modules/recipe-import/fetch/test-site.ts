/**
 * Test-only helpers for the fetch tests: tiny web servers on the loopback interface that count every
 * connection and request they get, and a self-signed certificate for `recipes.test`. Never imported by
 * the server itself.
 */
import { once } from 'node:events';
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server, Socket } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createSecureContext } from 'node:tls';

export type Site = {
  port: number;
  /** Every request the site received, in order. */
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** TCP connections accepted (a refused fetch must leave this at 0). */
  connections: () => number;
  /** SNI names seen by a TLS site. */
  servernames: string[];
  close: () => Promise<void>;
};

async function listen(server: Server, host: string, port: number): Promise<number> {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function track(server: Server, sockets: Set<Socket>, count: { n: number }) {
  server.on('connection', (socket: Socket) => {
    count.n += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
}

function closer(servers: Server[], sockets: Set<Socket>) {
  return async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  };
}

/** An HTTP site on 127.0.0.1 answering with `handler`. */
export async function startSite(handler: RequestListener): Promise<Site> {
  const requests: Site['requests'] = [];
  const count = { n: 0 };
  const sockets = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    res.on('error', () => {});
    handler(req, res);
  });
  track(server, sockets, count);
  const port = await listen(server, '127.0.0.1', 0);
  return { port, requests, connections: () => count.n, servernames: [], close: closer([server], sockets) };
}

/**
 * A raw TCP site on 127.0.0.1: once the request head is in, `answer` writes whatever bytes it likes
 * (for responses Node's HTTP server refuses to produce, like a body read until the connection closes).
 */
export async function startRawSite(answer: (socket: Socket) => void): Promise<Site> {
  const requests: Site['requests'] = [];
  const count = { n: 0 };
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      requests.push({ url: head.split(' ')[1] ?? '', headers: {} });
      answer(socket);
    };
    socket.on('data', onData);
  });
  track(server, sockets, count);
  const port = await listen(server, '127.0.0.1', 0);
  return { port, requests, connections: () => count.n, servernames: [], close: closer([server], sockets) };
}

/**
 * A site that must never be reached: it listens on 127.0.0.1 and, where the machine has IPv6, on ::1
 * at the same port, and only counts connections.
 */
export async function startTrap(): Promise<Site> {
  const count = { n: 0 };
  const sockets = new Set<Socket>();
  const v4 = createNetServer((socket) => socket.destroy());
  const servers: Server[] = [v4];
  track(v4, sockets, count);
  const port = await listen(v4, '127.0.0.1', 0);
  const v6 = createNetServer((socket) => socket.destroy());
  track(v6, sockets, count);
  try {
    await listen(v6, '::1', port);
    servers.push(v6);
  } catch {
    // No IPv6 loopback here (or the port is taken on it): the IPv4 trap still counts.
  }
  return { port, requests: [], connections: () => count.n, servernames: [], close: closer(servers, sockets) };
}

/** An HTTPS site on 127.0.0.1 with a self-signed certificate for `recipes.test`. */
export async function startTlsSite(handler: RequestListener): Promise<Site> {
  const servernames: string[] = [];
  const count = { n: 0 };
  const sockets = new Set<Socket>();
  const context = createSecureContext({ key: TEST_KEY, cert: TEST_CERT });
  const server = createHttpsServer(
    {
      key: TEST_KEY,
      cert: TEST_CERT,
      // SNI arrives in the ClientHello, before the client can refuse the certificate.
      SNICallback: (servername, callback) => {
        servernames.push(servername);
        callback(null, context);
      },
    },
    handler,
  );
  server.on('tlsClientError', () => {});
  track(server, sockets, count);
  const port = await listen(server, '127.0.0.1', 0);
  return { port, requests: [], connections: () => count.n, servernames, close: closer([server], sockets) };
}

/** `size` bytes of `fill`, streamed in 64 KiB chunks with back-pressure, ignoring a reader that leaves. */
export function streamBytes(size: number, fill = 'a'): Readable {
  const chunk = Buffer.alloc(64 * 1024, fill);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    })(),
  );
}

/** Pipes a stream into a destination, swallowing the error a reader that hangs up causes. */
export function pour(source: Readable, destination: NodeJS.WritableStream): void {
  pipeline(source, destination).catch(() => {});
}

// Self-signed EC P-256 certificate for DNS:recipes.test, valid for a century. Test use only.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgYPmKMb3vHihXZZ4q
VyLyooAwU5mJ2EDuJFoeOUpsdf6hRANCAATHyKA5HSuN/7AQj9FXBam6V/7YUd1k
U7KgC0wcTbZJ8f4JrxpEwx3uYXo6nptl0Ywm3YYLG/VNo5pk92gma7ur
-----END PRIVATE KEY-----
`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBnjCCAUSgAwIBAgIUcQ+oJYgX9gQ89ASQnCtnKAUQHO0wCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMcmVjaXBlcy50ZXN0MCAXDTI2MTEyOTE5MDMwMFoYDzIxMjYx
MTA1MTkwMzAwWjAXMRUwEwYDVQQDDAxyZWNpcGVzLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAATHyKA5HSuN/7AQj9FXBam6V/7YUd1kU7KgC0wcTbZJ8f4J
rxpEwx3uYXo6nptl0Ywm3YYLG/VNo5pk92gma7uro2wwajAdBgNVHQ4EFgQUs5VT
Oom6DCCtEULhhAz5Y2DcjUYwHwYDVR0jBBgwFoAUs5VTOom6DCCtEULhhAz5Y2Dc
jUYwDwYDVR0TAQH/BAUwAwEB/zAXBgNVHREEEDAOggxyZWNpcGVzLnRlc3QwCgYI
KoZIzj0EAwIDSAAwRQIgfZbelOwFyUC3lc2+br9usLwqOwS5Kvn/E7890u1/Pr0C
IQDWNaZMWOnrHdmrPRQeMFDnmUDjs2tvcobTQyAj/dSuqg==
-----END CERTIFICATE-----
`;
