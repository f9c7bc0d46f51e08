/**
 * The shapes of fetching a recipe page a cook pasted the link of: what can go wrong (each with a
 * plain-English message for the cook), what comes back, and the knobs tests may turn.
 */

export type FetchPageFailure =
  /**
   * Not http(s), has a user or password, cannot be parsed, or names a port browsers refuse too (the
   * WHATWG "bad port" list; other ports are allowed). Checked for the link and every redirect target.
   */
  | { code: 'bad_url'; message: string }
  /** Is, or resolves to, a non-public address: at the start or after any redirect. */
  | { code: 'private_address'; message: string }
  /** DNS failure, refused, reset, TLS error, HTTP 4xx/5xx, a broken redirect or too many redirects. */
  | { code: 'unreachable'; message: string }
  /** Over the time limit: the whole fetch, every hop and the body included. */
  | { code: 'too_slow'; message: string }
  /** The body (after any content-encoding is undone) is over the byte limit. */
  | { code: 'too_large'; message: string }
  /** The content-type is neither text/html nor application/xhtml+xml (a missing one is allowed). */
  | { code: 'not_html'; message: string };

export type FetchPageCode = FetchPageFailure['code'];

export type FetchPageResult =
  | { ok: true; html: string; finalUrl: string }
  | ({ ok: false } & FetchPageFailure);

export type LookupAddress = { address: string; family: 4 | 6 };

export interface FetchPageOptions {
  /** Largest body accepted, in bytes; default 5 * 1024 * 1024. */
  maxBytes?: number;
  /** One deadline for the whole fetch (DNS, every hop, the body), in ms; default 10_000. */
  timeoutMs?: number;
  /** Redirects followed at most; one more is `unreachable`. Default 5. */
  maxRedirects?: number;
  /** DNS lookup, injectable for tests; default node:dns/promises lookup with { all: true }. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
  /** Addresses to treat as public: ONLY for tests that serve pages from a loopback server. */
  allowAddress?: (address: string) => boolean;
}
