import { describe, expect, it } from 'vitest';
import { HOUSEHOLDS } from '../../test/plan-households.ts';
import { pickOne, randomPantry, randomSource } from '../../test/random-kitchen.ts';
import type { MealType } from '../recipe.ts';
import { ACTIVITY_LEVELS, calorieTarget, SEXES, WEIGHT_GOALS } from './calorie-target.ts';
import type { PlanRequest } from './plan-types.ts';
import { planWeek } from './plan-week.ts';

/** The meals a cook may plan that stand for a whole day: two or three of the main meals, a snack or not. */
const DAYS_OF_MEALS: readonly (readonly MealType[])[] = [
  ['breakfast', 'lunch', 'dinner'],
  ['lunch', 'dinner'],
  ['breakfast', 'dinner'],
  ['breakfast', 'lunch', 'dinner', 'snack'],
  ['lunch', 'dinner', 'snack'],
];

describe('a planned day meets the day’s calorie target', () => {
  it('comes to within ±10 % of a "stay at my weight" 2,000 kcal day when only lunch and dinner are planned', () => {
    const plan = planWeek({
      ...(HOUSEHOLDS.couple as PlanRequest),
      meals: ['lunch', 'dinner'],
      target: { kcal: 2000, proteinG: 80 },
    });
    for (const day of plan.days) {
      expect(day.target?.kcal).toBe(2000);
      expect(day.totals.kcal, day.date).toBeGreaterThanOrEqual(1800);
      expect(day.totals.kcal, day.date).toBeLessThanOrEqual(2200);
    }
  });

  it('adds a snack on the days that breakfast and dinner alone leave short of a 3,000 kcal target', () => {
    // Twenty minutes a meal, every day: dishes that quick come in short even at their largest portions
    // (with longer dishes in reach, a 3,000 kcal day is met by portions alone).
    const plan = planWeek({
      ...(HOUSEHOLDS.couple as PlanRequest),
      meals: ['breakfast', 'dinner'],
      weekdayMinutes: 20,
      weekendMinutes: 20,
      target: { kcal: 3000, proteinG: 120 },
    });
    const snacked = plan.days.filter((day) => day.meals.some((meal) => meal.mealType === 'snack'));
    expect(snacked.length).toBeGreaterThan(0);
    for (const day of plan.days) {
      expect(day.totals.kcal, day.date).toBeGreaterThanOrEqual(2700);
      expect(day.totals.kcal, day.date).toBeLessThanOrEqual(3300);
    }
  });

  it('over random bodies, goals, pantries and meals: every day within ±10 %', () => {
    const misses: string[] = [];
    for (let seed = 1; seed <= 40; seed += 1) {
      const next = randomSource(seed * 13);
      const body = {
        sex: pickOne(next, SEXES),
        age: 18 + Math.floor(next() * 60),
        heightCm: 150 + Math.floor(next() * 45),
        weightKg: 48 + Math.floor(next() * 70),
        activity: pickOne(next, ACTIVITY_LEVELS),
      };
      const target = calorieTarget(body, pickOne(next, WEIGHT_GOALS), { highProtein: next() < 0.3 });
      const request: PlanRequest = {
        ...(HOUSEHOLDS.couple as PlanRequest),
        meals: pickOne(next, DAYS_OF_MEALS),
        servings: 1 + Math.floor(next() * 4),
        pantry: randomPantry(next, 20),
        target: { kcal: target.kcal, proteinG: target.proteinG },
        leftovers: next() < 0.5,
        seed,
      };
      for (const day of planWeek(request).days) {
        if (Math.abs(day.totals.kcal - target.kcal) > target.kcal * 0.1)
          misses.push(`seed ${seed} ${request.meals.join('+')}: ${day.totals.kcal} of ${target.kcal}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
