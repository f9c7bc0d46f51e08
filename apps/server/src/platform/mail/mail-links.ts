const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`)\]]+/gi;

/**
 * Every web link in a message, in order of appearance and without repeats: the `href`s of its HTML and
 * the bare URLs of its text. Only http(s) links count; `mailto:` and friends are not something to follow
 * from a log.
 */
export function linksIn(html: string, text: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(HREF)) found.push(decodeEntities(match[1] ?? match[2] ?? ''));
  for (const match of text.matchAll(BARE_URL)) found.push(match[0].replace(/[.,;:!?]+$/, ''));
  return [...new Set(found.map((link) => link.trim()).filter((link) => /^https?:\/\//i.test(link)))];
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}
