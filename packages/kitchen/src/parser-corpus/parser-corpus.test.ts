import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import { CORPUS, runCorpus } from './run-corpus.ts';

/** The share of corpus lines the parser must read exactly as the cook meant them. */
const GOAL = 0.95;

describe('the parser corpus', () => {
  it('holds at least 300 distinct lines, each naming a catalog food or none', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CORPUS.map(([text]) => text)).size).toBe(CORPUS.length);
    const unknownIds = CORPUS.filter(([, id]) => id !== null && getIngredient(id) === null);
    expect(unknownIds).toEqual([]);
  });

  it(`reads at least ${GOAL * 100} % of the lines exactly as the cook meant them`, () => {
    const { lines, exact, misses } = runCorpus();
    const share = exact / lines;
    if (share < GOAL) {
      throw new Error(
        `Parser corpus: ${exact} of ${lines} exact (${(share * 100).toFixed(1)} %), below ${GOAL * 100} %:\n${misses.join('\n')}`,
      );
    }
  });
});
