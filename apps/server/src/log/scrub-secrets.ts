/**
 * The last line of defence for the log: every serialized line passes through `scrubLine` before it is
 * written, whatever logged it (Larder, better-auth, a driver error's message or stack). It hides what
 * looks like a credential and bounds every string, so a failure path can never write a live token, a
 * password or megabytes of input to the log.
 */

export const REDACTED = '[redacted]';

/** The longest string (in JSON characters) a log line keeps; the rest is cut with a note of its length. */
export const MAX_LOGGED_STRING = 1_000;

/**
 * Exact values known to be secret (AUTH_SECRET, API keys, database passwords), set at start-up, each
 * with the form it takes inside a JSON string when that differs.
 */
const knownSecrets = new Map<string, string | null>();

/** Registers values (at least 8 characters) that must never appear in a log line. */
export function registerSecrets(values: readonly (string | undefined | null)[]): void {
  for (const value of values) {
    if (!value || value.length < 8 || knownSecrets.has(value)) continue;
    const json = JSON.stringify(value).slice(1, -1);
    knownSecrets.set(value, json === value ? null : json);
  }
}

/** Key names whose values are secrets wherever they appear (case-insensitive): also redact-keys.ts. */
export const SECRET_KEY_NAME =
  /^(?:[\w-]*(?:password|passwd|secret|token|cookie|authorization|api[-_]?key|credential|signature|nonce)|params|parameters|code_verifier)$/i;

/** The same keys as JSON string keys with a string value. */
const SECRET_KEY = new RegExp(`"(${SECRET_KEY_NAME.source.slice(1, -1)})":"(?:[^"\\\\]|\\\\.)*"`, 'gi');

/**
 * Each rule with a substring its pattern cannot match without (lower case; the line is compared in
 * lower case), so that a line without it skips the pattern: most lines have no `=` or `://`.
 */
const RULES: [RegExp, string, string][] = [
  // A driver error's message carries the query's parameters ("Failed query: …\nparams: a,b,c").
  // The stack that follows ("\n    at …") is kept.
  [/(\\nparams: )(?:(?!\\n {4}at )(?:[^"\\]|\\.))*/g, `$1${REDACTED}`, 'params: '],
  // Authorization headers and the like.
  [/\b(Bearer|Basic)(\s+|%20)[A-Za-z0-9._~+/=-]+/gi, `$1$2${REDACTED}`, ''],
  // user:password@ in any URL (postgres://, smtp://, https://).
  [/([a-z][a-z0-9+.-]*:\/\/[^/\s:@"\\]*):[^@\s/"\\]+@/gi, `$1:${REDACTED}@`, '://'],
  // Secrets in a query string or form body: ?token=…, &code=…, X-Amz-Signature=…
  [
    /([?&;\s](?:[\w-]*token|code|state|key|secret|password|signature|x-amz-signature|x-amz-credential|sig)=)[^&\s"#\\;]+/gi,
    `$1${REDACTED}`,
    '=',
  ],
  // Cookie pairs: better-auth.session_token=…, __Secure-better-auth.session_data=…
  [/((?:__Secure-|__Host-)?[\w.-]*(?:session|token|auth)[\w.-]*=)[^;\s"\\&]+/gi, `$1${REDACTED}`, '='],
];

/**
 * A run of 20+ letters and digits, mixing at least two of upper case, lower case and digits, with no
 * separator: session and reset tokens, API keys, JWT parts. Names with separators
 * ("larder-mail-process-Gvb0lL", UUIDs) and identifiers ("processTicksAndRejections") are kept.
 */
// The look-behind starts a match only where a run starts: the same matches, without retrying inside runs.
const TOKEN_LIKE = /(?<![A-Za-z0-9])[A-Za-z0-9]{20,}/g;
function looksLikeToken(run: string): boolean {
  const classes = Number(/[A-Z]/.test(run)) + Number(/[a-z]/.test(run)) + Number(/[0-9]/.test(run));
  return classes >= 2 && !/^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$/.test(run);
}

/** One character of a JSON string literal: a plain one, or a whole escape (\\n, \\u00e9). */
const JSON_CHAR = String.raw`(?:\\u[0-9a-fA-F]{4}|\\.|[^"\\])`;
/** A JSON string literal longer than MAX_LOGGED_STRING characters. */
const LONG_STRING = new RegExp(`"(${JSON_CHAR}{${MAX_LOGGED_STRING}})(${JSON_CHAR}+)"`, 'g');

/**
 * Everything one of the rules above needs to find in a line to change it (in lower case): a key word,
 * `=`, `://`, `params: `, Bearer or Basic; or a run of 20 letters and digits. A line with none of them
 * (most access lines) and no registered secret is left as it is without running the rules.
 */
const TRIGGERS = [
  '=',
  '://',
  'bearer',
  'basic',
  'passw',
  'secret',
  'token',
  'cookie',
  'authorization',
  'apikey',
  'api-key',
  'api_key',
  'credential',
  'signature',
  'nonce',
  'param',
  'code_verifier',
];
const RUN_OF_20 = /(?<![A-Za-z0-9])[A-Za-z0-9]{20}/;

function mayHoldASecret(line: string): boolean {
  const lower = line.toLowerCase();
  return TRIGGERS.some((trigger) => lower.includes(trigger)) || RUN_OF_20.test(line);
}

function holdsKnownSecret(line: string): boolean {
  for (const [secret, json] of knownSecrets) {
    if (line.includes(secret) || (json !== null && line.includes(json))) return true;
  }
  return false;
}

/** Scrubs one serialized (JSON) log line. */
export function scrubLine(line: string): string {
  if (line.length <= MAX_LOGGED_STRING && !mayHoldASecret(line) && !holdsKnownSecret(line)) return line;
  let out =
    line.length > MAX_LOGGED_STRING
      ? line.replace(
          LONG_STRING,
          (_match, kept: string, cut: string) => `"${kept}… [${cut.length} more characters]"`,
        )
      : line;
  for (const [secret, json] of knownSecrets) {
    if (out.includes(secret)) out = out.replaceAll(secret, REDACTED);
    if (json !== null && out.includes(json)) out = out.replaceAll(json, REDACTED);
  }
  out = out.replace(SECRET_KEY, (_match, key: string) => `"${key}":"${REDACTED}"`);
  const lower = out.toLowerCase();
  for (const [pattern, replacement, needed] of RULES) {
    if (lower.includes(needed)) out = out.replace(pattern, replacement);
  }
  return out.replace(TOKEN_LIKE, (run) => (looksLikeToken(run) ? REDACTED : run));
}
