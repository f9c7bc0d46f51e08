/**
 * Fetches the recipe page a cook pasted the link of, without letting the link reach anything but the
 * public web (no SSRF). Every hop is checked before it is dialled: the link itself (page-url.ts), its
 * hostname and every address it resolves to (resolve-public-address.ts), and the socket then dials
 * the checked address only (pinned-request.ts). Redirects are followed by hand, at most
 * `maxRedirects`, each re-checked the same way. One deadline covers DNS, every hop and the body; the
 * body is streamed and cut off at `maxBytes`. Nothing is logged: failures carry a code and a message
 * for the cook.
 */
import type { IncomingMessage } from 'node:http';
import { decodeHtml } from './decode-html.ts';
import { failure, TOO_MANY_REDIRECTS } from './failure-messages.ts';
import type { FetchPageOptions, FetchPageResult } from './fetch-page-types.ts';
import { checkPageUrl } from './page-url.ts';
import { pinnedGetAny } from './pinned-request.ts';
import { declaresTooLarge, readBody } from './read-body.ts';
import { type AddressPolicy, resolvePublicAddress, systemLookup } from './resolve-public-address.ts';

export { isPublicAddress } from './address-policy.ts';
export type {
  FetchPageFailure,
  FetchPageOptions,
  FetchPageResult,
  LookupAddress,
} from './fetch-page-types.ts';

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

type Limits = { maxBytes: number; maxRedirects: number };

function isHtml(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === '') return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return HTML_TYPES.has(mediaType);
}

async function readPage(response: IncomingMessage, url: URL, limits: Limits): Promise<FetchPageResult> {
  const contentType = response.headers['content-type'];
  if (!isHtml(contentType)) {
    response.destroy();
    return failure('not_html');
  }
  if (declaresTooLarge(response, limits.maxBytes)) {
    response.destroy();
    return failure('too_large');
  }
  const body = await readBody(response, limits.maxBytes);
  if (!body.ok) return failure(body.code);
  const finalUrl = new URL(url);
  finalUrl.hash = '';
  return { ok: true, html: decodeHtml(body.bytes, contentType), finalUrl: finalUrl.href };
}

async function fetchHops(
  link: string,
  policy: AddressPolicy,
  limits: Limits,
  signal: AbortSignal,
): Promise<FetchPageResult> {
  let url = checkPageUrl(link);
  for (let redirects = 0; ; redirects += 1) {
    if (url === null) return failure('bad_url');
    const target = await resolvePublicAddress(url, policy, signal);
    if (!target.ok) return failure(target.code);

    const response = await pinnedGetAny(url, target.addresses, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      response.destroy();
      if (location === undefined || location === '') return failure('unreachable');
      if (redirects >= limits.maxRedirects) return failure('unreachable', TOO_MANY_REDIRECTS);
      url = checkPageUrl(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      return failure('unreachable');
    }
    return readPage(response, url, limits);
  }
}

/**
 * The page at `url` as text, or the reason it cannot be imported. Never throws; never logs.
 * Refuses (`private_address`) loopback, private, link-local, CGNAT, reserved and similar addresses,
 * `localhost` names, and any hostname with even one such DNS answer, at every redirect.
 */
export async function fetchRecipePage(url: string, options: FetchPageOptions = {}): Promise<FetchPageResult> {
  const policy: AddressPolicy = {
    lookup: options.lookup ?? systemLookup,
    ...(options.allowAddress ? { allowAddress: options.allowAddress } : {}),
  };
  const limits: Limits = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
  };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await fetchHops(url, policy, limits, deadline.signal);
  } catch {
    return deadline.signal.aborted ? failure('too_slow') : failure('unreachable');
  } finally {
    clearTimeout(timer);
  }
}
