import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from './compression.ts';

/**
 * A JSON answer made once and sent many times (the config, a kept session, a kept pantry): its text, its
 * bytes, and its gzip made on first need, so that sending it again costs neither serializing nor
 * compressing.
 */
export class PreparedJson {
  readonly text: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  #gzipped: Uint8Array<ArrayBuffer> | undefined;

  constructor(value: unknown) {
    this.text = JSON.stringify(value);
    this.bytes = new TextEncoder().encode(this.text);
  }

  get gzipped(): Uint8Array<ArrayBuffer> {
    this.#gzipped ??= new Uint8Array(gzipSync(this.bytes));
    return this.#gzipped;
  }
}

/**
 * The answer as `c.json` would send it, with its length, gzipped (from 1 KB, as compression.ts would)
 * when the client accepts gzip. The compression middleware leaves it as it is.
 */
export function sendPrepared(
  c: Context,
  prepared: PreparedJson,
  status: 200 | 201 = 200,
  headers: Record<string, string> = {},
): Response {
  const compress =
    prepared.bytes.byteLength >= COMPRESS_FROM_BYTES &&
    acceptedEncoding(c.req.header('accept-encoding')) === 'gzip';
  const body = compress ? prepared.gzipped : prepared.bytes;
  const answer: Record<string, string> = {
    'Content-Type': 'application/json',
    ...headers,
    'Content-Length': String(body.byteLength),
  };
  if (compress) {
    answer['Content-Encoding'] = 'gzip';
    answer.Vary = 'Accept-Encoding';
  }
  return c.body(body, status, answer);
}
