import { describe, expect, it } from 'vitest';
import { recipesFor } from '../library.ts';
import { planWeek } from './plan-week.ts';

const WEEK = {
  startDate: '2026-03-10',
  days: 7,
  meals: ['dinner'],
  servings: 2,
  weekdayMinutes: 90,
  weekendMinutes: 120,
  profile: { diets: [], allergens: [], dislikes: [] },
  target: null,
  pantry: [],
  leftovers: false,
} as const;

const planned = (plan: ReturnType<typeof planWeek>) =>
  plan.days.flatMap((day) => day.meals.map((m) => m.recipe.id));

describe('planning the week from a collection', () => {
  it.each([1, 2, 3])(
    'plans its recipes though the pantry alone would not (seed %i), and still varies',
    (seed) => {
      const without = new Set(planned(planWeek({ ...WEEK, seed })));
      const chosen = recipesFor('dinner')
        .filter((recipe) => !without.has(recipe.id))
        .slice(-2);
      const week = planned(planWeek({ ...WEEK, seed, favourites: chosen }));
      for (const recipe of chosen) expect(week).toContain(recipe.id);
      // Two favourites do not make a week of two dishes.
      expect(new Set(week).size).toBeGreaterThanOrEqual(5);
    },
  );

  it('leaves out a favourite the diet rules out', () => {
    const meat = recipesFor('dinner')
      .filter((recipe) => /chicken/.test(recipe.id))
      .slice(0, 1);
    expect(meat).toHaveLength(1);
    const week = planWeek({
      ...WEEK,
      seed: 4,
      favourites: meat,
      profile: { ...WEEK.profile, diets: ['vegetarian'] },
    });
    expect(planned(week)).not.toContain(meat[0]?.id);
  });
});
