import type { RecipeAllowance } from '@larder/domain/api/entitlements';
import { FREE_DAILY_GENERATIONS, FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { freeRecipesADay } from '@larder/domain/entitlements';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { usedToday } from './repository.ts';

export const ANONYMOUS_ALLOWANCE_MESSAGE = `You've used today's free recipe. Create a free account to get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today.`;

export function freeAllowanceMessage(perDay: number): string {
  return `You've used today's ${perDay} free recipes. Come back tomorrow, or go Pro for unlimited recipes.`;
}

/**
 * Whether this server holds free cooks to a daily allowance, and to how many: only when Pro is sold here
 * (nobody could buy their way past it otherwise) or the operator sets FREE_RECIPES_PER_DAY.
 */
export type AllowancePolicy = Readonly<{ enforced: boolean; freePerDay: number; proSold: boolean }>;

export function allowancePolicy(options: { proSold: boolean; freeRecipesPerDay?: number | undefined }) {
  return {
    enforced: options.proSold || options.freeRecipesPerDay !== undefined,
    freePerDay: options.freeRecipesPerDay ?? FREE_DAILY_GENERATIONS,
    proSold: options.proSold,
  } satisfies AllowancePolicy;
}

/** Recipes the cook may open per calendar day; null means unlimited (Pro, or no allowance here). */
export function dailyRecipes(policy: AllowancePolicy, user: CurrentUser, pro: boolean): number | null {
  if (pro || !policy.enforced) return null;
  return freeRecipesADay(policy.freePerDay, !user.isAnonymous);
}

export function allowanceMessage(policy: AllowancePolicy, user: CurrentUser): string {
  return user.isAnonymous ? ANONYMOUS_ALLOWANCE_MESSAGE : freeAllowanceMessage(policy.freePerDay);
}

/**
 * Whether the AI chef (a configured model) answers this cook: Pro's, where Pro is sold; everyone's on a
 * server that sells no Pro (nobody could buy it there).
 */
export function aiChefFor(policy: AllowancePolicy, pro: boolean): boolean {
  return pro || !policy.proSold;
}

/** Today's allowance as the profile bundle tells it. */
export async function allowanceToday(
  db: Db,
  policy: AllowancePolicy,
  user: CurrentUser,
  pro: boolean,
  today: string,
): Promise<RecipeAllowance> {
  const limit = dailyRecipes(policy, user, pro);
  const used = await usedToday(db, user.id, today);
  return { limit, used, left: limit === null ? null : Math.max(0, limit - used) };
}
