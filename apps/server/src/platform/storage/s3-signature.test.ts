import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDate, canonicalRequest, signS3Request } from './s3-signature.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signS3Request', () => {
  // "Example: GET Object" from the AWS docs (sig-v4-header-based-auth, Example Calculations).
  it('reproduces the published GET Object example', () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      body: new Uint8Array(),
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers).toEqual({
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('builds the published canonical request for that example', () => {
    const { text, signedHeaders } = canonicalRequest(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: ' bytes=0-9 ',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
    );
    expect(signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
  });

  it('hashes the body when no payload hash is given', () => {
    const body = new TextEncoder().encode('Welcome to Amazon S3.');
    const headers = signS3Request({
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/key'),
      headers: {},
      body,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      region: 'eu-west-1',
      now: new Date('2024-01-02T03:04:05.678Z'),
    });
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(headers.host).toBe('127.0.0.1:9000');
    expect(headers.authorization).toContain('Credential=a/20240102/eu-west-1/s3/aws4_request');
  });

  it('encodes each path segment once (RFC 3986) and sorts the query', () => {
    const url = new URL("https://h/bucket/a b/(x)!*'~.png?b=2&a=%2F&a=1");
    const { text } = canonicalRequest('put', url, { host: 'h' });
    const [method, uri, query] = text.split('\n');
    expect(method).toBe('PUT');
    expect(uri).toBe('/bucket/a%20b/%28x%29%21%2A%27~.png');
    expect(query).toBe('a=%2F&a=1&b=2');
  });

  it('formats x-amz-date without separators or milliseconds', () => {
    expect(amzDate(new Date('2024-01-02T03:04:05.678Z'))).toBe('20240102T030405Z');
  });
});
