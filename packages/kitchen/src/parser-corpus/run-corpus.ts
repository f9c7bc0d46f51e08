import { dayFirstFor } from '../pantry-dates.ts';
import { type ParsedPantryItem, parsePantryText } from '../parse-pantry-text.ts';
import { FRIDGE_LINES } from './corpus-fridge.ts';
import { LEFTOVER_LINES } from './corpus-leftovers.ts';
import { CORPUS_LOCALE, CORPUS_TODAY, type CorpusLine } from './corpus-line.ts';
import { RECIPE_LINES } from './corpus-recipe.ts';
import { SHOPPING_LINES } from './corpus-shopping.ts';

/** Every line of the parser corpus: shopping lists, recipe lines, fridge notes and typos. */
export const CORPUS: readonly CorpusLine[] = [
  ...SHOPPING_LINES,
  ...RECIPE_LINES,
  ...FRIDGE_LINES,
  ...LEFTOVER_LINES,
];

export type CorpusResult = Readonly<{
  lines: number;
  exact: number;
  /** Each line read otherwise than the cook meant: what was expected and what the parser read. */
  misses: readonly string[];
}>;

const same = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 1e-9;

function describe(item: ParsedPantryItem | undefined): string {
  if (!item) return 'nothing';
  const dates = [item.expiresOn && `expires ${item.expiresOn}`, item.openedOn && `opened ${item.openedOn}`]
    .concat(item.boughtOn ? [`bought ${item.boughtOn}`] : [])
    .filter(Boolean)
    .join(' ');
  return `${item.ingredientId ?? `unknown "${item.name}"`} ${item.quantity ?? '-'} ${item.unit ?? '-'} ${dates}`.trim();
}

/** Whether the parser reads `line` exactly as the cook meant it: one item, food, amount, unit, dates. */
function isExact(line: CorpusLine, read: readonly ParsedPantryItem[]): boolean {
  const [, ingredientId, quantity, unit, dates = {}] = line;
  const item = read[0];
  return (
    read.length === 1 &&
    item !== undefined &&
    item.ingredientId === ingredientId &&
    same(item.quantity, quantity) &&
    item.unit === unit &&
    item.expiresOn === dates.expiresOn &&
    item.openedOn === dates.openedOn &&
    item.boughtOn === dates.boughtOn
  );
}

/** Reads every corpus line with the corpus's today and locale, and counts the exact ones. */
export function runCorpus(lines: readonly CorpusLine[] = CORPUS): CorpusResult {
  const context = { today: CORPUS_TODAY, dayFirst: dayFirstFor(CORPUS_LOCALE) };
  const misses: string[] = [];
  for (const line of lines) {
    const read = parsePantryText(line[0], context);
    if (isExact(line, read)) continue;
    const [text, id, quantity, unit, dates = {}] = line;
    const expected =
      `${id ?? 'unknown'} ${quantity ?? '-'} ${unit ?? '-'} ${Object.values(dates).join(' ')}`.trim();
    misses.push(`"${text}": expected ${expected}, read ${read.map(describe).join(' + ') || 'nothing'}`);
  }
  return { lines: lines.length, exact: lines.length - misses.length, misses };
}
