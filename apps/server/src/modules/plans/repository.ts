import type { PlanAnswers } from '@larder/domain/api/plans';
import { storedPlanAnswers } from '@larder/domain/plan-answers-upgrade';
import type { MealPlan, PlanRecord } from '@larder/kitchen/planning';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mealPlans, planPreferences } from '../../db/plan-schema.ts';

type Row = typeof mealPlans.$inferSelect;

function toRecord(row: Row): PlanRecord {
  return {
    id: row.id,
    // Rows kept before one set of goals hold the old shape (a weight goal, high protein): read as the new.
    answers: storedPlanAnswers(row.answers),
    startDate: row.startDate,
    seed: row.seed,
    plan: row.plan as MealPlan,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function insertPlan(
  db: Db,
  userId: string,
  values: { answers: PlanAnswers; startDate: string; seed: number; plan: MealPlan },
): Promise<PlanRecord> {
  const [row] = await db
    .insert(mealPlans)
    .values({ userId, ...values })
    .returning();
  return toRecord(row as Row);
}

/** The user's newest plan, or null. */
export async function currentPlanRow(db: Db, userId: string): Promise<PlanRecord | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(eq(mealPlans.userId, userId))
    .orderBy(desc(mealPlans.createdAt))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** One of the user's plans, locked for update within a transaction. */
export async function lockPlanRow(tx: Db, userId: string, id: string): Promise<PlanRecord | null> {
  const [row] = await tx
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)))
    .for('update');
  return row ? toRecord(row) : null;
}

export async function updatePlanRow(
  tx: Db,
  userId: string,
  id: string,
  values: { plan: MealPlan; seed?: number },
): Promise<PlanRecord> {
  const [row] = await tx
    .update(mealPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)))
    .returning();
  return toRecord(row as Row);
}

/** Keeps only the user's newest plans: older ones are history nobody reads. */
export async function deleteOlderPlans(tx: Db, userId: string, keepId: string): Promise<void> {
  await tx.execute(
    sql`delete from ${mealPlans} where ${mealPlans.userId} = ${userId} and ${mealPlans.id} <> ${keepId}`,
  );
}

export async function savePreferences(db: Db, userId: string, answers: PlanAnswers): Promise<void> {
  await db
    .insert(planPreferences)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: planPreferences.userId, set: { answers, updatedAt: sql`now()` } });
}

export async function preferencesOf(db: Db, userId: string): Promise<PlanAnswers | null> {
  const [row] = await db.select().from(planPreferences).where(eq(planPreferences.userId, userId));
  return row ? storedPlanAnswers(row.answers) : null;
}

export async function planRecords(db: Db, userId: string) {
  const [plan, preferences] = await Promise.all([currentPlanRow(db, userId), preferencesOf(db, userId)]);
  return { plan, preferences };
}

export async function deletePlanData(tx: Db, userId: string): Promise<void> {
  await tx.delete(mealPlans).where(eq(mealPlans.userId, userId));
  await tx.delete(planPreferences).where(eq(planPreferences.userId, userId));
}

/** Gives the user's plans to another user as they are. */
export async function movePlans(tx: Db, from: string, to: string): Promise<void> {
  await tx.update(mealPlans).set({ userId: to }).where(eq(mealPlans.userId, from));
}

export async function deletePlans(tx: Db, userId: string): Promise<void> {
  await tx.delete(mealPlans).where(eq(mealPlans.userId, userId));
}

/** Gives the anonymous user's wizard defaults to the account, unless it has its own (the account's win). */
export async function movePreferences(tx: Db, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${planPreferences} (user_id, answers, updated_at)
    select ${to}, answers, updated_at from ${planPreferences} where user_id = ${from}
    on conflict (user_id) do nothing`);
  await tx.delete(planPreferences).where(eq(planPreferences.userId, from));
}
