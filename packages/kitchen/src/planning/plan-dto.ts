import type { PlanAnswers } from './plan-answers.ts';
import type { MealPlan, PlanDay, PlannedMeal } from './plan-types.ts';

/** The day's target a plan aims at, and where it came from: worked out from the body details, or typed. */
export type PlanTarget = Readonly<{
  kcal: number;
  proteinG: number;
  source: 'calculated' | 'typed';
  /** The calculator's working, one plain sentence a step (empty for a typed target). */
  working: readonly string[];
  floorApplied: boolean;
}>;

/** The plan as the API answers it (`/api/plans`): what the plan screens show. */

/** One meal as the plan screens show it; the recipe itself opens at `/recipe?id=`. */
export interface PlannedMealDto {
  slot: string;
  mealType: PlannedMeal['mealType'];
  recipeId: string;
  title: string;
  cuisine: string;
  minutes: number;
  portion: number;
  cookServings: number;
  leftoverOf: string | null;
  locked: boolean;
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
}

export interface PlanDayDto {
  day: number;
  date: string;
  meals: PlannedMealDto[];
  totals: PlanDay['totals'];
  target: PlanDay['target'];
  onTarget: boolean | null;
  proteinMet: boolean | null;
}

export interface PlanDto {
  id: string;
  startDate: string;
  createdAt: string;
  updatedAt: string;
  servings: number;
  /** The person's day the plan aims at, with the calculator's working; null plans without counting. */
  target: PlanTarget | null;
  days: PlanDayDto[];
  /** What the plan could not do, in plain words (a target it could only come close to, repeats). */
  notes: string[];
}

export type PlanRecord = Readonly<{
  id: string;
  answers: PlanAnswers;
  startDate: string;
  seed: number;
  plan: MealPlan;
  createdAt: Date;
  updatedAt: Date;
}>;

function toMealDto(meal: PlannedMeal): PlannedMealDto {
  return {
    slot: meal.slot,
    mealType: meal.mealType,
    recipeId: meal.recipe.id,
    title: meal.recipe.title,
    cuisine: meal.recipe.cuisine,
    minutes: meal.recipe.prepMinutes + meal.recipe.cookMinutes,
    portion: meal.portion,
    cookServings: meal.cookServings,
    leftoverOf: meal.leftoverOf ?? null,
    locked: meal.locked,
    kcal: Math.round(meal.kcal),
    proteinG: Math.round(meal.proteinG),
    fatG: Math.round(meal.fatG),
    carbsG: Math.round(meal.carbsG),
  };
}

export function toPlanDto(record: PlanRecord, target: PlanTarget | null): PlanDto {
  return {
    id: record.id,
    startDate: record.startDate,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    servings: record.answers.servings,
    target,
    days: record.plan.days.map((day) => ({
      day: day.day,
      date: day.date,
      meals: day.meals.map(toMealDto),
      totals: {
        kcal: Math.round(day.totals.kcal),
        proteinG: Math.round(day.totals.proteinG),
        fatG: Math.round(day.totals.fatG),
        carbsG: Math.round(day.totals.carbsG),
      },
      target: day.target,
      onTarget: day.onTarget,
      proteinMet: day.proteinMet,
    })),
    notes: [...record.plan.notes],
  };
}
