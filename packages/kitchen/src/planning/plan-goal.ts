import { type Goal, goalFit, goalTimeLimit, QUICK_GOAL_MINUTES } from '../goals.ts';
import { buyingCost } from '../rank-score.ts';
import type { MealType } from '../recipe.ts';
import type { RecipeFacts } from './plan-recipes.ts';

/**
 * Today's goals in the plan (docs/decisions/046-one-set-of-goals.md): the goal the cook chose as "what
 * matters most" ranks each meal of the week by the same lines it ranks Today's suggestions by
 * (`goalFit`: 20 minutes for quick, 30 g protein for high protein, 500 kcal for lighter, mild for family),
 * in the planner's points (those of the pantry's appeal, plan-stock.ts).
 */

/** What each goal adds to a meal's score, in the planner's points. */
export const PLAN_GOAL_WEIGHTS = {
  /** Quick: per minute on the table, beside the time limit that keeps the meals within 20 minutes. */
  quickPerMinute: 0.1,
  /** High protein: per gram of protein a serving, up to 60 g. */
  proteinPerGram: 0.1,
  /** Lighter: per kcal a serving, of any meal (Today ranks a breakfast by it too, without the line). */
  lighterPerKcal: 1 / 150,
  /** A lunch or dinner a little off the goal's line ("24 g protein", "560 kcal"), as Today's near miss. */
  nearMiss: 2,
  /** One far off it: it comes only when nothing nearer fits. */
  farMiss: 6,
  /** Family: a recipe written for families, beside the rule that every meal is mild. */
  familyFriendly: 1.5,
  /** Budget: per food to buy, on top of the planner's own cost, times how dear it looks (meat and fish 3). */
  budgetPerCost: 0.6,
} as const;

const MOST_PROTEIN_COUNTED = 60;

/** Whether the goal allows the recipe at all: family plans mild dishes only, as Today suggests them. */
export function goalAllows(goal: Goal, facts: RecipeFacts): boolean {
  return goal !== 'family' || facts.recipe.tags.includes('mild');
}

/**
 * The minutes a meal may take for the goal, tightest first: quick asks for 20 minutes, then a little over
 * (30, as Today stretches it), then the day's own limit; any other goal has the day's limit only.
 */
export function goalMinutes(goal: Goal, dayLimit: number): number[] {
  if (goal !== 'quick') return [dayLimit];
  return [...new Set([Math.min(dayLimit, QUICK_GOAL_MINUTES), goalTimeLimit(goal, dayLimit), dayLimit])];
}

/**
 * The goal's points for a meal, higher is better, beside the planner's own score. That score is use it
 * up's already (the pantry's appeal, soonest to go off first, less what must be bought), so use it up adds
 * nothing, and a plan made before goals plans as it did. Budget weighs the foods to buy (`toBuy`).
 */
export function goalPoints(
  goal: Goal,
  facts: RecipeFacts,
  mealType: MealType,
  toBuy: readonly string[],
): number {
  const weight = PLAN_GOAL_WEIGHTS;
  const { fit } = goalFit(goal, { minutes: facts.minutes, nutrition: facts }, { mealType });
  const miss = fit === 'met' ? 0 : fit === 'near' ? weight.nearMiss : weight.farMiss;
  switch (goal) {
    case 'use-it-up':
      return 0;
    case 'quick':
      return -weight.quickPerMinute * facts.minutes - miss;
    case 'high-protein':
      return weight.proteinPerGram * Math.min(facts.proteinG, MOST_PROTEIN_COUNTED) - miss;
    case 'lighter':
      return -weight.lighterPerKcal * facts.kcal - miss;
    case 'family':
      return facts.recipe.tags.includes('family-friendly') ? weight.familyFriendly : 0;
    case 'budget':
      return -weight.budgetPerCost * toBuy.reduce((sum, id) => sum + buyingCost(id), 0);
  }
}
