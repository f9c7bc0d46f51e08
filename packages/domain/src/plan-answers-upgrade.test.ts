import { DEFAULT_ANSWERS } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import { planAnswersBody, planAnswersSchema } from './api/plans.ts';
import { storedPlanAnswers, upgradePlanAnswers } from './plan-answers-upgrade.ts';

const BODY = {
  sex: 'female',
  age: 34,
  activity: 'light',
  measures: { units: 'metric', heightCm: 168, weightKg: 64 },
} as const;
const WEEK = { days: 3, meals: ['dinner'], servings: 2, weekdayMinutes: 30, weekendMinutes: 60 };

describe('plan answers kept or sent before one set of goals', () => {
  it('move the weight goal into the body details and make high protein the goal', () => {
    const old = { ...WEEK, goal: 'lose', highProtein: true, body: BODY };
    expect(upgradePlanAnswers(old)).toEqual({
      ...WEEK,
      goal: 'high-protein',
      body: { ...BODY, weightGoal: 'lose' },
    });
    expect(planAnswersBody.parse(old)).toMatchObject({ goal: 'high-protein', body: { weightGoal: 'lose' } });
  });

  it('take the default goal when high protein was off, and drop the weight goal with skipped details', () => {
    const parsed = planAnswersBody.parse({ ...WEEK, goal: 'gain', highProtein: false, body: null });
    expect(parsed.goal).toBe('use-it-up');
    expect(parsed.body).toBeNull();
    expect(parsed).not.toHaveProperty('highProtein');
  });

  it('leave answers of the new shape as they are', () => {
    const answers = { ...WEEK, goal: 'quick', body: { ...BODY, weightGoal: 'gain' } };
    expect(upgradePlanAnswers(answers)).toBe(answers);
    expect(upgradePlanAnswers('quick')).toBe('quick');
    // A stray switch beside a new goal changes nothing.
    expect(upgradePlanAnswers({ ...answers, highProtein: true })).toEqual(answers);
  });

  it('read a plan row kept in the old shape', () => {
    const kept = { ...DEFAULT_ANSWERS, ...WEEK, goal: 'maintain', highProtein: false, body: BODY };
    const read = storedPlanAnswers(kept);
    expect(read).toMatchObject({ goal: 'use-it-up', body: { weightGoal: 'maintain' } });
    expect(planAnswersSchema.safeParse(read).success).toBe(true);
  });

  it('refuse goals of neither list with the goals that are', () => {
    const issue = (body: unknown) => planAnswersBody.safeParse(body).error?.issues[0];
    expect(issue({ ...WEEK, goal: 'bulk' })).toMatchObject({
      path: ['goal'],
      message: 'Choose one of the goals: use-it-up, quick, high-protein, lighter, family, budget.',
    });
    expect(issue({ ...WEEK, body: { ...BODY, weightGoal: 'quick' } })).toMatchObject({
      path: ['body', 'weightGoal'],
      message: 'Choose lose weight, stay at my weight or gain weight.',
    });
  });
});
