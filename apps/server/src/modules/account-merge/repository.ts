import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { accountMerges } from '../../db/plan-schema.ts';
import type { PlanToKeep } from '../plans/merge-plans.ts';

export type Outcome = Omit<AccountMergeDto, 'canSwitchPlan' | 'seen'>;

export type MergeRow = Readonly<{
  outcome: Outcome;
  asidePlan: PlanToKeep | null;
  asideFrom: 'device' | 'account' | null;
  seen: boolean;
  createdAt: Date;
}>;

const toMergeRow = (row: typeof accountMerges.$inferSelect): MergeRow => ({
  outcome: row.outcome as Outcome,
  asidePlan: row.asidePlan as PlanToKeep | null,
  asideFrom: row.asideFrom,
  seen: row.noticeSeenAt !== null,
  createdAt: row.createdAt,
});

/** Keeps the latest merge for the account (a later one replaces it). */
export async function saveMerge(
  tx: Db | Tx,
  userId: string,
  values: { outcome: Outcome; asidePlan: PlanToKeep | null; asideFrom: 'device' | 'account' | null },
): Promise<void> {
  const set = { ...values, noticeSeenAt: null, createdAt: sql`now()` };
  await tx
    .insert(accountMerges)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountMerges.userId, set });
}

export async function mergeRow(db: Db | Tx, userId: string, lock = false): Promise<MergeRow | null> {
  const query = db.select().from(accountMerges).where(eq(accountMerges.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toMergeRow(row) : null;
}

/** The plans swapped: the one now set aside, whose it was, and the outcome as it reads now. */
export async function swapAside(
  tx: Db | Tx,
  userId: string,
  values: { outcome: Outcome; asidePlan: PlanToKeep | null; asideFrom: 'device' | 'account' | null },
): Promise<void> {
  await tx
    .update(accountMerges)
    .set({ ...values, createdAt: sql`now()` })
    .where(eq(accountMerges.userId, userId));
}

export async function markMergeSeen(db: Db, userId: string): Promise<void> {
  await db.update(accountMerges).set({ noticeSeenAt: sql`now()` }).where(eq(accountMerges.userId, userId));
}

export async function deleteMergeData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(accountMerges).where(eq(accountMerges.userId, userId));
}
