import { describe, expect, it } from 'vitest';
import { CASES, checkGoal } from '../test/suggest-recipes.property.ts';
import type { Goal } from './goals.ts';

const GOALS_HERE: readonly Goal[] = ['lighter', 'family', 'budget'];

describe(`suggestions and generated recipes over ${CASES} random pantries and profiles`, () => {
  for (const goal of GOALS_HERE) {
    it(`keep every rule for the "${goal}" goal`, { timeout: 180_000 }, () => {
      const { faults, varied, comparable } = checkGoal(goal);
      expect(faults.slice(0, 20)).toEqual([]);
      // Another seed gives another selection or order in most cases with anything to choose from (not
      // all: a strict profile may leave two recipes far apart in merit, weak ones after the first three
      // are left out rather than shown for the sake of a change, and so are dishes that leave out the
      // fridge's centrepiece while buying what they are built on).
      expect(varied / comparable).toBeGreaterThan(0.55);
    });
  }
});
