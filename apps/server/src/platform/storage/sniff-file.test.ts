import { describe, expect, it } from 'vitest';
import { extensionFor, sniffAttachment } from './sniff-file.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sniffAttachment', () => {
  it('recognises the image signatures', () => {
    expect(sniffAttachment(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffAttachment(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'image/png',
    );
    expect(sniffAttachment(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffAttachment(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
  });

  it('refuses a truncated or near-miss signature', () => {
    expect(sniffAttachment(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffAttachment(bytes('GIF88a', [0]))).toBeNull();
    expect(sniffAttachment(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('refuses executables and other binary formats whatever they are called', () => {
    // A Windows executable renamed to screenshot.png: the name never reaches the sniffer.
    expect(sniffAttachment(bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]))).toBeNull();
    expect(sniffAttachment(bytes([0x7f], 'ELF', [2, 1, 1, 0]))).toBeNull();
    expect(sniffAttachment(bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n'))).toBeNull();
    expect(sniffAttachment(bytes('PK', [3, 4, 20, 0]))).toBeNull();
    const garbage = new Uint8Array(256).map((_, i) => (i * 151 + 7) % 256);
    expect(sniffAttachment(garbage)).toBeNull();
  });

  it('accepts UTF-8 text with accents, tabs and line endings as plain text', () => {
    expect(sniffAttachment(utf8('Crème brûlée für Jürgen\tstep 1\r\nstep 2\f\n'))).toBe('text/plain');
    expect(sniffAttachment(utf8('{ not json'))).toBe('text/plain');
    expect(sniffAttachment(utf8('42'))).toBe('text/plain');
    expect(sniffAttachment(utf8('"a string"'))).toBe('text/plain');
  });

  it('recognises JSON objects and arrays, also behind a byte order mark', () => {
    expect(sniffAttachment(utf8('{"error":"boom","stack":["a","b"]}'))).toBe('application/json');
    expect(sniffAttachment(utf8('\n  [1, 2, {"é": null}]\n'))).toBe('application/json');
    expect(sniffAttachment(bytes([0xef, 0xbb, 0xbf], '{"a":1}'))).toBe('application/json');
  });

  it('refuses invalid UTF-8, NUL and other control bytes, and empty files', () => {
    expect(sniffAttachment(bytes('caf', [0xe9]))).toBeNull();
    expect(sniffAttachment(bytes('abc', [0xc3]))).toBeNull();
    expect(sniffAttachment(bytes('abc', [0], 'def'))).toBeNull();
    expect(sniffAttachment(bytes('bell', [0x07]))).toBeNull();
    expect(sniffAttachment(bytes('escape', [0x1b], '[31m'))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe('extensionFor', () => {
  it('names one extension per type', () => {
    expect(extensionFor('image/jpeg')).toBe('.jpg');
    expect(extensionFor('image/png')).toBe('.png');
    expect(extensionFor('image/gif')).toBe('.gif');
    expect(extensionFor('text/plain')).toBe('.txt');
    expect(extensionFor('application/json')).toBe('.json');
  });
});
