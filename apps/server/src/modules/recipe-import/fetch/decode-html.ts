/**
 * Turns page bytes into text the way a browser would, simplified: a byte-order mark wins, then the
 * charset in the Content-Type header, then a `<meta charset>` (or `http-equiv` Content-Type) in the
 * first 1024 bytes, then UTF-8. Unknown labels are skipped; bad bytes become U+FFFD.
 */
import { TextDecoder } from 'node:util';

/**
 * What bytes 0x80-0x9F mean in windows-1252 (WHATWG index-windows-1252). Node 20.18.3 and later decode
 * that encoding, which the labels iso-8859-1, latin1 and ascii also name, as ISO-8859-1 (nodejs/node
 * #60888), turning curly quotes and the euro sign into control characters; this puts them back.
 */
const WINDOWS_1252_HIGH_CONTROLS = String.fromCodePoint(
  0x20ac,
  0x81,
  0x201a,
  0x192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x2c6,
  0x2030,
  0x160,
  0x2039,
  0x152,
  0x8d,
  0x17d,
  0x8f,
  0x90,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x2dc,
  0x2122,
  0x161,
  0x203a,
  0x153,
  0x9d,
  0x17e,
  0x178,
);
const NODE_DECODES_WINDOWS_1252_AS_LATIN1 =
  new TextDecoder('windows-1252').decode(Uint8Array.of(0x80)) !== WINDOWS_1252_HIGH_CONTROLS[0];

function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH_CONTROLS[c.charCodeAt(0) - 0x80] ?? c);
}

/** How far into the page the HTML spec's prescan looks for a `<meta>` charset. */
const PRESCAN_BYTES = 1024;

function decoderFor(label: string | undefined): TextDecoder | null {
  if (label === undefined) return null;
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, ''));
  } catch {
    return null;
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The `charset` parameter of a Content-Type header, if any. */
export function charsetOf(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*("?)([^";\s]+)\1/i)?.[2];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  // Latin-1 maps every byte to one character, so ASCII markup reads the same in any ASCII-based charset.
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString('latin1');
  const label = head.match(/<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1];
  // A page cannot really be UTF-16 if its ASCII markup was readable: the spec says UTF-8 then.
  return label !== undefined && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

/** The page's text. */
export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): string {
  const decoder =
    decoderFor(bomEncoding(bytes)) ??
    decoderFor(charsetOf(contentType)) ??
    decoderFor(metaCharset(bytes)) ??
    new TextDecoder('utf-8');
  const text = decoder.decode(bytes);
  return decoder.encoding === 'windows-1252' && NODE_DECODES_WINDOWS_1252_AS_LATIN1
    ? fixWindows1252(text)
    : text;
}
