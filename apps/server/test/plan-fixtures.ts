/** A cook's body as the plan wizard sends it: a 34-year-old, moderately active, metric. */
export const PLAN_BODY = {
  sex: 'female',
  age: 34,
  activity: 'moderate',
  measures: { units: 'metric', heightCm: 168, weightKg: 64 },
} as const;

/** A short plan's answers: two dinners for two, no leftovers. */
export const TWO_DINNERS = {
  goal: 'maintain',
  body: PLAN_BODY,
  days: 2,
  meals: ['dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: false,
} as const;
