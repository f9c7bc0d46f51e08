import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this many bytes an answer goes as it is: compressing it costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Up to this size an answer is compressed on the spot: for a few kilobytes zlib's asynchronous call
 * costs several times the compression itself (a stream and a thread-pool round trip), while the
 * synchronous one holds the event loop well under a millisecond. Larger ones go to the thread pool.
 */
const COMPRESS_IN_PLACE_BYTES = 64 * 1024;

const ENCODERS = {
  gzip: { now: gzipSync, later: promisify(gzip) },
  deflate: { now: deflateSync, later: promisify(deflate) },
};
type Encoding = keyof typeof ENCODERS;

function encode(body: Uint8Array, encoding: Encoding): Uint8Array | Promise<Uint8Array> {
  const encoder = ENCODERS[encoding];
  return body.byteLength <= COMPRESS_IN_PLACE_BYTES ? encoder.now(body) : encoder.later(body);
}
/** gzip, else deflate, when the client accepts it (a `q=0` refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let fallback: Encoding | null = null;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'gzip' || name === '*') return 'gzip';
    if (name === 'deflate') fallback = 'deflate';
  }
  return fallback;
}

function compressible(response: Response, c: Context): boolean {
  const { headers, status } = response;
  if (c.req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304)
    return false;
  if (headers.has('content-encoding') || headers.has('transfer-encoding')) return false;
  const type = headers.get('content-type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '');
}

/**
 * Compresses answers of 1 KB or more (gzip, else deflate) for clients that accept it; smaller ones go as
 * they are. Hono's `compress()` cannot see the size of what `c.json` built (it has no Content-Length), so
 * it ran every tiny JSON answer through a CompressionStream; here an answer that declares its length is
 * judged by it without being read, and one that does not is read once, then sent whole either way.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding || !compressible(c.res, c)) return;
    const declared = c.res.headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESS_FROM_BYTES) return;
    const { status, headers } = c.res;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const replaced = new Headers(headers);
    let sent: Uint8Array = body;
    if (body.byteLength >= COMPRESS_FROM_BYTES) {
      sent = await encode(body, encoding);
      replaced.set('Content-Encoding', encoding);
      const vary = replaced.get('vary');
      if (!vary) replaced.set('Vary', 'Accept-Encoding');
      else if (!/accept-encoding|\*/i.test(vary)) replaced.set('Vary', `${vary}, Accept-Encoding`);
      const etag = replaced.get('etag');
      if (etag && !etag.startsWith('W/')) replaced.set('ETag', `W/${etag}`);
    }
    replaced.set('Content-Length', String(sent.byteLength));
    // Unset first: assigning over a response makes Hono copy it, body and all.
    c.res = undefined;
    c.res = new Response(sent, { status, headers: replaced });
  };
}
