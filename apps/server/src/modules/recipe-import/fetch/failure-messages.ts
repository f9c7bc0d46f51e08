/**
 * The plain-English words the cook sees for each way fetching a page can fail. Nothing here is
 * logged: the message is the whole story the cook gets, and it never echoes the address back.
 */
import type { FetchPageCode, FetchPageFailure } from './fetch-page-types.ts';

const MESSAGES: Record<FetchPageCode, string> = {
  bad_url:
    "That link doesn't look like a web page address. Paste a link that starts with http:// or https://.",
  private_address: "That address isn't a public web page.",
  unreachable: "We couldn't reach that page. Check the link and try again.",
  too_slow: 'That page took too long to answer.',
  too_large: 'That page is too large to import.',
  not_html: "That link isn't a web page.",
};

/** Said when a site redirects more often than we follow (the code stays `unreachable`). */
export const TOO_MANY_REDIRECTS = 'That page kept sending us somewhere else, so we stopped following it.';

/** A failure with the cook's message for its code, or a more precise one. */
export function failure<C extends FetchPageCode>(
  code: C,
  message: string = MESSAGES[code],
): { ok: false } & Extract<FetchPageFailure, { code: C }> {
  return { ok: false, code, message } as { ok: false } & Extract<FetchPageFailure, { code: C }>;
}
