import type { SwapOption } from '@larder/domain/api/plans';
import { goalTimeLimit } from '../goals.ts';
import { finishDay } from './plan-days.ts';
import { fitPortions, type Portioned } from './plan-portions.ts';
import { candidatesFor, type RecipeFacts } from './plan-recipes.ts';
import { dayTarget, isWeekend, mealShare, parseSlot, REPEAT_GAP_DAYS } from './plan-slots.ts';
import type { MealPlan, PlannedMeal, PlanRequest } from './plan-types.ts';

/** Another recipe for a meal, as the API answers it (declared in the contract). */
export type { SwapOption };

function mealAt(plan: MealPlan, slot: string): PlannedMeal | null {
  const where = parseSlot(slot);
  return where ? (plan.days[where.day]?.meals.find((meal) => meal.slot === slot) ?? null) : null;
}

/** Recipes that could take this slot: in time, allowed, not already planned within three days. */
function fitting(plan: MealPlan, request: PlanRequest, meal: PlannedMeal): RecipeFacts[] {
  const limit = isWeekend(meal.date) ? request.weekendMinutes : request.weekdayMinutes;
  const near = new Set(
    plan.days
      .filter((day) => Math.abs(day.day - meal.day) < REPEAT_GAP_DAYS)
      .flatMap((day) => day.meals.map((other) => other.recipe.id)),
  );
  const fit = (candidatesFor(request).get(meal.mealType) ?? []).filter(
    (facts) => facts.minutes <= limit && !near.has(facts.recipe.id),
  );
  // Quick offers what Today would call quick (a little over 20 minutes at most) while there is any.
  const quickest = goalTimeLimit(request.goal ?? 'use-it-up', limit);
  const quick = fit.filter((facts) => facts.minutes <= quickest);
  return quick.length > 0 ? quick : fit;
}

/**
 * Other recipes for one meal, best first: closest to the meal's share of the calorie target, then most
 * protein. Empty for a leftover meal or a slot the plan does not have.
 */
export function swapOptions(plan: MealPlan, request: PlanRequest, slot: string, limit = 5): SwapOption[] {
  const meal = mealAt(plan, slot);
  if (!meal || meal.leftoverOf) return [];
  const want = request.target ? request.target.kcal * mealShare(request, meal.mealType) : null;
  const distance = (facts: RecipeFacts) => (want === null ? 0 : Math.abs(facts.kcal - want) / want);
  return fitting(plan, request, meal)
    .sort(
      (a, b) =>
        distance(a) - distance(b) || b.proteinG - a.proteinG || a.recipe.id.localeCompare(b.recipe.id),
    )
    .slice(0, limit)
    .map((facts) => ({
      recipeId: facts.recipe.id,
      title: facts.recipe.title,
      minutes: facts.minutes,
      kcal: Math.round(facts.kcal),
      proteinG: Math.round(facts.proteinG * 10) / 10,
    }));
}

/**
 * The plan with one meal swapped for another recipe (one of `swapOptions`), the day's portions fitted
 * again; its leftovers the next day follow it. Null when the slot or recipe does not fit.
 */
export function swapMeal(
  plan: MealPlan,
  request: PlanRequest,
  slot: string,
  recipeId: string,
): MealPlan | null {
  const meal = mealAt(plan, slot);
  if (!meal || meal.leftoverOf) return null;
  const facts = fitting(plan, request, meal).find((candidate) => candidate.recipe.id === recipeId);
  if (!facts) return null;
  const days = plan.days.map((day) => {
    const touched = day.meals.some((m) => m.slot === slot || m.leftoverOf === slot);
    if (!touched) return day;
    const meals = day.meals.map((m) => (m.slot === slot || m.leftoverOf === slot ? withRecipe(m, facts) : m));
    return finishDay(request, day.day, day.date, refit(request, meals, slot));
  });
  return { days, notes: plan.notes };
}

function withRecipe(meal: PlannedMeal, facts: RecipeFacts): PlannedMeal {
  return {
    ...meal,
    recipe: facts.recipe,
    kcal: facts.kcal,
    proteinG: facts.proteinG,
    fatG: facts.fatG,
    carbsG: facts.carbsG,
    portion: 1,
  };
}

/** Portions of the changed day fitted again (only the new meal moves), numbers per person recomputed. */
function refit(request: PlanRequest, meals: readonly PlannedMeal[], slot: string): PlannedMeal[] {
  const target = dayTarget(request);
  const perServing = (m: PlannedMeal) =>
    m.slot === slot || m.leftoverOf === slot
      ? { kcal: m.kcal, proteinG: m.proteinG, fatG: m.fatG, carbsG: m.carbsG }
      : {
          kcal: m.kcal / m.portion,
          proteinG: m.proteinG / m.portion,
          fatG: m.fatG / m.portion,
          carbsG: m.carbsG / m.portion,
        };
  const rows = meals.map((m) => ({ meal: m, base: perServing(m) }));
  const portioned: Portioned[] = rows.map(({ meal, base }) => ({
    kcal: base.kcal,
    proteinG: base.proteinG,
    portion: meal.portion,
    fixed: meal.slot !== slot,
  }));
  if (target) fitPortions(portioned, target);
  return rows.map(({ meal, base }, index) => {
    const portion = portioned[index]?.portion ?? meal.portion;
    const eats = meal.cookServings > request.servings * meal.portion + 1e-9 ? 2 : 1;
    return {
      ...meal,
      portion,
      cookServings: meal.leftoverOf ? 0 : Math.round(request.servings * portion * eats * 100) / 100,
      kcal: Math.round(base.kcal * portion),
      proteinG: Math.round(base.proteinG * portion * 10) / 10,
      fatG: Math.round(base.fatG * portion * 10) / 10,
      carbsG: Math.round(base.carbsG * portion * 10) / 10,
    };
  });
}

/** The plan with one meal locked (kept when the plan is made again) or unlocked. */
export function setLocked(plan: MealPlan, slot: string, locked: boolean): MealPlan | null {
  if (!mealAt(plan, slot)) return null;
  return {
    ...plan,
    days: plan.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) => (meal.slot === slot ? { ...meal, locked } : meal)),
    })),
  };
}
