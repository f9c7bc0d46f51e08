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

const encodePath = (bucket: string, key: string) =>
  [bucket, ...key.split('/')].map((segment) => encodeURIComponent(segment)).join('/');

/**
 * Path-style requests (`endpoint/bucket/key`) rather than virtual-hosted ones: MinIO, R2 and S3 all accept
 * them, and they need no DNS entry per bucket.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const bucketName = (bucket: string) => `${options.bucketPrefix ?? ''}${bucket}`;

  return {
    async put(bucket, key, bytes, contentType) {
      const objectPath = encodePath(bucketName(bucket), key);
      const url = new URL(`${endpoint}/${objectPath}`);
      const headers = signS3Request({
        method: 'PUT',
        url,
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
        body: bytes,
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        region: options.region,
        now: now(),
      });
      const response = await fetch(url, {
        method: 'PUT',
        headers,
        body: bytes,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new Error(
          `S3 PUT ${bucketName(bucket)}/${key} failed with status ${response.status}: ${body.slice(0, 200)}`,
        );
      }
      // The body is not needed; reading it lets the connection be reused.
      await response.arrayBuffer().catch(() => undefined);
      return `${publicBase}/${objectPath}`;
    },
    describe: () => `S3 ${endpoint}`,
  };
}
