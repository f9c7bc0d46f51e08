import { BIG_DAY_KCAL, BIG_DAY_MOST_PORTION, MOST_PORTION, PORTIONS } from './plan-slots.ts';
import type { DayTotals } from './plan-types.ts';

/** One meal as portion fitting sees it: calories and protein per serving, and whether it may change. */
export type Portioned = { kcal: number; proteinG: number; portion: number; fixed: boolean };

/** How far a day is from its target: calories first, then any protein it lacks. */
export function dayCost(kcal: number, proteinG: number, target: { kcal: number; proteinG: number }): number {
  const energy = Math.abs(kcal - target.kcal) / target.kcal;
  const protein = target.proteinG > 0 ? Math.max(0, target.proteinG - proteinG) / target.proteinG : 0;
  return energy + 0.5 * protein;
}

function sum(meals: readonly Portioned[], key: 'kcal' | 'proteinG'): number {
  return meals.reduce((total, meal) => total + meal[key] * meal.portion, 0);
}

/**
 * Portions that bring the day closest to its target: one step at a time (a quarter serving, a half above
 * two), always the step that helps most, until none helps; at most two servings a meal, three for a day
 * above 3,000 kcal. Fixed meals (locked, leftovers) keep theirs. Changes `meals`.
 */
export function fitPortions(meals: Portioned[], target: { kcal: number; proteinG: number }): void {
  const most = target.kcal > BIG_DAY_KCAL ? BIG_DAY_MOST_PORTION : MOST_PORTION;
  for (let step = 0; step < 32; step += 1) {
    let best = dayCost(sum(meals, 'kcal'), sum(meals, 'proteinG'), target);
    let move: { meal: Portioned; portion: number } | null = null;
    for (const meal of meals) {
      if (meal.fixed) continue;
      const at = PORTIONS.indexOf(meal.portion as (typeof PORTIONS)[number]);
      for (const next of [PORTIONS[at - 1], PORTIONS[at + 1]]) {
        if (next === undefined || next > most) continue;
        const kcal = sum(meals, 'kcal') + meal.kcal * (next - meal.portion);
        const protein = sum(meals, 'proteinG') + meal.proteinG * (next - meal.portion);
        const cost = dayCost(kcal, protein, target);
        if (cost < best - 1e-9) {
          best = cost;
          move = { meal, portion: next };
        }
      }
    }
    if (!move) return;
    move.meal.portion = move.portion;
  }
}

export function totalsOf(
  meals: readonly Readonly<{ kcal: number; proteinG: number; fatG: number; carbsG: number }>[],
): DayTotals {
  const add = (key: 'kcal' | 'proteinG' | 'fatG' | 'carbsG') => meals.reduce((s, meal) => s + meal[key], 0);
  return {
    kcal: Math.round(add('kcal')),
    proteinG: Math.round(add('proteinG') * 10) / 10,
    fatG: Math.round(add('fatG') * 10) / 10,
    carbsG: Math.round(add('carbsG') * 10) / 10,
  };
}
