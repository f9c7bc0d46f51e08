import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signature.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

// The "Example Calculations" of AWS's sig-v4-header-based-auth page: one key, one day, four requests.
const example = {
  body: new Uint8Array(),
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
};
const credential = 'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('signS3Request', () => {
  it('reproduces the published GET Object example', async () => {
    const headers = await signS3Request({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
    });
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
      authorization:
        `${credential}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('reproduces the published PUT Object example, hashing the body itself', async () => {
    const body = new TextEncoder().encode('Welcome to Amazon S3.');
    const headers = await signS3Request({
      ...example,
      body,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
    });
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(headers.authorization).toBe(
      `${credential}, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('reproduces the published GET Bucket Lifecycle and List Objects examples (queries)', async () => {
    const get = (url: string) =>
      signS3Request({ ...example, method: 'GET', url: new URL(url), headers: {} }).then(
        (h) => h.authorization,
      );
    expect(await get('https://examplebucket.s3.amazonaws.com/?lifecycle')).toBe(
      `${credential}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, ` +
        'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
    expect(await get('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J')).toBe(
      `${credential}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, ` +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});
