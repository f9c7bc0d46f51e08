import { describe, expect, it } from 'vitest';
import { HOUSEHOLDS } from '../../test/plan-households.ts';
import { getIngredient } from '../catalog.ts';
import {
  type Goal,
  goalFit,
  HIGH_PROTEIN_GOAL_GRAMS,
  LIGHTER_GOAL_KCAL,
  QUICK_GOAL_MINUTES,
} from '../goals.ts';
import { minutesOnTheDay } from '../recipe.ts';
import { swapOptions } from './plan-swap.ts';
import type { MealPlan, PlannedMeal, PlanRequest } from './plan-types.ts';
import { planWeek } from './plan-week.ts';

/** Each household's week for a goal, on two seeds, so one lucky draw proves nothing. */
const SEEDS = [1, 2];
const households = Object.entries(HOUSEHOLDS);

const made = new Map<string, ReturnType<typeof planWeeks>>();

/** Planned once for each goal and change, as several tests read the same weeks. */
function weeks(goal: Goal, change: Partial<PlanRequest> = {}) {
  const key = `${goal}:${JSON.stringify(change)}`;
  const found = made.get(key) ?? planWeeks(goal, change);
  made.set(key, found);
  return found;
}

function planWeeks(goal: Goal, change: Partial<PlanRequest>) {
  return households
    .flatMap(([name, request]) =>
      SEEDS.map((seed) => ({ name, request: { ...request, ...change, goal, seed } })),
    )
    .map(({ name, request }) => ({ name, request, plan: planWeek(request) }));
}

const cooked = (plan: MealPlan): PlannedMeal[] =>
  plan.days.flatMap((day) => day.meals.filter((meal) => !meal.leftoverOf));
const mains = (plan: MealPlan) =>
  cooked(plan).filter((meal) => meal.mealType === 'lunch' || meal.mealType === 'dinner');
/** A serving of the recipe, as Today's goals count it (the plan's portion aside). */
const perServing = (meal: PlannedMeal, key: 'kcal' | 'proteinG') => meal[key] / meal.portion;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const mainsMean = (goal: Goal, key: 'kcal' | 'proteinG') =>
  mean(weeks(goal, { target: null }).flatMap(({ plan }) => mains(plan).map((meal) => perServing(meal, key))));

describe('the plan ranks its meals by the goal, as Today ranks its suggestions', () => {
  it('quick: every meal on the table within 20 minutes, where use it up plans longer ones', () => {
    for (const { name, plan } of weeks('quick')) {
      for (const meal of cooked(plan)) {
        expect(minutesOnTheDay(meal.recipe), `${name}: ${meal.recipe.title}`).toBeLessThanOrEqual(
          QUICK_GOAL_MINUTES,
        );
      }
      expect(plan.notes.join(' ')).not.toContain('20 minutes');
    }
    const slower = weeks('use-it-up').flatMap(({ plan }) => cooked(plan));
    expect(slower.some((meal) => minutesOnTheDay(meal.recipe) > QUICK_GOAL_MINUTES)).toBe(true);
  });

  it('quick: says so when too few quick recipes fit the diet', () => {
    const [, request] = households[0] as [string, PlanRequest];
    const profile = { ...request.profile, diets: ['vegan' as const, 'gluten-free' as const] };
    const quick = { ...request, goal: 'quick' as const, profile };
    const plan = planWeek(quick);
    const over = cooked(plan).filter((meal) => minutesOnTheDay(meal.recipe) > QUICK_GOAL_MINUTES);
    expect(over.length).toBeGreaterThan(0);
    expect(plan.notes).toContain(
      'Few quick recipes fit your diet, so some meals take longer than 20 minutes.',
    );
    // Without the goal, the same week says nothing of 20 minutes.
    expect(planWeek({ ...quick, goal: 'use-it-up' }).notes.join(' ')).not.toContain('20 minutes');
  });

  it('quick: a meal swapped for another is swapped for one Today calls quick', () => {
    for (const { request, plan } of weeks('quick')) {
      const dinner = cooked(plan).find((meal) => meal.mealType === 'dinner');
      const options = swapOptions(plan, request, dinner?.slot ?? '');
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option.minutes).toBeLessThanOrEqual(QUICK_GOAL_MINUTES * 1.5);
    }
    const [, request] = households[0] as [string, PlanRequest];
    const slow = weeks('use-it-up').flatMap(({ plan }) =>
      swapOptions(plan, request, '0-dinner').filter((option) => option.minutes > QUICK_GOAL_MINUTES * 1.5),
    );
    expect(slow.length).toBeGreaterThan(0);
  });

  it('high protein: more protein a serving in lunches and dinners, most at Today’s 30 g', () => {
    expect(mainsMean('high-protein', 'proteinG')).toBeGreaterThan(mainsMean('use-it-up', 'proteinG') + 5);
    const fits = weeks('high-protein', { target: null }).flatMap(({ plan }) =>
      mains(plan).map(
        (meal) =>
          goalFit(
            'high-protein',
            { minutes: 0, nutrition: { kcal: 0, proteinG: perServing(meal, 'proteinG') } },
            { mealType: meal.mealType },
          ).fit,
      ),
    );
    expect(fits.filter((fit) => fit === 'met').length / fits.length).toBeGreaterThan(0.6);
    expect(HIGH_PROTEIN_GOAL_GRAMS).toBe(30);
  });

  it('lighter: fewer kcal a serving in lunches and dinners, most within Today’s 500', () => {
    const lighter = mainsMean('lighter', 'kcal');
    expect(lighter).toBeLessThan(mainsMean('use-it-up', 'kcal') - 50);
    expect(lighter).toBeLessThanOrEqual(LIGHTER_GOAL_KCAL);
  });

  it('family: only mild dishes, where use it up plans some hot ones', () => {
    for (const { name, plan } of weeks('family')) {
      for (const meal of cooked(plan)) {
        const hot = meal.recipe.ingredients.filter(
          (line) => !line.optional && getIngredient(line.ingredientId)?.mild === false,
        );
        expect(
          hot.map((line) => line.ingredientId),
          `${name}: ${meal.recipe.title}`,
        ).toEqual([]);
      }
    }
    const hot = weeks('use-it-up').flatMap(({ plan }) => cooked(plan));
    expect(hot.some((meal) => meal.recipe.tags.includes('spicy'))).toBe(true);
  });

  it('budget: less meat and fish to buy than use it up, and no more to buy in all', () => {
    const bought = (goal: Goal) => {
      let dear = 0;
      let all = 0;
      for (const { request, plan } of weeks(goal)) {
        const held = new Set(request.pantry.map((item) => item.ingredientId));
        for (const meal of cooked(plan)) {
          for (const line of meal.recipe.ingredients) {
            if (line.optional || held.has(line.ingredientId)) continue;
            all += 1;
            const aisle = getIngredient(line.ingredientId)?.aisle;
            if (aisle === 'meat' || aisle === 'fish') dear += 1;
          }
        }
      }
      return { dear, all };
    };
    const budget = bought('budget');
    const useItUp = bought('use-it-up');
    expect(budget.dear).toBeLessThan(useItUp.dear);
    expect(budget.all).toBeLessThanOrEqual(useItUp.all);
  });

  it('use it up: the fridge’s food in more meals than a goal that weighs it less', () => {
    const pantryMeals = (goal: Goal) =>
      weeks(goal).reduce((sum, { request, plan }) => {
        const held = new Set(request.pantry.map((item) => item.ingredientId));
        return (
          sum +
          cooked(plan).filter((meal) => meal.recipe.ingredients.some((line) => held.has(line.ingredientId)))
            .length
        );
      }, 0);
    expect(pantryMeals('use-it-up')).toBeGreaterThan(pantryMeals('lighter'));
  });

  it('plans for use it up when no goal is given (answers kept before goals)', () => {
    const [, request] = households[1] as [string, PlanRequest];
    expect(planWeek(request)).toEqual(planWeek({ ...request, goal: 'use-it-up' }));
  });
});
