import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import { daysUntil } from '@larder/kitchen/pantry';
import type { Db, Tx } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { PantryMergeCount } from '../pantry/merge-pantry.ts';
import { type PlanMergeNote, type PlanToKeep, planInUse, takeUpPlan } from '../plans/merge-plans.ts';
import { type MergeRow, markMergeSeen, mergeRow, saveMerge, swapAside } from './repository.ts';

const isPantryCount = (note: unknown): note is PantryMergeCount =>
  typeof note === 'object' && note !== null && 'added' in note && 'combined' in note;
const isPlanNote = (note: unknown): note is PlanMergeNote =>
  typeof note === 'object' && note !== null && 'kept' in note && 'aside' in note;

/**
 * After a sign-in moved a device's data: when both the device and the account had data, the outcome is
 * kept for the web's toast, with the plan set aside. An account that had nothing simply took the
 * device's data: nothing to say.
 */
export async function recordMerge(tx: Tx, to: string, notes: Readonly<Record<string, unknown>>) {
  const pantry = isPantryCount(notes.pantry)
    ? notes.pantry
    : { added: 0, combined: 0, accountHadItems: false };
  const plans: PlanMergeNote = isPlanNote(notes.plans)
    ? notes.plans
    : { kept: 'none', aside: null, accountHadPlan: false };
  const deviceHadData = pantry.added + pantry.combined > 0 || plans.kept === 'device' || plans.aside !== null;
  const accountHadData = pantry.accountHadItems || plans.accountHadPlan;
  if (!deviceHadData || !accountHadData) return;
  await saveMerge(tx, to, {
    outcome: {
      mergedAt: new Date().toISOString(),
      pantry: { added: pantry.added, combined: pantry.combined },
      plan: plans.kept,
    },
    asidePlan: plans.aside,
    asideFrom: plans.aside ? 'device' : null,
  });
}

/** Whether the plan set aside is still worth choosing: its week is not over, and no newer plan was made. */
async function canSwitch(db: Db | Tx, userId: string, row: MergeRow, today: string): Promise<boolean> {
  if (!row.asidePlan) return false;
  const left = daysUntil(row.asidePlan.startDate, today);
  if (left === null || left + row.asidePlan.plan.days.length <= 0) return false;
  const current = await planInUse(db as Db, userId);
  return !current || current.createdAt.getTime() <= row.createdAt.getTime();
}

async function toDto(db: Db | Tx, userId: string, row: MergeRow, today: string): Promise<AccountMergeDto> {
  return { ...row.outcome, canSwitchPlan: await canSwitch(db, userId, row, today), seen: row.seen };
}

/** The latest merge into the account, or null. */
export async function latestMerge(db: Db, userId: string, today: string): Promise<AccountMergeDto | null> {
  const row = await mergeRow(db, userId);
  return row ? toDto(db, userId, row, today) : null;
}

/** The device has told the cook: the notice is not shown again. */
export function noticeSeen(db: Db, userId: string): Promise<void> {
  return markMergeSeen(db, userId);
}

function noOtherPlan(): AppError {
  return new AppError('not_found', 'There is no other plan to choose any more. Make a new plan instead.');
}

/**
 * Keeps this device's plan or the account's: the one set aside becomes the plan in use (its shopping list
 * made again, the cook's own items kept) and the other is set aside in its place, so the choice can be
 * undone while it stands. Choosing the plan already in use changes nothing.
 */
export function keepPlan(
  db: Db,
  userId: string,
  keep: 'device' | 'account',
  today: string,
): Promise<AccountMergeDto> {
  return inUserTransaction(db, userId, async (tx) => {
    const row = await mergeRow(tx, userId, true);
    if (!row) throw noOtherPlan();
    if (row.outcome.plan === keep) return toDto(tx, userId, row, today);
    if (!(await canSwitch(tx, userId, row, today))) throw noOtherPlan();
    const replaced = await takeUpPlan(tx, userId, row.asidePlan as PlanToKeep, today);
    const outcome = { ...row.outcome, plan: keep };
    const asideFrom = keep === 'device' ? 'account' : 'device';
    await swapAside(tx, userId, { outcome, asidePlan: replaced, asideFrom: replaced ? asideFrom : null });
    const swapped = await mergeRow(tx, userId);
    return toDto(tx, userId, swapped ?? row, today);
  });
}
