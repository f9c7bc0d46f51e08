import type { Goal } from '../../lib/recipe-types.ts';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import { GOAL_CHIPS } from './components/goal-chips.tsx';

export interface CookChoice {
  goal: Goal;
  servings: number;
}

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
/** "Family" cooks for at least four (the kitchen's goal rule). */
export const FAMILY_SERVINGS = 4;
const DEFAULT_CHOICE: CookChoice = { goal: 'use-it-up', servings: 2 };

/** The goal and household size of the cook's saved preferences (features/preferences). */
export type SavedChoice = { goal: Goal; householdSize: number };

/**
 * The goal and servings the cook asked for last time on this device; until they pick here, those of
 * their saved preferences (`preferences`, carried by the plan's answer), else the defaults.
 */
export function readCookChoice(preferences?: SavedChoice | null): CookChoice {
  try {
    const flag = readFlag('larder_cook_choice');
    if (flag === null && preferences) return { goal: preferences.goal, servings: preferences.householdSize };
    const saved = JSON.parse(flag ?? 'null') as Partial<CookChoice> | null;
    const goal = GOAL_CHIPS.find((chip) => chip.goal === saved?.goal)?.goal ?? DEFAULT_CHOICE.goal;
    const servings = Number(saved?.servings);
    const valid = Number.isInteger(servings) && servings >= MIN_SERVINGS && servings <= MAX_SERVINGS;
    return { goal, servings: valid ? servings : DEFAULT_CHOICE.servings };
  } catch {
    return DEFAULT_CHOICE;
  }
}

export function writeCookChoice(choice: CookChoice): void {
  writeFlag('larder_cook_choice', JSON.stringify(choice));
}

/**
 * "3 of 5 free recipes left today" (recipes opened count; suggestions are free to browse), or nothing for
 * Pro, for a server without a daily limit, and before the first answer. `perDay` is the day's allowance.
 */
export function remainingText(remaining: number | null | undefined, perDay: number | null): string | null {
  if (remaining === null || remaining === undefined) return null;
  if (remaining <= 0) return 'No free recipes left today';
  const noun = (perDay ?? remaining) === 1 ? 'recipe' : 'recipes';
  return perDay === null
    ? `${remaining} free ${noun} left today`
    : `${remaining} of ${perDay} free ${noun} left today`;
}
