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

export type VarietyState = Readonly<{
  /** Times each recipe is eaten in the week so far (leftovers count). */
  times: ReadonlyMap<string, number>;
  /** Main proteins of the days planned so far, by day. */
  proteinsByDay: ReadonlyMap<number, readonly string[]>;
}>;

/**
 * Whether a cook would plan this dish here: eaten fewer than twice this week (no times at all when it is
 * cooked double for tomorrow's lunch), the day not already holding its kind of protein as often as it
 * may (`mostADay`, the day's other cooked meals `todays` main proteins), and no third kind of fish
 * within three days.
 */
export function keepsVariety(
  state: VarietyState,
  candidate: Readonly<{ recipeId: string; mainProtein: string | null; eats: number }>,
  day: number,
  todays: readonly string[],
): boolean {
  if ((state.times.get(candidate.recipeId) ?? 0) + candidate.eats > MOST_TIMES_A_WEEK) return false;
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
