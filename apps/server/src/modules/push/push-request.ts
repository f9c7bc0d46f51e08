import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../recipe-import/fetch/address-policy.ts';

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

const TIMEOUT_MS = 10_000;

type Resolver = (hostname: string, done: (error: Error | null, answers: LookupAddress[]) => void) => void;
const systemResolver: Resolver = (hostname, done) =>
  dnsLookup(hostname, { all: true }, (error, answers) => done(error, answers ?? []));

/** Loopback addresses, accepted only when a test's local push service stands in (PUSH_ALLOW_LOOPBACK). */
const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1';

/**
 * Resolves a push service's name and refuses to connect when any answer is not a public address: a
 * subscription's endpoint comes from a browser, so it must never make this server post to its own
 * network. The socket dials the address checked here.
 */
export function guardedLookup(allowLoopback: boolean, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, answers) => {
      if (error) return callback(error, '', 0);
      const allowed = (address: string) => isPublicAddress(address) || (allowLoopback && isLoopback(address));
      if (answers.length === 0 || !answers.every((answer) => allowed(answer.address))) {
        return callback(
          Object.assign(new Error('push endpoint is not a public address'), { code: 'EPRIVATE' }),
          '',
          0,
        );
      }
      if (options.all) return callback(null, answers as unknown as string);
      const [first] = answers;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/** Whether a subscription's endpoint may be stored at all: https, or loopback http in tests. */
export function isAcceptableEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowLoopback && url.protocol === 'http:' && isLoopback(host === 'localhost' ? '127.0.0.1' : host)) {
    return true;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (isIP(host) !== 0) return isPublicAddress(host);
  return host.includes('.') && !host.endsWith('.localhost') && host !== 'localhost';
}

/**
 * Posts a prepared push request; answers the push service's status code. The whole exchange, answer
 * included, has 10 s: a push service that trickles its answer cannot hold a worker longer.
 */
export function postPush(
  request: PushRequest,
  allowLoopback: boolean,
): Promise<{ status: number; body: string }> {
  const url = new URL(request.endpoint);
  const transport = url.protocol === 'http:' && allowLoopback ? http : https;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      { method: request.method, headers: request.headers, lookup: guardedLookup(allowLoopback) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
          // An error text is all a push service says; more is not read.
          if (size > ANSWER_LIMIT) response.destroy();
        });
        const done = () => {
          clearTimeout(deadline);
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_LIMIT),
          });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', () => undefined);
      },
    );
    const deadline = setTimeout(
      () => outgoing.destroy(new Error('the push service did not answer in 10 s')),
      TIMEOUT_MS,
    );
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.end(request.body ?? undefined);
  });
}

const ANSWER_LIMIT = 4096;
