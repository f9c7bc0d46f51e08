import { runCorpus } from '../src/parser-corpus/run-corpus.ts';

/** The pantry parser against its corpus: lines, lines read exactly as the cook meant, and the share. */
export function benchParser(): { lines: number; exact: number; percent: number } {
  const { lines, exact } = runCorpus();
  return { lines, exact, percent: (100 * exact) / lines };
}
