import type { AttachmentType } from '@larder/domain/support';

/**
 * Decides what an uploaded file really is from its first bytes. The name and the declared type come from
 * the browser and can lie (a renamed executable), so they are never consulted.
 */

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** Tab, LF, form feed and CR are the only control characters ordinary text files carry. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

const EXTENSIONS: Readonly<Record<AttachmentType, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'text/plain': '.txt',
  'application/json': '.json',
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function asText(bytes: Uint8Array): string | null {
  // UTF-8 continuation and lead bytes are all >= 0x80, so checking raw bytes finds every control character.
  for (const byte of bytes) {
    if (byte < 0x20 && !ALLOWED_CONTROLS.has(byte)) return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isJson(text: string): boolean {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const trimmed = body.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** The attachment type the bytes prove, or null when the file is empty or not one of the allowed kinds. */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  const text = asText(bytes);
  if (text === null) return null;
  return isJson(text) ? 'application/json' : 'text/plain';
}

/** The file extension stored names end with, so the name always agrees with the sniffed type. */
export function extensionFor(type: AttachmentType): string {
  return EXTENSIONS[type];
}
