/**
 * Text cleaning shared by every reader: entity decoding (also entities encoded twice, as JSON-LD often
 * carries them), whitespace collapsing, and turning an HTML snippet from a JSON string into text or lines.
 */
import { decodeHTML } from 'entities';
import { nodeLines } from './dom-text.ts';
import { parseSnippet } from './html-tree.ts';

const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/i;
const TAG = /<[a-z!/]/i;
const ESCAPED_TAG = /&lt;\/?[a-z]/i;

/** Decodes HTML entities until none is left (at most three rounds): "&amp;#8217;" becomes "’". */
export function decodeEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && ENTITY.test(current); round++) {
    const next = decodeHTML(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** One line: runs of whitespace (non-breaking spaces too) become one space; zero-width marks go. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The lines a string from JSON-LD holds: tags stripped (block tags and <br> end a line), entities decoded
 * (twice-encoded too), newlines kept as line ends, each line collapsed; empty lines dropped.
 */
export function stringLines(value: string): string[] {
  // Markup escaped inside the JSON ("&lt;p&gt;Mix&lt;/p&gt;") is markup all the same.
  const source = !TAG.test(value) && ESCAPED_TAG.test(value) ? decodeHTML(value) : value;
  const raw = TAG.test(source) ? nodeLines(parseSnippet(source), true) : source.split(/\r\n|\r|\n/);
  return raw.map((line) => collapseWhitespace(decodeEntities(line))).filter((line) => line !== '');
}

/** A string from JSON-LD as one line of text: tags stripped, entities decoded, whitespace collapsed. */
export function stringText(value: string): string {
  return stringLines(value).join(' ');
}
