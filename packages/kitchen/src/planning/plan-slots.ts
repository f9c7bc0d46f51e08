import type { MealType } from '../recipe.ts';
import type { PlanRequest } from './plan-types.ts';

/** How a day's calories are shared between its meals (normalised over the meals planned). */
export const MEAL_SHARES: Readonly<Record<MealType, number>> = {
  breakfast: 0.25,
  lunch: 0.3,
  dinner: 0.35,
  snack: 0.1,
};

/** A calorie target is met when the day lands within this share of it. */
export const TARGET_TOLERANCE = 0.1;

/** A dish is not planned again until this many days have passed (leftovers aside). */
export const REPEAT_GAP_DAYS = 4;

/** How much of a serving one person may eat: the planner fits portions to the target. */
export const PORTIONS = [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

/** The most servings one person eats at a meal: two, or three on days above `BIG_DAY_KCAL`. */
export const MOST_PORTION = 2;
export const BIG_DAY_MOST_PORTION = 3;
export const BIG_DAY_KCAL = 3000;

export function slotKey(day: number, mealType: MealType): string {
  return `${day}-${mealType}`;
}

export function parseSlot(slot: string): { day: number; mealType: MealType } | null {
  const match = /^(\d)-(breakfast|lunch|dinner|snack)$/.exec(slot);
  if (!match) return null;
  return { day: Number(match[1]), mealType: match[2] as MealType };
}

const MS_PER_DAY = 86_400_000;

/** The date `offset` days after `start` (YYYY-MM-DD). */
export function addDays(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * MS_PER_DAY).toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The share of a whole day's target that these meals stand for. */
export function shareOf(meals: readonly MealType[]): number {
  return meals.reduce((sum, meal) => sum + MEAL_SHARES[meal], 0);
}

const MAIN_MEALS: readonly MealType[] = ['breakfast', 'lunch', 'dinner'];

/**
 * The share of one person's day the planned meals stand for: the whole day when two or more of the main
 * meals are planned (the cook eats their day from the plan: meals sized up and a snack added when they
 * fall short), else the one main meal's share (the rest of the day is eaten elsewhere).
 */
export function dayShare(meals: readonly MealType[]): number {
  return meals.filter((meal) => MAIN_MEALS.includes(meal)).length >= 2 ? 1 : shareOf(meals);
}

/** The part of one person's daily target that the planned meals stand for (`dayShare`). */
export function dayTarget(request: PlanRequest): { kcal: number; proteinG: number } | null {
  if (!request.target) return null;
  const share = dayShare(request.meals);
  return { kcal: request.target.kcal * share, proteinG: request.target.proteinG * share };
}

/**
 * The share of one person's day a meal of this type aims at: its part of `MEAL_SHARES`, scaled so the
 * planned meals make up `dayShare` (lunch and dinner alone make up the whole day between them).
 */
export function mealShare(request: PlanRequest, mealType: MealType): number {
  const planned = shareOf(request.meals);
  const share = MEAL_SHARES[mealType];
  return planned > 0 && request.meals.includes(mealType)
    ? (share * dayShare(request.meals)) / planned
    : share;
}
