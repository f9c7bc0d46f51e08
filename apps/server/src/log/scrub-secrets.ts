/**
 * The last line of defence for the log: every serialized line passes through `scrubLine` before it is
 * written, whatever logged it (Larder, better-auth, a driver error's message or stack). It hides what
 * looks like a credential and bounds every string, so a failure path can never write a live token, a
 * password or megabytes of input to the log.
 */

export const REDACTED = '[redacted]';

/** The longest string (in JSON characters) a log line keeps; the rest is cut with a note of its length. */
export const MAX_LOGGED_STRING = 1_000;

/** Exact values known to be secret (AUTH_SECRET, API keys, database passwords), set at start-up. */
const knownSecrets = new Set<string>();

/** Registers values (at least 8 characters) that must never appear in a log line. */
export function registerSecrets(values: readonly (string | undefined | null)[]): void {
  for (const value of values) if (value && value.length >= 8) knownSecrets.add(value);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** JSON string keys whose values are secrets wherever they appear (case-insensitive). */
const SECRET_KEY =
  /"((?:[\w-]*(?:password|passwd|secret|token|cookie|authorization|api[-_]?key|credential|signature|nonce))|params|parameters|code_verifier)":"(?:[^"\\]|\\.)*"/gi;

const RULES: [RegExp, string][] = [
  // A driver error's message carries the query's parameters ("Failed query: …\nparams: a,b,c").
  // The stack that follows ("\n    at …") is kept.
  [/(\\nparams: )(?:(?!\\n {4}at )(?:[^"\\]|\\.))*/g, `$1${REDACTED}`],
  // Authorization headers and the like.
  [/\b(Bearer|Basic)(\s+|%20)[A-Za-z0-9._~+/=-]+/gi, `$1$2${REDACTED}`],
  // user:password@ in any URL (postgres://, smtp://, https://).
  [/([a-z][a-z0-9+.-]*:\/\/[^/\s:@"\\]*):[^@\s/"\\]+@/gi, `$1:${REDACTED}@`],
  // Secrets in a query string or form body: ?token=…, &code=…, X-Amz-Signature=…
  [
    /([?&;\s](?:[\w-]*token|code|state|key|secret|password|signature|x-amz-signature|x-amz-credential|sig)=)[^&\s"#\\;]+/gi,
    `$1${REDACTED}`,
  ],
  // Cookie pairs: better-auth.session_token=…, __Secure-better-auth.session_data=…
  [/((?:__Secure-|__Host-)?[\w.-]*(?:session|token|auth)[\w.-]*=)[^;\s"\\&]+/gi, `$1${REDACTED}`],
];

/**
 * A run of 20+ letters and digits, mixing at least two of upper case, lower case and digits, with no
 * separator: session and reset tokens, API keys, JWT parts. Names with separators
 * ("larder-mail-process-Gvb0lL", UUIDs) and identifiers ("processTicksAndRejections") are kept.
 */
const TOKEN_LIKE = /[A-Za-z0-9]{20,}/g;
function looksLikeToken(run: string): boolean {
  const classes = Number(/[A-Z]/.test(run)) + Number(/[a-z]/.test(run)) + Number(/[0-9]/.test(run));
  return classes >= 2 && !/^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$/.test(run);
}

/** One character of a JSON string literal: a plain one, or a whole escape (\\n, \\u00e9). */
const JSON_CHAR = String.raw`(?:\\u[0-9a-fA-F]{4}|\\.|[^"\\])`;
/** A JSON string literal longer than MAX_LOGGED_STRING characters. */
const LONG_STRING = new RegExp(`"(${JSON_CHAR}{${MAX_LOGGED_STRING}})(${JSON_CHAR}+)"`, 'g');

/** Scrubs one serialized (JSON) log line. */
export function scrubLine(line: string): string {
  let out = line.replace(
    LONG_STRING,
    (_match, kept: string, cut: string) => `"${kept}… [${cut.length} more characters]"`,
  );
  for (const secret of knownSecrets) {
    if (out.includes(secret)) out = out.replace(new RegExp(escapeRegExp(secret), 'g'), REDACTED);
    const json = JSON.stringify(secret).slice(1, -1);
    if (json !== secret && out.includes(json)) out = out.split(json).join(REDACTED);
  }
  out = out.replace(SECRET_KEY, (_match, key: string) => `"${key}":"${REDACTED}"`);
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out.replace(TOKEN_LIKE, (run) => (looksLikeToken(run) ? REDACTED : run));
}
