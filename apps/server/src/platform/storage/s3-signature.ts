import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/**
 * AWS Signature Version 4 for S3 (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html),
 * by aws4fetch's signer. The body is hashed into x-amz-content-sha256 (aws4fetch would send
 * UNSIGNED-PAYLOAD for S3), so the store can tell a body changed on the way.
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
}

/** "20130524T000000Z" from a Date. */
const amzDate = (now: Date) => now.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * The headers to send: the given ones (each of them signed) plus x-amz-date, x-amz-content-sha256 and
 * authorization. The host is signed from the URL; fetch sends it.
 */
export async function signS3Request(input: S3SignInput): Promise<Record<string, string>> {
  const headers = new Headers(input.headers);
  if (!headers.has('x-amz-content-sha256'))
    headers.set('x-amz-content-sha256', createHash('sha256').update(input.body).digest('hex'));
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.href,
    headers,
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    region: input.region,
    service: 's3',
    datetime: amzDate(input.now),
    // Sign every header given (content-type and content-length too), not only aws4fetch's default set.
    allHeaders: true,
  });
  const signed = await signer.sign();
  return Object.fromEntries(signed.headers);
}
