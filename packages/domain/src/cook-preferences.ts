import type { PlanAnswers } from './api/plans.ts';
import type { CookPreferences } from './api/preferences.ts';

/**
 * The cook's preferences as rules both sides run, with no schema in them (so Today and the plan wizard
 * load them without zod): the defaults, and how the plan wizard and the preferences share their fields.
 */

export type { CookPreferences };

/** What a cook who never saved any has: no diet, no allergens, no dislikes, two people, metric, use it up. */
export const DEFAULT_PREFERENCES: Readonly<CookPreferences> = Object.freeze({
  diet: [],
  allergens: [],
  dislikes: [],
  householdSize: 2,
  units: 'metric',
  goal: 'use-it-up',
});

/**
 * The plan wizard's start, the preferences laid over the wizard's answers: its diet, allergens, dislikes,
 * servings (the household) and goal (what matters most). Finishing the wizard saves these back
 * (`preferencesAfterPlan`), so the preferences are never older than the wizard's own answers.
 */
export function planAnswersFrom(answers: PlanAnswers, preferences: CookPreferences): PlanAnswers {
  return {
    ...answers,
    diet: [...preferences.diet],
    allergens: [...preferences.allergens],
    dislikes: [...preferences.dislikes],
    servings: preferences.householdSize,
    goal: preferences.goal,
  };
}

/**
 * The preferences once the plan wizard is finished: its diet, allergens, dislikes, servings, goal and units
 * (of the body details, when given) replace theirs. Units without body details stay as they were.
 */
export function preferencesAfterPlan(previous: CookPreferences, answers: PlanAnswers): CookPreferences {
  return {
    diet: [...answers.diet],
    allergens: [...answers.allergens],
    dislikes: [...answers.dislikes],
    householdSize: answers.servings,
    units: answers.body?.measures.units ?? previous.units,
    goal: answers.goal,
  };
}
