import { ALLERGENS, type Allergen, DIETS, type Diet } from '@larder/kitchen/diet';
import {
  ACTIVITY_LEVELS,
  BODY_LIMITS,
  MEAL_MINUTES,
  PLAN_DAYS,
  PLAN_SERVINGS,
  SEXES,
  TARGET_LIMITS,
  WEIGHT_GOALS,
} from '@larder/kitchen/planning';
import { MEAL_TYPES } from '@larder/kitchen/recipes';
import { z } from 'zod';
import { listOf } from '../recipes/recipe-input.ts';

function between(name: string, min: number, max: number, unit = '') {
  const message = `${name} must be between ${min} and ${max}${unit}.`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}
const whole = (name: string, min: number, max: number, unit = '') =>
  between(name, min, max, unit).int({ error: `${name} must be a whole number.` });

const metric = z.object({
  units: z.literal('metric'),
  heightCm: between('Height', BODY_LIMITS.heightCm.min, BODY_LIMITS.heightCm.max, ' cm'),
  weightKg: between('Weight', BODY_LIMITS.weightKg.min, BODY_LIMITS.weightKg.max, ' kg'),
});
/** Imperial figures are also checked in cm and kg once converted (plan-request.ts): the same limits. */
const imperial = z.object({
  units: z.literal('imperial'),
  heightFeet: whole('Feet', 3, 7),
  heightInches: between('Inches', 0, 11.99),
  weightPounds: between('Weight', 70, 660, ' lb'),
});

/** The body details for the calorie calculator (optional in the wizard). */
const body = z
  .object({
    sex: z.enum(SEXES, { error: 'Choose female or male.' }),
    age: whole('Age', BODY_LIMITS.age.min, BODY_LIMITS.age.max),
    activity: z.enum(ACTIVITY_LEVELS, { error: 'Choose how active you are.' }),
    measures: z.discriminatedUnion('units', [metric, imperial], {
      error: 'Choose metric or imperial units.',
    }),
  })
  .nullable();

/** A target the cook typed: protein can give at most half the day's calories (4 kcal a gram). */
const target = z
  .object({
    kcal: whole('Calories', TARGET_LIMITS.kcal.min, TARGET_LIMITS.kcal.max, ' kcal'),
    proteinG: whole('Protein', TARGET_LIMITS.proteinG.min, TARGET_LIMITS.proteinG.max, ' g'),
  })
  .refine((value) => value.proteinG * 4 <= value.kcal / 2, {
    path: ['proteinG'],
    error:
      'That much protein would be more than half your calories: lower the protein or raise the calories.',
  })
  .nullable();

/** `POST /api/plans`: the plan wizard's answers. They become the cook's defaults. */
export const planAnswers = z.object({
  goal: z.enum(WEIGHT_GOALS, { error: `Choose one of the goals: ${WEIGHT_GOALS.join(', ')}.` }),
  highProtein: z.boolean().default(false),
  body: body.default(null),
  target: target.default(null),
  diet: listOf<Diet>(DIETS, 'diet').default([]),
  allergens: listOf<Allergen>(ALLERGENS, 'allergen').default([]),
  dislikes: z
    .array(z.string().trim().min(1).max(60), { error: 'Send a list of foods.' })
    .max(30, { error: 'List at most 30 foods you dislike.' })
    .default([]),
  days: whole('Days', PLAN_DAYS.min, PLAN_DAYS.max),
  meals: z
    .array(z.enum(MEAL_TYPES, { error: `Each meal is one of: ${MEAL_TYPES.join(', ')}.` }), {
      error: 'Choose the meals to plan.',
    })
    .min(1, { error: 'Choose at least one meal a day.' })
    .max(MEAL_TYPES.length)
    .refine((meals) => new Set(meals).size === meals.length, { error: 'Choose each meal once.' }),
  servings: whole('Servings', PLAN_SERVINGS.min, PLAN_SERVINGS.max),
  weekdayMinutes: whole('Weekday time', MEAL_MINUTES.min, MEAL_MINUTES.max, ' minutes'),
  weekendMinutes: whole('Weekend time', MEAL_MINUTES.min, MEAL_MINUTES.max, ' minutes'),
  leftovers: z.boolean().default(true),
  /** The first day, YYYY-MM-DD; today in the cook's timezone when not given. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the first day as YYYY-MM-DD.' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'That date does not exist.',
    })
    .optional(),
});
export type PlanAnswers = z.infer<typeof planAnswers>;

/** `POST /api/plans/:id/slots/:slot/swap`: the recipe to swap in (one of the options), or the best one. */
export const swapBody = z.object({ recipeId: z.string().min(1).max(200).optional() });

/** `PUT /api/plans/:id/slots/:slot/lock`. */
export const lockBody = z.object({ locked: z.boolean({ error: 'Send locked: true or false.' }) });
