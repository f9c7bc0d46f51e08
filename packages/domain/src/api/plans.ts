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
import '../zod.ts';
import { z } from 'zod';
import { upgradePlanAnswers } from '../plan-answers-upgrade.ts';
import { dishPictureSchema } from './dish-picture.ts';
import { cookPreferencesSchema, dislikesList, goalChoice } from './preferences.ts';
import { listOf } from './word-list.ts';

/** `/api/plans`: the week's meal plan (docs/contracts/planning-api.md). */

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
/** Imperial figures are also checked in cm and kg once converted (on the server): the same limits. */
const imperial = z.object({
  units: z.literal('imperial'),
  heightFeet: whole('Feet', 3, 7),
  heightInches: between('Inches', 0, 11.99),
  weightPounds: between('Weight', 70, 660, ' lb'),
});

/** The body details for the calorie calculator (optional in the wizard). */
const bodySchema = z.object({
  sex: z.enum(SEXES, { error: 'Choose female or male.' }),
  age: whole('Age', BODY_LIMITS.age.min, BODY_LIMITS.age.max),
  activity: z.enum(ACTIVITY_LEVELS, { error: 'Choose how active you are.' }),
  measures: z.discriminatedUnion('units', [metric, imperial], {
    error: 'Choose metric or imperial units.',
  }),
  /** Lose, keep or gain weight: sets the calorie target (what matters most is the answers' `goal`). */
  weightGoal: z
    .enum(WEIGHT_GOALS, { error: 'Choose lose weight, stay at my weight or gain weight.' })
    .default('maintain'),
});
export type BodyAnswers = z.infer<typeof bodySchema>;

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
export const planAnswersSchema = z
  .object({
    /** What matters most this week: one of Today's goals, ranking the plan's meals as it ranks Today's. */
    goal: goalChoice.default('use-it-up'),
    /** For the calorie calculator; null when the cook skipped it. */
    body: bodySchema.nullable().default(null),
    /** A day's target the cook typed instead; wins over the calculator. */
    target: target.default(null),
    diet: listOf<Diet>(DIETS, 'diet').default([]),
    allergens: listOf<Allergen>(ALLERGENS, 'allergen').default([]),
    /** Foods by name ("mushrooms"); the server reads them against the catalog. */
    dislikes: dislikesList.default([]),
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
    /** "Cook once, eat twice": some dinners cooked double for the next day's lunch. */
    leftovers: z.boolean().default(true),
    /** "Plan my week from this collection": its recipes are planned first where they fit. */
    collectionId: z.uuid({ error: 'Use a collection id.' }).optional(),
    /** The first day, YYYY-MM-DD; today in the cook's timezone when not given. */
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the first day as YYYY-MM-DD.' })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
        error: 'That date does not exist.',
      })
      .optional(),
  })
  .meta({ id: 'PlanAnswers' });
/** The plan wizard's answers, as the server keeps them (defaults filled in). */
export type PlanAnswers = z.infer<typeof planAnswersSchema>;
/**
 * What `POST /api/plans` reads: the answers, or the shape an app built before one set of goals sends
 * (`goal: 'lose'`, `highProtein`), upgraded first (plan-answers-upgrade.ts). The contract documents the new one.
 */
export const planAnswersBody = z.preprocess(upgradePlanAnswers, planAnswersSchema);

/** `POST /api/plans/:id/slots/:slot/swap`: the recipe to swap in (one of the options), or the best one. */
export const swapBody = z.object({ recipeId: z.string().min(1).max(200).optional() }).meta({ id: 'Swap' });

/** `PUT /api/plans/:id/slots/:slot/lock`. */
export const lockBody = z
  .object({ locked: z.boolean({ error: 'Send locked: true or false.' }) })
  .meta({ id: 'Lock' });

const kcalAndProtein = { kcal: z.number(), proteinG: z.number() };

/** The day's target a plan aims at, and where it came from: worked out from the body details, or typed. */
export const planTargetSchema = z.object({
  ...kcalAndProtein,
  source: z.enum(['calculated', 'typed']),
  /** The calculator's working, one plain sentence a step (empty for a typed target). */
  working: z.array(z.string()).readonly(),
  floorApplied: z.boolean(),
});
export type PlanTarget = z.infer<typeof planTargetSchema>;

/** One meal as the plan screens show it (one person's share); the recipe opens at `/recipe?id=`. */
export const plannedMealSchema = z
  .object({
    slot: z.string(),
    mealType: z.enum(MEAL_TYPES),
    recipeId: z.string(),
    title: z.string(),
    cuisine: z.string(),
    minutes: z.number(),
    portion: z.number(),
    cookServings: z.number(),
    leftoverOf: z.string().nullable(),
    locked: z.boolean(),
    /** The cook's own photo of the recipe, when they added one (`/api/recipes/:id/photo`). */
    photo: z.string().optional(),
    ...kcalAndProtein,
    fatG: z.number(),
    carbsG: z.number(),
    /** What its picture shows; absent from plans made before pictures. */
    picture: dishPictureSchema.optional(),
  })
  .meta({ id: 'PlannedMeal' });
export type PlannedMealDto = z.infer<typeof plannedMealSchema>;

export const planDaySchema = z.object({
  day: z.number(),
  date: z.string(),
  meals: z.array(plannedMealSchema),
  totals: z.object({ ...kcalAndProtein, fatG: z.number(), carbsG: z.number() }),
  /** The share of the day's target the planned meals stand for; null plans without a target. */
  target: z.object(kcalAndProtein).nullable(),
  /** Within ±10 % of the calorie target; null without a target. */
  onTarget: z.boolean().nullable(),
  proteinMet: z.boolean().nullable(),
});
export type PlanDayDto = z.infer<typeof planDaySchema>;

/** The plan as the API answers it: what the plan screens show. */
export const planSchema = z
  .object({
    id: z.string(),
    startDate: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    servings: z.number(),
    /** The person's day the plan aims at, with the calculator's working; null plans without counting. */
    target: planTargetSchema.nullable(),
    days: z.array(planDaySchema),
    /** What the plan could not do, in plain words (a target it could only come close to, repeats). */
    notes: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type PlanDto = z.infer<typeof planSchema>;

/** `POST /api/plans`, regenerate, swap and lock. */
export const planAnswer = z.object({ plan: planSchema });
/** `GET /api/plans/current`: the newest plan and the wizard's defaults, either of them null. */
export const currentPlanAnswer = z.object({
  plan: planSchema.nullable(),
  answers: planAnswersSchema.nullable(),
  /** The cook's saved preferences (`/api/preferences`), null until saved: Today's and the wizard's defaults. */
  cookPreferences: cookPreferencesSchema.nullable(),
});

/** Another recipe that could take a meal's place. */
export const swapOptionSchema = z.object({
  recipeId: z.string(),
  title: z.string(),
  minutes: z.number(),
  ...kcalAndProtein,
});
export type SwapOption = z.infer<typeof swapOptionSchema>;
/** `GET /api/plans/:id/slots/:slot/options`: best first; empty for a leftover meal. */
export const swapOptionsAnswer = z.object({ options: z.array(swapOptionSchema) });

/** `/api/plans/:id`. */
export const planParams = z.object({ id: z.string().meta({ description: 'The plan id' }) });
/** `/api/plans/:id/slots/:slot…`: a slot is `${day}-${mealType}` (`0-dinner`). */
export const planSlotParams = planParams.extend({
  slot: z.string().meta({ description: 'The meal: day and meal type, such as 0-dinner' }),
});
