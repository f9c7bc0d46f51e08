/**
 * A GET to an already-checked address. The socket dials that address and nothing else (no DNS
 * happens at connect time, and the lookup hook below can only answer the same address), while the
 * Host header, TLS SNI and certificate check all keep the link's own hostname. No connection pooling:
 * each hop gets a fresh socket that closes with its response.
 */
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { RequestOptions } from 'node:https';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { LookupAddress } from './fetch-page-types.ts';
import { bareHostname, portOf } from './page-url.ts';

export const USER_AGENT = 'LarderRecipeImporter/1.0 (+https://github.com/larder)';
export const ACCEPT = 'text/html,application/xhtml+xml';
/** Each of these is undone while reading, within the byte limit. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Errors that mean this address could not be dialled at all, so the next checked one may be tried. */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'EAFNOSUPPORT',
]);

/** Resolves with the response head; rejects on any connection, TLS or protocol error, or abort. */
export function pinnedGet(
  url: URL,
  address: string,
  family: 4 | 6,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const hostname = bareHostname(url);
  const options: RequestOptions = {
    host: address,
    family,
    port: portOf(url),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: {
      Host: url.host,
      'User-Agent': USER_AGENT,
      Accept: ACCEPT,
      'Accept-Encoding': ACCEPT_ENCODING,
    },
    lookup: pinnedLookup(address, family),
    agent: false,
    signal,
  };
  // SNI and the certificate check use the link's hostname; an IP literal is checked against the
  // certificate's IP entries instead (SNI must not carry an IP).
  if (url.protocol === 'https:' && isIP(hostname) === 0) options.servername = hostname;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise((resolve, reject) => {
    const req = request(options, (response) => {
      // Errors after the head (a reset, the deadline) surface to whoever reads the body.
      response.on('error', () => {});
      resolve(response);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET from the first of the checked addresses that accepts a connection (a host whose IPv6 address
 * is unreachable from here still answers on IPv4). Nothing is retried once a socket has connected.
 */
export async function pinnedGetAny(
  url: URL,
  addresses: readonly LookupAddress[],
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let lastError: unknown = new Error('no address');
  for (const { address, family } of addresses) {
    try {
      return await pinnedGet(url, address, family, signal);
    } catch (error) {
      lastError = error;
      const code = (error as NodeJS.ErrnoException).code;
      if (signal.aborted || code === undefined || !CONNECT_ERRORS.has(code)) throw error;
    }
  }
  throw lastError;
}
