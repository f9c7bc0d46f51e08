import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** What a public page's head says of it (Open Graph, and its JSON-LD text), put in by the server. */
export interface PageHead {
  title: string;
  description: string;
  url: string;
  image: string;
  type: 'article' | 'website';
  jsonLd?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's own title, description, Open Graph and JSON-LD in its head. */
export function withPageHead(html: string, head: PageHead): string {
  const meta = [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(head.url)}" />`,
    ...Object.entries({
      'og:title': head.title,
      'og:description': head.description,
      'og:url': head.url,
      'og:image': head.image,
      'og:type': head.type,
      'og:site_name': 'Larder',
    }).map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}" />`),
    '<meta name="twitter:card" content="summary" />',
    ...(head.jsonLd ? [`<script type="application/ld+json">${head.jsonLd}</script>`] : []),
  ].join('\n    ');
  // Replaced by functions: a title holding "$'" or "$&" is text, never a replacement pattern.
  return html
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
    .replace('<title>Larder</title>', () => meta);
}

/**
 * Serves the built PWA: files that exist are sent with cache headers (hashed assets forever, the rest
 * revalidated), and every other path gets index.html so deep links work on reload; a public page's
 * (`pageHead` answers for it) with its own head, for link previews and search engines.
 */
export function webApp(distDir: string, pageHead?: (path: string) => Promise<PageHead | null>) {
  const app = new Hono();
  const root = path.resolve(distDir);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const requested = safeJoin(root, decodePath(c.req.path));
    const file = requested ? await readableFile(requested) : null;
    if (file) return send(c, file.path, file.etag, cacheControlFor(c.req.path));
    const index = await readableFile(path.join(root, 'index.html'));
    if (!index) {
      return c.text(
        'The web app has not been built yet. Run `npm run build`, then start the server again.',
        503,
      );
    }
    // The page works without its head (the app fetches the same data): a database away changes nothing.
    const head = pageHead ? await pageHead(decodePath(c.req.path)).catch(() => null) : null;
    if (head) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', CONTENT_TYPES['.html']);
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(withPageHead(await readFile(index.path, 'utf8'), head), 200);
    }
    return send(c, index.path, index.etag, 'no-cache');
  });

  return app;
}

function decodePath(requestPath: string): string {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return '/';
  }
}

/** Resolves a URL path inside the root, or null when it would escape it. */
function safeJoin(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(urlPath)}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

async function readableFile(filePath: string): Promise<{ path: string; etag: string } | null> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return null;
    return { path: filePath, etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  } catch {
    return null;
  }
}

function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function send(c: Context, filePath: string, etag: string, cacheControl: string) {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('Content-Type', CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(await readFile(filePath)), 200);
}
