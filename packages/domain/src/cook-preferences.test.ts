import { DEFAULT_ANSWERS, type PlanAnswers } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import { cookPreferencesSchema } from './api/preferences.ts';
import { DEFAULT_PREFERENCES, planAnswersFrom, preferencesAfterPlan } from './cook-preferences.ts';

const SAVED = {
  diet: ['vegetarian' as const],
  allergens: ['milk' as const],
  dislikes: ['olives'],
  householdSize: 4,
  units: 'imperial' as const,
  goal: 'quick' as const,
};

describe('the cook’s preferences', () => {
  it('default to no diet, no allergens, no dislikes, two people, metric, use it up', () => {
    expect(cookPreferencesSchema.parse({})).toEqual(DEFAULT_PREFERENCES);
  });

  it('name the field and what is wrong', () => {
    const issue = (body: unknown) => cookPreferencesSchema.safeParse(body).error?.issues[0];
    expect(issue({ diet: ['carnivore'] })?.message).toBe(
      '"carnivore" is not a diet Larder knows. Use: vegetarian, vegan, pescatarian, gluten-free, dairy-free.',
    );
    expect(issue({ householdSize: 13 })).toMatchObject({
      path: ['householdSize'],
      message: 'Household size is a whole number from 1 to 12.',
    });
    expect(issue({ units: 'stone' })?.message).toBe('Choose metric or imperial units.');
    expect(issue({ goal: 'lose' })?.message).toBe(
      'Choose one of the goals: use-it-up, quick, high-protein, lighter, family, budget.',
    );
    expect(issue({ dislikes: ['x'.repeat(61)] })?.message).toBe('Keep each food under 60 characters.');
  });

  it('start the plan wizard: diet, allergens, dislikes, household and goal', () => {
    expect(planAnswersFrom(DEFAULT_ANSWERS, SAVED)).toEqual({
      ...DEFAULT_ANSWERS,
      diet: ['vegetarian'],
      allergens: ['milk'],
      dislikes: ['olives'],
      servings: 4,
      goal: 'quick',
    });
  });

  it('take the wizard’s answers back when it is finished, its goal included', () => {
    const answers: PlanAnswers = {
      ...DEFAULT_ANSWERS,
      diet: ['vegan'],
      allergens: [],
      dislikes: ['mushrooms'],
      servings: 3,
      goal: 'high-protein',
      body: {
        sex: 'female',
        age: 34,
        activity: 'light',
        measures: { units: 'metric', heightCm: 168, weightKg: 64 },
        weightGoal: 'lose',
      },
    };
    expect(preferencesAfterPlan(SAVED, answers)).toEqual({
      diet: ['vegan'],
      allergens: [],
      dislikes: ['mushrooms'],
      householdSize: 3,
      units: 'metric',
      goal: 'high-protein',
    });
    // Without body details the units stay; the wizard's goal is the preferences' goal.
    const plain = { ...answers, body: null, goal: 'budget' as const };
    expect(preferencesAfterPlan(SAVED, plain)).toMatchObject({ units: 'imperial', goal: 'budget' });
  });
});
