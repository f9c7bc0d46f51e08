import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FetchPageOptions, LookupAddress } from './fetch-recipe-page.ts';
import { fetchRecipePage } from './fetch-recipe-page.ts';
import { ACCEPT, USER_AGENT } from './pinned-request.ts';
import type { Site } from './test-site.ts';
import { pour, startRawSite, startSite, startTlsSite, startTrap, streamBytes } from './test-site.ts';

const SIX_MB = 6 * 1024 * 1024;
const PAGE = '<!doctype html><title>Lentil soup</title><h1>Lentil soup</h1>';

const notFound = (hostname: string) =>
  Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));

/** A resolver that knows only the names given, and counts what it is asked. */
function fakeDns(records: Record<string, string[]>) {
  return vi.fn(async (hostname: string): Promise<LookupAddress[]> => {
    const addresses = records[hostname];
    if (addresses === undefined) return notFound(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
}

const html = (res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
};

describe('refusing links that are not public web pages (default policy)', () => {
  let trap: Site;
  beforeAll(async () => {
    trap = await startTrap();
  });
  afterAll(() => trap.close());
  afterEach(() => {
    // Nothing refused may have opened a connection.
    expect(trap.connections()).toBe(0);
  });

  const privateLinks: [string, (port: number) => string][] = [
    ['IPv4 loopback', (port) => `http://127.0.0.1:${port}/`],
    ['localhost', (port) => `http://localhost:${port}/`],
    ['localhost with no port', () => 'http://localhost/'],
    ['a *.localhost name', (port) => `http://recipes.localhost:${port}/`],
    ['localhost with a trailing dot', (port) => `http://localhost.:${port}/`],
    ['IPv6 loopback', (port) => `http://[::1]:${port}/`],
    ['the unspecified address', (port) => `http://0.0.0.0:${port}/`],
    ['a private address', () => 'http://10.0.0.1/'],
    ['the cloud metadata endpoint', () => 'http://169.254.169.254/latest/meta-data/'],
    ['loopback in decimal', (port) => `http://2130706433:${port}/`],
    ['loopback in octal', (port) => `http://0177.0.0.1:${port}/`],
    ['loopback in hex', (port) => `http://0x7f000001:${port}/`],
    ['loopback in short form', (port) => `http://127.1:${port}/`],
    ['IPv4-mapped loopback', (port) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['IPv4-mapped loopback in hex', (port) => `http://[::ffff:7f00:1]:${port}/`],
    ['NAT64 of a private address', () => 'http://[64:ff9b::a00:1]/'],
    ['6to4 of loopback', () => 'http://[2002:7f00:1::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['an https link to loopback', (port) => `https://127.0.0.1:${port}/`],
  ];

  it.each(privateLinks)('refuses %s as private_address without DNS', async (_name, link) => {
    const lookup = fakeDns({});
    const result = await fetchRecipePage(link(trap.port), { lookup });
    expect(result).toEqual({
      ok: false,
      code: 'private_address',
      message: "That address isn't a public web page.",
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a hostname that resolves to a private address', async () => {
    const lookup = fakeDns({ 'pantry.test': ['10.1.2.3'] });
    const result = await fetchRecipePage(`http://pantry.test:${trap.port}/`, { lookup });
    expect(result).toMatchObject({ ok: false, code: 'private_address' });
    expect(lookup).toHaveBeenCalledWith('pantry.test');
  });

  it('refuses a hostname with one public and one private answer, whichever comes first', async () => {
    for (const answers of [
      ['93.184.215.14', '127.0.0.1'],
      ['127.0.0.1', '93.184.215.14'],
      ['2606:4700:4700::1111', '::1'],
    ]) {
      const lookup = fakeDns({ 'mixed.test': answers });
      const result = await fetchRecipePage(`http://mixed.test:${trap.port}/`, { lookup });
      expect(result).toMatchObject({ ok: false, code: 'private_address' });
    }
  });

  it('refuses a resolver answer that is not an address at all', async () => {
    const lookup = fakeDns({ 'odd.test': ['localhost'] });
    expect(await fetchRecipePage(`http://odd.test:${trap.port}/`, { lookup })).toMatchObject({
      code: 'private_address',
    });
  });

  it.each([
    ['ftp', 'ftp://example.com/recipe'],
    ['javascript', 'javascript:alert(1)'],
    ['file', 'file:///etc/passwd'],
    ['data', 'data:text/html,<h1>soup</h1>'],
    ['credentials', 'http://user:pass@example.com/'],
    ['a user name alone', 'http://user@example.com/'],
    ['text that is no link', 'lentil soup'],
    ['an empty string', ''],
    ['a port browsers refuse (SMTP)', 'http://example.com:25/'],
    ['a port browsers refuse (SSH)', 'https://example.com:22/'],
  ])('refuses %s as bad_url before any lookup', async (_name, link) => {
    const lookup = fakeDns({ 'example.com': ['127.0.0.1'] });
    const result = await fetchRecipePage(link, { lookup });
    expect(result).toMatchObject({ ok: false, code: 'bad_url' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('reports a name that does not resolve as unreachable', async () => {
    expect(await fetchRecipePage('http://nowhere.test/', { lookup: fakeDns({}) })).toEqual({
      ok: false,
      code: 'unreachable',
      message: "We couldn't reach that page. Check the link and try again.",
    });
    expect(
      await fetchRecipePage('http://empty.test/', { lookup: fakeDns({ 'empty.test': [] }) }),
    ).toMatchObject({
      code: 'unreachable',
    });
  });

  it('counts a resolver that never answers against the deadline', async () => {
    const lookup = () => new Promise<LookupAddress[]>(() => {});
    expect(await fetchRecipePage('http://slow-dns.test/', { lookup, timeoutMs: 100 })).toMatchObject({
      code: 'too_slow',
    });
  });
});

describe('fetching from a loopback site (127.0.0.1 allowed for the test)', () => {
  let site: Site | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const dns = () =>
    fakeDns({
      'recipes.test': ['127.0.0.1'],
      'other.test': ['127.0.0.1'],
      'localhost.private.test': ['192.168.1.1'],
    });
  const options = (extra: FetchPageOptions = {}): FetchPageOptions => ({
    lookup: dns(),
    allowAddress: (address) => address === '127.0.0.1',
    ...extra,
  });
  const serve = async (handler: Parameters<typeof startSite>[0]) => {
    site = await startSite(handler);
    return { site, origin: `http://recipes.test:${site.port}` };
  };

  it('fetches a page through the pinned address, keeping the hostname in the Host header', async () => {
    const { site, origin } = await serve((_req, res) => html(res, PAGE));
    const lookup = dns();
    const result = await fetchRecipePage(`${origin}/soup?serves=4#method`, options({ lookup }));
    // recipes.test exists only in the injected resolver: the socket did no DNS of its own.
    expect(result).toEqual({ ok: true, html: PAGE, finalUrl: `${origin}/soup?serves=4` });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]?.url).toBe('/soup?serves=4');
    expect(site.requests[0]?.headers).toMatchObject({
      host: `recipes.test:${site.port}`,
      'user-agent': USER_AGENT,
      accept: ACCEPT,
    });
  });

  it('allows a page with no content-type at all', async () => {
    const { origin } = await serve((_req, res) => res.end(PAGE));
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ ok: true, html: PAGE });
  });

  it('accepts XHTML', async () => {
    const { origin } = await serve((_req, res) => html(res, PAGE, 'application/xhtml+xml'));
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ ok: true, html: PAGE });
  });

  it('follows a redirect chain, relative and absolute, re-resolving every hop', async () => {
    const { site, origin } = await serve((req, res) => {
      const port = site?.port;
      if (req.url === '/a') res.writeHead(301, { Location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(302, { Location: `http://other.test:${port}/c` }).end();
      else if (req.url === '/c') res.writeHead(307, { Location: 'd?x=1' }).end();
      else if (req.url === '/d?x=1') html(res, PAGE);
      else res.writeHead(404).end();
    });
    const lookup = dns();
    const result = await fetchRecipePage(`${origin}/a`, options({ lookup }));
    expect(result).toEqual({ ok: true, html: PAGE, finalUrl: `http://other.test:${site.port}/d?x=1` });
    expect(site.requests.map((request) => request.url)).toEqual(['/a', '/b', '/c', '/d?x=1']);
    expect(site.requests.map((request) => request.headers.host)).toEqual([
      `recipes.test:${site.port}`,
      `recipes.test:${site.port}`,
      `other.test:${site.port}`,
      `other.test:${site.port}`,
    ]);
    expect(lookup.mock.calls.map(([name]) => name)).toEqual([
      'recipes.test',
      'recipes.test',
      'other.test',
      'other.test',
    ]);
  });

  it.each([
    ['a private address', () => 'http://10.0.0.5/'],
    ['a name that resolves to a private address', () => 'http://localhost.private.test/'],
    ['localhost, even on an allowed address', (port: number) => `http://localhost:${port}/`],
    ['the cloud metadata endpoint', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback (not the allowed address)', (port: number) => `http://[::1]:${port}/`],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/`],
  ])('refuses a redirect to %s as private_address', async (_name, target) => {
    const { site, origin } = await serve((_req, res) =>
      res.writeHead(302, { Location: target(site?.port ?? 0) }).end(),
    );
    const result = await fetchRecipePage(`${origin}/`, options({ allowAddress: () => false }));
    // With nothing allowed even the first hop is refused; allow it, and only the redirect is.
    expect(result).toMatchObject({ code: 'private_address' });
    expect(site.requests).toHaveLength(0);

    const allowed = await fetchRecipePage(`${origin}/`, options());
    expect(allowed).toMatchObject({ ok: false, code: 'private_address' });
    expect(site.requests).toHaveLength(1);
  });

  it('refuses a redirect to another scheme or with credentials as bad_url', async () => {
    const { site, origin } = await serve((req, res) =>
      res
        .writeHead(302, {
          Location:
            req.url === '/ftp' ? 'ftp://recipes.test/soup' : `http://cook:secret@recipes.test:${site?.port}/`,
        })
        .end(),
    );
    expect(await fetchRecipePage(`${origin}/ftp`, options())).toMatchObject({ code: 'bad_url' });
    expect(await fetchRecipePage(`${origin}/creds`, options())).toMatchObject({ code: 'bad_url' });
    expect(site.requests).toHaveLength(2);
  });

  it('follows five redirects but not six (unreachable)', async () => {
    const { site, origin } = await serve((req, res) => {
      const step = Number(req.url?.slice(1));
      if (step < 6 || req.url?.startsWith('/loop')) res.writeHead(302, { Location: `/${step + 1}` }).end();
      else html(res, PAGE);
    });
    expect(await fetchRecipePage(`${origin}/1`, options())).toMatchObject({
      ok: true,
      finalUrl: `${origin}/6`,
    });
    expect(site.requests).toHaveLength(6);

    site.requests.length = 0;
    const result = await fetchRecipePage(`${origin}/0`, options());
    expect(result).toEqual({
      ok: false,
      code: 'unreachable',
      message: 'That page kept sending us somewhere else, so we stopped following it.',
    });
    expect(site.requests).toHaveLength(6);
  });

  it('honours a lower maxRedirects', async () => {
    const { origin } = await serve((req, res) =>
      req.url === '/' ? res.writeHead(301, { Location: '/page' }).end() : html(res, PAGE),
    );
    expect(await fetchRecipePage(`${origin}/`, options({ maxRedirects: 0 }))).toMatchObject({
      code: 'unreachable',
    });
  });

  it('treats a redirect without a Location as unreachable', async () => {
    const { origin } = await serve((_req, res) => res.writeHead(302).end());
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ code: 'unreachable' });
  });

  it('refuses a body over 5 MB that says so in Content-Length at once', async () => {
    // The site declares 6 MB and then sends nothing: only the header can end this before the deadline.
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': SIX_MB });
      res.write('<html>');
    });
    expect(await fetchRecipePage(`${origin}/`, options())).toEqual({
      ok: false,
      code: 'too_large',
      message: 'That page is too large to import.',
    });
  });

  it('stops reading a 6 MB body streamed without Content-Length (chunked)', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      pour(streamBytes(SIX_MB), res);
    });
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ code: 'too_large' });
  });

  it('stops reading a 6 MB body read until the connection closes', async () => {
    site = await startRawSite((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n');
      pour(streamBytes(SIX_MB), socket);
    });
    const result = await fetchRecipePage(`http://recipes.test:${site.port}/`, options());
    expect(result).toMatchObject({ code: 'too_large' });
  });

  it('never reads past a Content-Length that understates the body', async () => {
    site = await startRawSite((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 11\r\n\r\n<p>soup</p>');
      pour(streamBytes(SIX_MB), socket);
    });
    const result = await fetchRecipePage(`http://recipes.test:${site.port}/`, options());
    expect(result).toMatchObject({ ok: true, html: '<p>soup</p>' });
  });

  it('honours a lower maxBytes', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('x'.repeat(2000));
    });
    expect(await fetchRecipePage(`${origin}/`, options({ maxBytes: 1000 }))).toMatchObject({
      code: 'too_large',
    });
    expect(await fetchRecipePage(`${origin}/`, options({ maxBytes: 2000 }))).toMatchObject({ ok: true });
  });

  it('undoes gzip, and cuts a small gzip bomb off at the decoded limit', async () => {
    const page = gzipSync(PAGE);
    const bomb = gzipSync(Buffer.alloc(SIX_MB, ' '));
    const { origin } = await serve((req, res) => {
      const body = req.url === '/bomb' ? bomb : page;
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      res.end(body);
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await fetchRecipePage(`${origin}/page`, options())).toMatchObject({ ok: true, html: PAGE });
    expect(await fetchRecipePage(`${origin}/bomb`, options())).toMatchObject({ code: 'too_large' });
  });

  it('treats a content-encoding it cannot undo as unreachable', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'zstd' });
      res.end('????');
    });
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ code: 'unreachable' });
  });

  it('gives up on a site that never answers (too_slow)', async () => {
    const { site, origin } = await serve(() => {});
    const result = await fetchRecipePage(`${origin}/`, options({ timeoutMs: 300 }));
    expect(result).toEqual({ ok: false, code: 'too_slow', message: 'That page took too long to answer.' });
    expect(site.requests).toHaveLength(1);
  });

  it('gives up on a body that trickles past the deadline (too_slow)', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><title>Soup');
    });
    expect(await fetchRecipePage(`${origin}/`, options({ timeoutMs: 300 }))).toMatchObject({
      code: 'too_slow',
    });
  });

  it('counts the deadline across redirects', async () => {
    const { origin } = await serve((req, res) => {
      if (req.url === '/') res.writeHead(302, { Location: '/stuck' }).end();
    });
    expect(await fetchRecipePage(`${origin}/`, options({ timeoutMs: 300 }))).toMatchObject({
      code: 'too_slow',
    });
  });

  it('refuses JSON as not_html', async () => {
    const { origin } = await serve((_req, res) => html(res, '{"title":"soup"}', 'application/json'));
    expect(await fetchRecipePage(`${origin}/`, options())).toEqual({
      ok: false,
      code: 'not_html',
      message: "That link isn't a web page.",
    });
  });

  it.each([404, 500, 503, 304])('treats HTTP %i as unreachable', async (status) => {
    const { origin } = await serve((_req, res) =>
      res.writeHead(status, { 'Content-Type': 'text/html' }).end(PAGE),
    );
    expect(await fetchRecipePage(`${origin}/`, options())).toMatchObject({ ok: false, code: 'unreachable' });
  });

  it('treats a refused connection and a reset as unreachable', async () => {
    const closed = await startSite(() => {});
    await closed.close();
    expect(await fetchRecipePage(`http://recipes.test:${closed.port}/`, options())).toMatchObject({
      code: 'unreachable',
    });

    site = await startRawSite((socket) => socket.destroy());
    expect(await fetchRecipePage(`http://recipes.test:${site.port}/`, options())).toMatchObject({
      code: 'unreachable',
    });
  });

  it('tries the next checked address when one refuses the connection', async () => {
    // The site listens on 127.0.0.1 only, so 127.0.0.2 (also loopback on Linux) refuses.
    const { site } = await serve((_req, res) => html(res, PAGE));
    const lookup = fakeDns({ 'twice.test': ['127.0.0.2', '127.0.0.1'] });
    const allowAddress = (address: string) => address === '127.0.0.1' || address === '127.0.0.2';
    const result = await fetchRecipePage(`http://twice.test:${site.port}/`, { lookup, allowAddress });
    expect(result).toMatchObject({ ok: true, html: PAGE });
    expect(site.requests).toHaveLength(1);
  });

  it('decodes an ISO-8859-1 page by its Content-Type, and by its <meta charset>', async () => {
    const { origin } = await serve((req, res) => {
      if (req.url === '/header') {
        html(res, Buffer.from('<h1>Crème brûlée</h1>', 'latin1'), 'text/html; charset=ISO-8859-1');
      } else {
        html(res, Buffer.from('<meta charset="iso-8859-1"><h1>Crème brûlée</h1>', 'latin1'), 'text/html');
      }
    });
    expect(await fetchRecipePage(`${origin}/header`, options())).toMatchObject({
      ok: true,
      html: '<h1>Crème brûlée</h1>',
    });
    expect(await fetchRecipePage(`${origin}/meta`, options())).toMatchObject({
      ok: true,
      html: '<meta charset="iso-8859-1"><h1>Crème brûlée</h1>',
    });
  });

  it('keeps TLS checks for the hostname: SNI names it, and an untrusted certificate is unreachable', async () => {
    site = await startTlsSite((_req, res) => html(res, PAGE));
    const result = await fetchRecipePage(`https://recipes.test:${site.port}/`, options());
    expect(result).toMatchObject({ ok: false, code: 'unreachable' });
    expect(site.servernames).toEqual(['recipes.test']);
  });
});
