import {
  ANONYMOUS_DAILY_GENERATIONS,
  FREE_DAILY_GENERATIONS,
  FREE_RECIPES_AFTER_SIGN_UP_COPY,
} from '@larder/domain/constants';
import type { CurrentUser } from '../../platform/auth/current-user.ts';

export const ANONYMOUS_ALLOWANCE_MESSAGE = `You've used today's free recipe. Create a free account to get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today.`;
export const FREE_ALLOWANCE_MESSAGE = `You've used today's ${FREE_DAILY_GENERATIONS} free recipes. Come back tomorrow, or go Pro for unlimited recipes.`;

/** Whether the user has Pro. Pro is not sold yet, so nobody has it; the unlimited branch stays ready. */
export function isPro(_user: CurrentUser): boolean {
  return false;
}

/** Generations the user may make per calendar day; null means unlimited (Pro). */
export function dailyGenerations(user: CurrentUser): number | null {
  if (isPro(user)) return null;
  return user.isAnonymous ? ANONYMOUS_DAILY_GENERATIONS : FREE_DAILY_GENERATIONS;
}

export function allowanceMessage(user: CurrentUser): string {
  return user.isAnonymous ? ANONYMOUS_ALLOWANCE_MESSAGE : FREE_ALLOWANCE_MESSAGE;
}
