import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html),
 * written out with node:crypto because an SDK would be the only reason to add a dependency.
 */

export interface S3SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  now: Date;
  service?: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding: encodeURIComponent leaves !'()* alone, SigV4 wants them encoded. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path with each segment encoded once: URL already percent-encodes some characters, so decode first. */
function canonicalUri(url: URL): string {
  const path = url.pathname || '/';
  return path
    .split('/')
    .map((segment) => uriEncode(decodeSegment(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([key, value]) => [uriEncode(key), uriEncode(value)] as const);
  // Sorted by code point, as AWS does; localeCompare would order case and punctuation differently.
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** "20130524T000000Z" from a Date. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The canonical request of SigV4 step 1, with the header names it signs. */
export function canonicalRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
): { text: string; signedHeaders: string } {
  const normalised = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    normalised.set(name.toLowerCase().trim(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...normalised.keys()].sort();
  const signedHeaders = names.join(';');
  const headerLines = names.map((name) => `${name}:${normalised.get(name)}\n`).join('');
  const payloadHash = normalised.get('x-amz-content-sha256') ?? 'UNSIGNED-PAYLOAD';
  const text = [
    method.toUpperCase(),
    canonicalUri(url),
    canonicalQuery(url),
    headerLines,
    signedHeaders,
    payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signS3Request(input: S3SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const given = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headers: Record<string, string> = {
    ...given,
    host: input.url.host,
    'x-amz-date': date,
    // A caller may pass its own value (such as UNSIGNED-PAYLOAD); otherwise the body is hashed.
    'x-amz-content-sha256': given['x-amz-content-sha256'] ?? sha256Hex(input.body),
  };
  const { text, signedHeaders } = canonicalRequest(input.method, input.url, headers);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(text)].join('\n');
  const dateKey = hmac(`AWS4${input.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
