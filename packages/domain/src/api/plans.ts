import { ALLERGENS, DIETS } from '@larder/kitchen/catalog-types';
import { ACTIVITY_LEVELS, SEXES, WEIGHT_GOALS } from '@larder/kitchen/planning/calorie-target';
import { MEAL_TYPES } from '@larder/kitchen/recipe';
import * as z from 'zod/mini';

/** `/api/plans` answers (docs/contracts/planning-api.md). */

const kcalAndProtein = z.object({ kcal: z.number(), proteinG: z.number() });

/** One meal as the plan screens show it; the recipe itself opens at `/recipe?id=`. */
export const plannedMeal = z.object({
  slot: z.string(),
  mealType: z.enum(MEAL_TYPES),
  recipeId: z.string(),
  title: z.string(),
  cuisine: z.string(),
  minutes: z.number(),
  portion: z.number(),
  cookServings: z.number(),
  leftoverOf: z.nullable(z.string()),
  locked: z.boolean(),
  kcal: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  carbsG: z.number(),
});

export const planDay = z.object({
  day: z.number(),
  date: z.string(),
  meals: z.array(plannedMeal),
  totals: z.object({ kcal: z.number(), proteinG: z.number(), fatG: z.number(), carbsG: z.number() }),
  target: z.nullable(kcalAndProtein),
  onTarget: z.nullable(z.boolean()),
  proteinMet: z.nullable(z.boolean()),
});

export const plan = z.object({
  id: z.string(),
  startDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  servings: z.number(),
  /** The person's day the plan aims at, with the calculator's working; null plans without counting. */
  target: z.nullable(
    z.object({
      kcal: z.number(),
      proteinG: z.number(),
      source: z.enum(['calculated', 'typed']),
      working: z.array(z.string()),
      floorApplied: z.boolean(),
    }),
  ),
  days: z.array(planDay),
  notes: z.array(z.string()),
});

/** The wizard's answers as the server keeps them: the defaults of the next plan. */
export const planAnswers = z.object({
  goal: z.enum(WEIGHT_GOALS),
  highProtein: z.boolean(),
  body: z.nullable(
    z.object({
      sex: z.enum(SEXES),
      age: z.number(),
      activity: z.enum(ACTIVITY_LEVELS),
      measures: z.discriminatedUnion('units', [
        z.object({ units: z.literal('metric'), heightCm: z.number(), weightKg: z.number() }),
        z.object({
          units: z.literal('imperial'),
          heightFeet: z.number(),
          heightInches: z.number(),
          weightPounds: z.number(),
        }),
      ]),
    }),
  ),
  target: z.nullable(kcalAndProtein),
  diet: z.array(z.enum(DIETS)),
  allergens: z.array(z.enum(ALLERGENS)),
  dislikes: z.array(z.string()),
  days: z.number(),
  meals: z.array(z.enum(MEAL_TYPES)),
  servings: z.number(),
  weekdayMinutes: z.number(),
  weekendMinutes: z.number(),
  leftovers: z.boolean(),
  startDate: z.optional(z.string()),
});

/**
 * `GET /api/plans/current`. Answers kept from an older version of the wizard that no longer read as
 * today's are only defaults: the wizard then starts from its own.
 */
export const currentPlanResponse = z.object({
  plan: z.nullable(plan),
  answers: z.catch(z.nullable(planAnswers), null),
});

/** `POST /api/plans`, `…/regenerate`, `…/slots/:slot/swap` and `…/slots/:slot/lock`. */
export const planResponse = z.object({ plan });

/** `GET /api/plans/:id/slots/:slot/options`: other recipes that fit the meal. */
export const swapOptionsResponse = z.object({
  options: z.array(
    z.object({
      recipeId: z.string(),
      title: z.string(),
      minutes: z.number(),
      kcal: z.number(),
      proteinG: z.number(),
    }),
  ),
});
