import { getIngredient } from '../catalog.ts';

/** What the variety rules group a main protein under: every fish and shellfish is "fish", eggs "egg". */
export function proteinKind(ingredientId: string): string {
  const ingredient = getIngredient(ingredientId);
  if (ingredient?.diet.fish) return 'fish';
  if (ingredientId === 'egg') return 'egg';
  return ingredientId;
}

/** A dish is eaten at most this many times a week, a planned leftover lunch included. */
export const MOST_TIMES_A_WEEK = 2;

/** Meals a day built on the same kind of protein: one fish meal and one egg meal, two of anything else. */
export function mostADay(kind: string): number {
  return kind === 'fish' || kind === 'egg' ? 1 : 2;
}

/** Different fish a cook buys for any three days running: two (salmon and cod, not four kinds). */
export const FISH_WINDOW_DAYS = 3;
export const MOST_FISH_IN_WINDOW = 2;

/** Eggs one person eats in a week at most, in every dish that uses them (34 for two was too many). */
export const MOST_EGGS_A_WEEK = 10;

/** Whole eggs in one serving of the dish. */
export function eggsPerServing(
  perServing: readonly Readonly<{ ingredientId: string; grams: number | null }>[],
): number {
  const egg = getIngredient('egg')?.portions.piece ?? 50;
  return perServing.reduce(
    (sum, line) => sum + (line.ingredientId === 'egg' && line.grams !== null ? line.grams / egg : 0),
    0,
  );
}

export type VarietyState = Readonly<{
  /** Eggs one person has eaten so far this week. */
  eggs: number;
  /** Times each recipe is eaten in the week so far (leftovers count). */
  times: ReadonlyMap<string, number>;
  /** Main proteins of the days planned so far, by day. */
  proteinsByDay: ReadonlyMap<number, readonly string[]>;
}>;

/**
 * Whether a cook would plan this dish here: eaten fewer than twice this week (no times at all when it is
 * cooked double for tomorrow's lunch), the day not already holding its kind of protein as often as it
 * may (`mostADay`, the day's other cooked meals `todays` main proteins), no third kind of fish
 * within three days, and no more than `MOST_EGGS_A_WEEK` eggs a person (a serving of each dish counted).
 */
export function keepsVariety(
  state: VarietyState,
  candidate: Readonly<{ recipeId: string; mainProtein: string | null; eats: number; eggs: number }>,
  day: number,
  todays: readonly string[],
): boolean {
  if ((state.times.get(candidate.recipeId) ?? 0) + candidate.eats > MOST_TIMES_A_WEEK) return false;
  if (candidate.eggs > 0 && state.eggs + candidate.eggs * candidate.eats > MOST_EGGS_A_WEEK) return false;
  const main = candidate.mainProtein;
  if (!main) return true;
  const kind = proteinKind(main);
  if (todays.filter((other) => proteinKind(other) === kind).length >= mostADay(kind)) return false;
  if (kind !== 'fish') return true;
  const fish = new Set([main, ...todays.filter((other) => proteinKind(other) === 'fish')]);
  for (let back = 1; back < FISH_WINDOW_DAYS; back += 1) {
    for (const other of state.proteinsByDay.get(day - back) ?? []) {
      if (proteinKind(other) === 'fish') fish.add(other);
    }
  }
  return fish.size <= MOST_FISH_IN_WINDOW;
}
