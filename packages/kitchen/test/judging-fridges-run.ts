import type { PantryItem } from '../src/pantry.ts';
import { daysUntil } from '../src/pantry.ts';
import { EXPIRING_SOON_DAYS } from '../src/pantry-cover.ts';
import { type Suggestion, suggestRecipes } from '../src/rank-recipes.ts';
import { JUDGING_TODAY, type JudgingFridge } from './judging-fridges-make.ts';

/** What Today shows: the server's and the device kitchen's `RECIPES_PER_GENERATION`. */
export const SHOWN = 5;
/** The good cook's "top three". */
export const TOP = 3;
/** Enough to see every candidate the engine has for a fridge: library recipes and generated dishes. */
export const POOL = 200;
/** One fixed seed, so the judging is the same every run. */
export const JUDGING_SEED = 1;

/** The suggestions for a fridge as the cook would get them, `limit` of them. */
export function suggestFor(fridge: JudgingFridge, limit: number = SHOWN): Suggestion[] {
  return suggestRecipes({
    pantry: fridge.pantry,
    profile: fridge.profile,
    goal: fridge.goal,
    servings: fridge.servings,
    ...(fridge.mealType ? { mealType: fridge.mealType } : {}),
    ...(fridge.maxMinutes ? { maxMinutes: fridge.maxMinutes } : {}),
    today: JUDGING_TODAY,
    seed: JUDGING_SEED,
    limit,
  });
}

/** Days the item has left on `JUDGING_TODAY` (null: no date). */
export function daysLeft(item: PantryItem): number | null {
  return daysUntil(item.expiresOn, JUDGING_TODAY);
}

/** Pantry items with a date within `EXPIRING_SOON_DAYS`. */
export function expiringItems(fridge: JudgingFridge): PantryItem[] {
  return fridge.pantry.filter((item) => {
    const days = daysLeft(item);
    return days !== null && days >= 0 && days <= EXPIRING_SOON_DAYS;
  });
}

/** The items going off soonest, when that is within `EXPIRING_SOON_DAYS`: the food a good cook uses first. */
export function soonestExpiring(fridge: JudgingFridge): PantryItem[] {
  const expiring = expiringItems(fridge);
  const soonest = Math.min(...expiring.map((item) => daysLeft(item) ?? Number.POSITIVE_INFINITY));
  return expiring.filter((item) => daysLeft(item) === soonest);
}

/** Whether the suggestion uses a pantry item of one of these foods (a kind that covers the line counts). */
export function usesAnyOf(suggestion: Suggestion, fridge: JudgingFridge, ids: readonly string[]): boolean {
  return suggestion.usesPantry.some((itemId) => {
    const item = fridge.pantry.find((candidate) => candidate.id === itemId);
    return item?.ingredientId != null && ids.includes(item.ingredientId);
  });
}
