/**
 * The recipe-import corpus: every `<name>.html` here beside `<name>.json`, the recipe a cook reads on
 * that page (`null` for a page that holds none), written by hand. Measures `readRecipePage` against it.
 * Used by the corpus test and by `scripts/bench.mjs` (which bundles this file, so it passes the folder).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type RecipePage, readRecipePage } from '../../src/modules/recipe-import/page/read-recipe-page.ts';

export interface CorpusExpectation {
  title: string;
  ingredients: string[];
  steps: string[];
  servings?: number;
  totalMinutes?: number;
}

export interface CorpusPageResult {
  name: string;
  expected: CorpusExpectation | null;
  actual: RecipePage | null;
  titleExact: boolean;
  ingredientsExact: boolean;
  stepsExact: boolean;
}

export const CORPUS_DIR = import.meta.dirname;

const sameLines = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/** Reads every page of the corpus and compares it with its expectation. */
export function readImportCorpus(dir: string = CORPUS_DIR): CorpusPageResult[] {
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
  return names.map((name) => {
    const html = readFileSync(path.join(dir, `${name}.html`), 'utf8');
    const expected = JSON.parse(
      readFileSync(path.join(dir, `${name}.json`), 'utf8'),
    ) as CorpusExpectation | null;
    const actual = readRecipePage(html);
    if (expected === null) {
      const exact = actual === null;
      return { name, expected, actual, titleExact: exact, ingredientsExact: exact, stepsExact: exact };
    }
    return {
      name,
      expected,
      actual,
      titleExact: actual?.title === expected.title,
      ingredientsExact: actual !== null && sameLines(actual.ingredients, expected.ingredients),
      stepsExact: actual !== null && sameLines(actual.steps, expected.steps),
    };
  });
}

/** The corpus figures: pages read with an exact title, exact ingredient lines, exact steps, and both. */
export function measureImportCorpus(dir: string = CORPUS_DIR): {
  pages: number;
  titleExact: number;
  ingredientsExact: number;
  stepsExact: number;
  bothExact: number;
  percent: number;
} {
  const results = readImportCorpus(dir);
  const count = (test: (result: CorpusPageResult) => boolean) => results.filter(test).length;
  const bothExact = count((r) => r.titleExact && r.ingredientsExact);
  return {
    pages: results.length,
    titleExact: count((r) => r.titleExact),
    ingredientsExact: count((r) => r.ingredientsExact),
    stepsExact: count((r) => r.stepsExact),
    bothExact,
    percent: results.length === 0 ? 0 : (100 * bothExact) / results.length,
  };
}
