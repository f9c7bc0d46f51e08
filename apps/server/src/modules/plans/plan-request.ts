import type { PlanAnswers, PlanTarget } from '@larder/domain/api/plans';
import { suggestIngredient } from '@larder/kitchen/catalog';
import type { PantryItem } from '@larder/kitchen/pantry';
import {
  bodyProblems,
  calorieTarget,
  dislikedIngredients,
  type PlannedMeal,
  type PlanRequest,
  toMetric,
} from '@larder/kitchen/planning';
import { MEAL_TYPES, type Recipe } from '@larder/kitchen/recipes';
import { AppError } from '../../http/app-error.ts';

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', `${field}: ${message}`, { field });
}

/**
 * The target for the answers: a typed one wins, else the calculator's from the body details, else none
 * (the plan then balances meals without counting). Imperial details are converted and held to the same
 * limits as metric ones.
 */
export type { PlanTarget };

export function targetFor(answers: PlanAnswers): PlanTarget | null {
  if (answers.target) return { ...answers.target, source: 'typed', working: [], floorApplied: false };
  if (!answers.body) return null;
  const { heightCm, weightKg } = toMetric(answers.body.measures);
  const details = { ...answers.body, heightCm, weightKg };
  const problem = bodyProblems(details)[0];
  if (problem) throw invalid(`body.${problem.field}`, problem.message);
  const worked = calorieTarget(details, answers.body.weightGoal, {
    highProtein: answers.goal === 'high-protein',
  });
  return {
    kcal: worked.kcal,
    proteinG: worked.proteinG,
    source: 'calculated',
    working: worked.working,
    floorApplied: worked.floorApplied,
  };
}

/** Dislikes as catalog ids (each food and its kinds): a food Larder does not know is refused, with the nearest it does know. */
export function dislikedIds(names: readonly string[]): string[] {
  return [
    ...new Set(
      names.flatMap((name, index) => {
        const ids = dislikedIngredients(name);
        if (ids) return ids;
        const near = suggestIngredient(name);
        const hint = near ? ` Did you mean "${near.name}"?` : ' Pick one from the suggestions.';
        throw invalid(`dislikes.${index}`, `Larder doesn't know "${name}".${hint}`);
      }),
    ),
  ];
}

/** What the kitchen plans from: the answers, the pantry now, the seed, and any meals the cook locked. */
export function planRequestFor(
  answers: PlanAnswers,
  startDate: string,
  pantry: readonly PantryItem[],
  seed: number,
  kept: readonly PlannedMeal[] = [],
  favourites: readonly Recipe[] = [],
): PlanRequest {
  const target = targetFor(answers);
  return {
    startDate,
    days: answers.days,
    meals: MEAL_TYPES.filter((meal) => answers.meals.includes(meal)),
    servings: answers.servings,
    weekdayMinutes: answers.weekdayMinutes,
    weekendMinutes: answers.weekendMinutes,
    profile: { diets: answers.diet, allergens: answers.allergens, dislikes: dislikedIds(answers.dislikes) },
    goal: answers.goal,
    target: target ? { kcal: target.kcal, proteinG: target.proteinG } : null,
    pantry,
    seed,
    leftovers: answers.leftovers,
    kept,
    ...(favourites.length > 0 ? { favourites } : {}),
  };
}
