import type { PlanAnswers } from '@larder/domain/api/plans';
import type { MealPlan, PlanRecord } from '@larder/kitchen/planning';
import type { Db, Tx } from '../../db/database.ts';
import { pantryOf } from '../pantry/service.ts';
import { saveShownRecipes } from '../recipes/repository.ts';
import { deletePlanLines } from '../shopping/repository.ts';
import { syncPlanList } from '../shopping/service.ts';
import {
  currentPlanRow,
  deleteOlderPlans,
  deletePlans,
  insertPlan,
  movePlans,
  movePreferences,
} from './repository.ts';

/** A plan as it can be set aside and taken up again: what `meal_plans` keeps of it. */
export type PlanToKeep = Readonly<{ answers: PlanAnswers; startDate: string; seed: number; plan: MealPlan }>;

/** What merging a device's plan into an account did. */
export interface PlanMergeNote {
  /** The plan in use after the merge. */
  kept: 'account' | 'device' | 'none';
  /** The device's plan, set aside because the account kept its own; null when nothing was set aside. */
  aside: PlanToKeep | null;
  accountHadPlan: boolean;
}

const toKeep = (record: PlanRecord): PlanToKeep => ({
  answers: record.answers,
  startDate: record.startDate,
  seed: record.seed,
  plan: record.plan,
});

/**
 * Gives the anonymous user's plan to the account. An account with a plan keeps it: the device's plan is
 * set aside (answered in the note, for the cook to choose instead) and its shopping lines go; an account
 * without one takes the device's plan and its lines as they are. The account's wizard defaults win.
 */
export async function mergePlanData(tx: Tx, from: string, to: string): Promise<PlanMergeNote> {
  const device = await currentPlanRow(tx, from);
  const account = await currentPlanRow(tx, to);
  await movePreferences(tx, from, to);
  if (device && account) {
    // Before the plans go: their lines would otherwise outlive them as if the cook had typed them.
    await deletePlanLines(tx, from);
    await deletePlans(tx, from);
    return { kept: 'account', aside: toKeep(device), accountHadPlan: true };
  }
  await movePlans(tx, from, to);
  return { kept: device ? 'device' : account ? 'account' : 'none', aside: null, accountHadPlan: !!account };
}

/** The plan in use, or null. */
export const planInUse = (db: Db, userId: string) => currentPlanRow(db, userId);

/** After every move: the plan in use's shopping list is made again against the merged pantry. */
export async function resyncAfterMerge(tx: Tx, to: string, today: string): Promise<void> {
  const record = await currentPlanRow(tx, to);
  if (record) await syncPlanList(tx, to, record.id, record.plan, await pantryOf(tx, to), today);
}

/**
 * Makes `plan` the cook's plan in use (the one set aside when two devices met), inside the caller's
 * transaction in the cook's turn: the plan it replaces is answered, to be set aside in its place; the
 * shopping list is made again from the new plan (its lines of the old plan go, the cook's own stay).
 */
export async function takeUpPlan(
  tx: Db,
  userId: string,
  plan: PlanToKeep,
  today: string,
): Promise<PlanToKeep | null> {
  const replaced = await currentPlanRow(tx, userId);
  const record = await insertPlan(tx, userId, plan);
  await saveShownRecipes(
    tx,
    userId,
    plan.plan.days.flatMap((day) => day.meals.map((meal) => meal.recipe)),
  );
  await syncPlanList(tx, userId, record.id, record.plan, await pantryOf(tx, userId), today);
  await deleteOlderPlans(tx, userId, record.id);
  return replaced ? toKeep(replaced) : null;
}
