import type { PlanDayDto, PlanDto, PlannedMealDto, PlanTarget } from '@larder/domain/api/plans';
import { dishPicture } from '../dish-picture/dish-picture.ts';
import type { PlanAnswers } from './plan-answers.ts';
import type { MealPlan, PlannedMeal } from './plan-types.ts';

/** The plan as the API answers it (`/api/plans`), declared in the contract: what the plan screens show. */
export type { PlanDayDto, PlanDto, PlannedMealDto, PlanTarget };

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
    picture: dishPicture(meal.recipe),
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
