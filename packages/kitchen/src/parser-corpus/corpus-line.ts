import type { PantryUnit } from '../pantry-units.ts';

/** The dates a line says in words, as the cook means them (YYYY-MM-DD). */
export type CorpusDates = Readonly<{ expiresOn?: string; openedOn?: string; boughtOn?: string }>;

/**
 * One line a cook might type and what they mean by it: the catalog food (null when it is truly not
 * food the catalog knows), the amount and unit (null when none was said), and any date said in words.
 */
export type CorpusLine = readonly [
  text: string,
  ingredientId: string | null,
  quantity: number | null,
  unit: PantryUnit | null,
  dates?: CorpusDates,
];

/** The corpus's fixed "today" (a Tuesday) and the cook's locale: en-GB writes 28/11 day first. */
export const CORPUS_TODAY = '2026-11-24';
export const CORPUS_LOCALE = 'en-GB';
