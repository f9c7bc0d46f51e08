import type { BodyAnswers, PlanAnswers } from '@larder/domain/api/plans';

/** What a typed target may be: a day of food a person could eat. */
export const TARGET_LIMITS = { kcal: { min: 1000, max: 5000 }, proteinG: { min: 0, max: 400 } } as const;
/** Least and most minutes a meal may be given in the wizard. */
export const MEAL_MINUTES = { min: 10, max: 240 } as const;
export const PLAN_DAYS = { min: 1, max: 7 } as const;
export const PLAN_SERVINGS = { min: 1, max: 12 } as const;

/** The plan wizard's answers (`POST /api/plans`), declared in the contract; the server keeps the last ones as the cook's defaults. */
export type { BodyAnswers, PlanAnswers };

/** What the wizard starts from before the cook has answered once. */
export const DEFAULT_ANSWERS: PlanAnswers = {
  goal: 'use-it-up',
  body: null,
  target: null,
  diet: [],
  allergens: [],
  dislikes: [],
  days: 7,
  meals: ['breakfast', 'lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 30,
  weekendMinutes: 60,
  leftovers: true,
};
