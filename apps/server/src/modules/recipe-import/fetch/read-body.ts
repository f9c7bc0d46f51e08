/**
 * Reads a response body as a stream, undoing gzip, deflate or brotli on the way, and stops the moment
 * the decoded bytes pass the limit (so a small compressed bomb is cut off as early as a huge plain
 * page). A Content-Length over the limit is refused before a byte is read.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export type BodyResult =
  | { ok: true; bytes: Buffer }
  | { ok: false; code: 'too_large' }
  /** A content-encoding we cannot undo. */
  | { ok: false; code: 'unreachable' };

function decodedStream(response: IncomingMessage): Readable | null {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const ignore = () => {};
  switch (encoding) {
    case '':
    case 'identity':
      return response;
    case 'gzip':
    case 'x-gzip':
      return pipeline(response, createGunzip(), ignore);
    case 'deflate':
      return pipeline(response, createInflate(), ignore);
    case 'br':
      return pipeline(response, createBrotliDecompress(), ignore);
    default:
      return null;
  }
}

/** Whether a Content-Length header alone already says the body is too large. */
export function declaresTooLarge(response: IncomingMessage, maxBytes: number): boolean {
  const declared = response.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared.trim())) return false;
  return Number(declared) > maxBytes;
}

/**
 * The whole (decoded) body, or why not. Rejects when the stream fails (reset, deadline, corrupt
 * compression), leaving the caller to tell those apart; the response is destroyed in every case
 * but success.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const stream = decodedStream(response);
  if (stream === null) {
    response.destroy();
    return { ok: false, code: 'unreachable' };
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        stream.destroy();
        response.destroy();
        return { ok: false, code: 'too_large' };
      }
      chunks.push(buffer);
    }
  } catch (error) {
    response.destroy();
    throw error;
  }
  return { ok: true, bytes: Buffer.concat(chunks, total) };
}
