import { CUISINE_FRIDGES } from './judging-fridges-cuisines.ts';
import { DIET_FRIDGES } from './judging-fridges-diets.ts';
import { KITCHEN_FRIDGES } from './judging-fridges-kitchens.ts';
import type { JudgingFridge } from './judging-fridges-make.ts';

export { inDays, JUDGING_TODAY, type JudgingFridge } from './judging-fridges-make.ts';

/**
 * The judging set (issue 15, "How it is judged"): every fridge, with what a good cook would make of it.
 * `judging.test.ts` checks the hard rules on each; `bench/bench-judging.ts` scores the soft ones.
 */
export const JUDGING_FRIDGES: readonly JudgingFridge[] = [
  ...CUISINE_FRIDGES,
  ...KITCHEN_FRIDGES,
  ...DIET_FRIDGES,
];
