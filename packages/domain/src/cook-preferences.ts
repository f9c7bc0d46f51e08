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
 * servings (the household) and high protein (the goal "high protein"). Finishing the wizard saves these
 * back (`preferencesAfterPlan`), so the preferences are never older than the wizard's own answers.
 */
export function planAnswersFrom(answers: PlanAnswers, preferences: CookPreferences): PlanAnswers {
  return {
    ...answers,
    diet: [...preferences.diet],
    allergens: [...preferences.allergens],
    dislikes: [...preferences.dislikes],
    servings: preferences.householdSize,
    highProtein: preferences.goal === 'high-protein',
  };
}

/**
 * The preferences once the plan wizard is finished: its diet, allergens, dislikes, servings and units (of
 * the body details, when given) replace theirs; high protein makes the goal "high protein", and turning
 * it off gives up that goal for the default one. The rest (another goal, units without body details) stays.
 */
export function preferencesAfterPlan(previous: CookPreferences, answers: PlanAnswers): CookPreferences {
  const goal = answers.highProtein
    ? 'high-protein'
    : previous.goal === 'high-protein'
      ? DEFAULT_PREFERENCES.goal
      : previous.goal;
  return {
    diet: [...answers.diet],
    allergens: [...answers.allergens],
    dislikes: [...answers.dislikes],
    householdSize: answers.servings,
    units: answers.body?.measures.units ?? previous.units,
    goal,
  };
}
