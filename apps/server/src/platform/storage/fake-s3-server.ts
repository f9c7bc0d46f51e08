import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A tiny S3 for tests: checks SigV4 like S3 does (recomputing the signature from what arrived on the wire),
 * keeps PUT objects in memory, deletes them on DELETE, lists them with ListObjectsV2 (GET bucket?list-type=2,
 * in pages) and answers errors in S3's XML shape. Test-only; nothing imports it at run time.
 */

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string | undefined;
  contentLength: string | undefined;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** The region of every correctly signed request, in order. */
  regions: string[];
  /** Methods answered with 503 SlowDown while listed here, to play an outage. */
  down: Set<'GET' | 'PUT' | 'DELETE'>;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function parseAmzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : null;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** ListObjectsV2 of `bucket`: keys after the continuation token (the last key of the page before). */
function listing(
  objects: Map<string, StoredObject>,
  bucket: string,
  query: URLSearchParams,
  pageSize: number,
) {
  const prefix = query.get('prefix') ?? '';
  const token = query.get('continuation-token');
  const after = token === null ? null : Buffer.from(token, 'base64url').toString();
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(`${bucket}/${prefix}`))
    .map((path) => path.slice(bucket.length + 1))
    .sort()
    .filter((key) => after === null || key > after);
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const last = page.at(-1) ?? '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>`,
    `<IsTruncated>${truncated}</IsTruncated>`,
    truncated
      ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
      : '',
    ...page.map((key) => `<Contents><Key>${escapeXml(key)}</Key></Contents>`),
    '</ListBucketResult>',
  ].join('');
}

export async function startFakeS3(
  credentials: Record<string, string>,
  options: { listPageSize?: number } = {},
): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const regions: string[] = [];
  const down = new Set<'GET' | 'PUT' | 'DELETE'>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const auth = AUTHORIZATION.exec(req.headers.authorization ?? '');
    const date = parseAmzDate(req.headers['x-amz-date'] as string | undefined);
    if (!auth || !date) return xmlError(res, 400, 'AuthorizationHeaderMalformed', 'Bad Authorization.');
    const [, accessKeyId = '', day, region = '', signedHeaderList = ''] = auth;
    const secret = credentials[accessKeyId];
    if (secret === undefined) return xmlError(res, 403, 'InvalidAccessKeyId', 'Unknown access key.');
    if (day !== req.headers['x-amz-date']?.slice(0, 8)) {
      return xmlError(res, 403, 'SignatureDoesNotMatch', 'Credential date differs from x-amz-date.');
    }
    const payloadHash = createHash('sha256').update(body).digest('hex');
    if (req.headers['x-amz-content-sha256'] !== payloadHash) {
      return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash.');
    }
    const signedNames = signedHeaderList.split(';');
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => signedNames.includes(name))) {
      return xmlError(res, 403, 'SignatureDoesNotMatch', 'Required headers are not signed.');
    }
    const signed = new Headers();
    for (const name of signedNames) {
      const value = req.headers[name];
      if (name !== 'host') signed.set(name, Array.isArray(value) ? value.join(',') : (value ?? ''));
    }
    // Signed again by aws4fetch's signer (the AWS examples are checked in s3-signature.test.ts), from the
    // headers the request says it signed, as they arrived.
    const expected = await new AwsV4Signer({
      method: req.method ?? '',
      url: new URL(req.url ?? '/', `http://${req.headers.host}`).href,
      headers: signed,
      accessKeyId,
      secretAccessKey: secret,
      region,
      service: 's3',
      datetime: req.headers['x-amz-date'] as string,
      allHeaders: true,
    }).authHeader();
    if (expected !== req.headers.authorization) {
      return xmlError(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match.',
      );
    }
    regions.push(region);
    const method = req.method ?? '';
    if (method === 'GET' || method === 'PUT' || method === 'DELETE') {
      if (down.has(method)) return xmlError(res, 503, 'SlowDown', 'Please reduce your request rate.');
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const key = decodeURIComponent(url.pathname.slice(1));
    if (method === 'GET' && !key.includes('/') && url.searchParams.get('list-type') === '2') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(listing(objects, key, url.searchParams, options.listPageSize ?? 1000));
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    if (method !== 'PUT') return xmlError(res, 405, 'MethodNotAllowed', 'Only PUT, DELETE and listing here.');
    if (key.startsWith('broken/')) return xmlError(res, 500, 'InternalError', 'x'.repeat(1000));
    objects.set(key, {
      bytes: body,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
    });
    res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    regions,
    down,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
