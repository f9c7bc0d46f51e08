const BASE = 'https://larder.invalid';
/** Anything a browser drops or treats as a separator before it reads an address (tabs, newlines, NUL). */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A path on this site to send someone to after a step (sign-in, a confirmation link, OAuth), or null.
 * Only "/…" survives, after the same normalisation a browser or server would apply: dot segments
 * resolved, percent-encoding undone (also twice), and neither the raw nor the decoded path may start
 * with "//" or "/\" (which a browser would read as another host). Control characters (tabs, newlines),
 * absolute URLs and other schemes (`javascript:`) are refused outright.
 */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000 || hasControl(value)) return null;
  if (!value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const decoded = decodeFully(url.pathname);
  if (decoded === null || hasControl(decoded) || /^\/[/\\]/.test(decoded) || /^\/[/\\]/.test(url.pathname))
    return null;
  // What the path turns into once a server resolves the decoded dot segments must stay on this site too.
  const resolved = new URL(decoded.replaceAll('\\', '/'), BASE);
  if (resolved.origin !== BASE || /^\/\//.test(resolved.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The permanent address of a public recipe, `/r/{id}` (its kebab-case id is already a slug). */
export function publicRecipePath(id: string): string {
  return `/r/${encodeURIComponent(id)}`;
}
