import type { ObjectStorage } from './object-storage.ts';
import { signS3Request } from './s3-signature.ts';

export interface S3StorageOptions {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  /** Put before every bucket name, so several installs can share one account (`larder-` + `recipe-images`). */
  bucketPrefix?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the objects can be read, e.g. a CDN or the endpoint itself for public-read buckets. */
  publicBaseUrl: string;
  now?: () => Date;
}

/** A stuck store must not hold a bug report open forever. */
const REQUEST_TIMEOUT_MS = 30_000;

/** RFC 3986 encoding, as SigV4 encodes the query: encodeURIComponent leaves !'()* alone. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const encodePath = (bucket: string, key: string) =>
  [bucket, ...key.split('/')].map((segment) => encodeURIComponent(segment)).join('/');

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text inside an XML element of S3's answers: the five named entities and numeric ones. */
function xmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? entity;
  });
}

/** The keys of one ListObjectsV2 page, and the token of the next page when there is one. */
export function parseListPage(xml: string): { keys: string[]; next: string | null } {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1] ?? ''));
  const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, next: truncated && token ? xmlText(token) : null };
}

/** A listing that never ends (a store answering the same token forever) is cut off here. */
const MAX_LIST_PAGES = 100;

/**
 * Path-style requests (`endpoint/bucket/key`) rather than virtual-hosted ones: MinIO, R2 and S3 all accept
 * them, and they need no DNS entry per bucket. Every request is signed with Signature V4.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const bucketName = (bucket: string) => `${options.bucketPrefix ?? ''}${bucket}`;

  /** Sends one signed request and answers the body; any status but 2xx (or an allowed one) throws. */
  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    what: string,
    {
      body = new Uint8Array() as Uint8Array,
      headers = {} as Record<string, string>,
      alsoFine = [] as number[],
    } = {},
  ): Promise<string> {
    const signed = await signS3Request({
      method,
      url,
      headers,
      body,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      now: now(),
    });
    const response = await fetch(url, {
      method,
      headers: signed,
      ...(method === 'PUT' ? { body } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Read whole either way, so the connection can be reused.
    const text = await response.text().catch(() => '');
    if (!response.ok && !alsoFine.includes(response.status)) {
      throw new Error(`S3 ${method} ${what} failed with status ${response.status}: ${text.slice(0, 200)}`);
    }
    return text;
  }

  return {
    async put(bucket, key, bytes, contentType) {
      const objectPath = encodePath(bucketName(bucket), key);
      await send('PUT', new URL(`${endpoint}/${objectPath}`), `${bucketName(bucket)}/${key}`, {
        body: bytes,
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      });
      return `${publicBase}/${objectPath}`;
    },
    async delete(bucket, key) {
      const url = new URL(`${endpoint}/${encodePath(bucketName(bucket), key)}`);
      // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
      await send('DELETE', url, `${bucketName(bucket)}/${key}`, { alsoFine: [404] });
    },
    async list(bucket, prefix) {
      const keys: string[] = [];
      let token: string | null = null;
      for (let page = 0; page < MAX_LIST_PAGES; page++) {
        // Encoded by hand exactly as the signature encodes it (URLSearchParams would write spaces as +).
        const query = [
          ...(token === null ? [] : [`continuation-token=${uriEncode(token)}`]),
          'list-type=2',
          `prefix=${uriEncode(prefix)}`,
        ].join('&');
        const url = new URL(`${endpoint}/${encodeURIComponent(bucketName(bucket))}?${query}`);
        const listing = parseListPage(await send('GET', url, `${bucketName(bucket)}?prefix=${prefix}`));
        keys.push(...listing.keys);
        token = listing.next;
        if (token === null) return keys;
      }
      throw new Error(
        `S3 list of ${bucketName(bucket)}/${prefix} did not end after ${MAX_LIST_PAGES} pages.`,
      );
    },
    describe: () => `S3 ${endpoint}`,
  };
}
