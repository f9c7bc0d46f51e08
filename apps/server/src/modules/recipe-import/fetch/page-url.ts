/**
 * Checks a link before anything is looked up or connected to: the cook's pasted text and every
 * redirect target alike. Only http and https, no user or password, and no port on the WHATWG Fetch
 * "bad port" list (SMTP, SSH, IRC and the like; the same ports every browser refuses). Other ports stay
 * open: many recipe sites live on :8080 or :8443, and the address policy, not the port, is what keeps a
 * fetch off private networks. IP literals (decimal, octal, hex, bracketed IPv6) come out of WHATWG URL
 * parsing already normalised, so the address policy sees the address that would be dialled.
 */

/** https://fetch.spec.whatwg.org/#bad-port */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A parsed, checked page link, or null when it is not one we may fetch (`bad_url`). */
export function checkPageUrl(input: string | URL, base?: URL): URL | null {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname === '') return null;
  if (url.port !== '' && BAD_PORTS.has(Number(url.port))) return null;
  return url;
}

/** The port a request to this link goes to. */
export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The hostname as a resolver or socket wants it: IPv6 literals lose their brackets. */
export function bareHostname(url: URL): string {
  const { hostname } = url;
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
