/** A cook's body as the plan wizard sends it: a 34-year-old, moderately active, metric. */
export const PLAN_BODY = {
  sex: 'female',
  age: 34,
  activity: 'moderate',
  measures: { units: 'metric', heightCm: 168, weightKg: 64 },
} as const;
