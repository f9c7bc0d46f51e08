import { describe, expect, it } from 'vitest';
import { charsetOf, decodeHtml } from './decode-html.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodeHtml', () => {
  it('reads UTF-8 by default', () => {
    expect(decodeHtml(Buffer.from('<p>Crème brûlée</p>'), 'text/html')).toBe('<p>Crème brûlée</p>');
  });

  it('uses the charset of the Content-Type header, quoted or not', () => {
    expect(decodeHtml(latin1('<p>Crème</p>'), 'text/html; charset=ISO-8859-1')).toBe('<p>Crème</p>');
    expect(decodeHtml(latin1('<p>Crème</p>'), 'text/html;charset="iso-8859-1"')).toBe('<p>Crème</p>');
  });

  it('falls back to <meta charset> and to <meta http-equiv> in the first bytes', () => {
    const meta = latin1('<html><head><meta charset="windows-1252"><title>Crème \x80</title>');
    expect(decodeHtml(meta, 'text/html')).toContain('Crème €');
    const equiv = latin1('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>Brûlée');
    expect(decodeHtml(equiv, undefined)).toContain('Brûlée');
  });

  it('ignores a <meta charset> past the first 1024 bytes', () => {
    const late = latin1(`${' '.repeat(1100)}<meta charset="iso-8859-1"><p>é`);
    expect(decodeHtml(late, 'text/html')).toContain('\uFFFD');
  });

  it('lets a byte-order mark win, and strips it', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toBe('<p>é</p>');
  });

  it('skips unknown labels and treats a UTF-16 <meta> as UTF-8', () => {
    expect(decodeHtml(Buffer.from('<p>é</p>'), 'text/html; charset=klingon')).toBe('<p>é</p>');
    expect(decodeHtml(Buffer.from('<meta charset="utf-16"><p>é</p>'), undefined)).toContain('<p>é</p>');
  });

  it('reads windows-1252 (and the labels that mean it) as browsers do, curly quotes and euro sign included', () => {
    const bytes = Uint8Array.of(0x93, 0x43, 0x94, 0x20, 0x92, 0x20, 0x80, 0x35, 0x20, 0x96, 0x20, 0x9f, 0x81);
    const expected = '\u201cC\u201d \u2019 \u20ac5 \u2013 \u0178\u0081';
    expect(decodeHtml(bytes, 'text/html; charset=windows-1252')).toBe(expected);
    expect(decodeHtml(bytes, 'text/html; charset=iso-8859-1')).toBe(expected);
    expect(decodeHtml(bytes, 'text/html; charset=us-ascii')).toBe(expected);
  });

  it('finds the charset parameter', () => {
    expect(charsetOf('text/html; charset=Shift_JIS')).toBe('Shift_JIS');
    expect(charsetOf('text/html')).toBeUndefined();
    expect(charsetOf(undefined)).toBeUndefined();
  });
});
