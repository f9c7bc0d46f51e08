import { type Badge, NO_WASTE_STREAK_DAYS } from '@larder/domain/api/profile';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { foodSaved, pantryItems } from '../../db/kitchen-schema.ts';
import { mealPlans } from '../../db/plan-schema.ts';
import { cookedMeals, earnedBadges } from '../../db/profile-schema.ts';
import { noWasteRuns } from './repository.ts';

/**
 * Badges reward less waste, not screen time (`BADGE_RULES` says each rule in the cook's words). Each rule
 * is one SQL condition over the cook's rows; a badge is earned once, the first time its rule is seen to
 * hold, and never taken back. `fridge-cleared` is an event, not a state: it is checked where food leaves
 * the fridge (`earnFridgeCleared`).
 */

type Queries = Db | Tx;
type Rule = (userId: string, today: string) => SQL;

/** Saved one food from the bin: used or cooked before its date. */
export const firstRescue: Rule = (userId) =>
  sql`exists (select 1 from ${foodSaved} where user_id = ${userId})`;

/** Saved 10 foods from the bin (10 rows: each food used or cooked before its date). */
export const tenRescued: Rule = (userId) =>
  sql`(select count(*) from ${foodSaved} where user_id = ${userId}) >= 10`;

/** Saved 5 kg from the bin (food that could not be weighed adds nothing). */
export const fiveKgSaved: Rule = (userId) =>
  sql`(select coalesce(sum(grams), 0) from ${foodSaved} where user_id = ${userId}) >= 5000`;

/** Cooked 10 recipes with "I cooked this". */
export const tenCooked: Rule = (userId) =>
  sql`(select count(*) from ${cookedMeals} where user_id = ${userId}) >= 10`;

/** Has a meal plan of a whole week: 7 days. */
export const firstWeekPlanned: Rule = (userId) =>
  sql`exists (
    select 1 from ${mealPlans}
    where user_id = ${userId}
      and case when jsonb_typeof(plan -> 'days') = 'array' then jsonb_array_length(plan -> 'days') else 0 end >= 7
  )`;

/** 7 no-waste days in a row (each with food saved and none binned), up to today. */
export const noWasteWeek: Rule = (userId, today) =>
  sql`exists (
    select 1 from (${noWasteRuns(userId, today)}) as runs
    group by run having count(*) >= ${NO_WASTE_STREAK_DAYS}
  )`;

/** Every rule Larder checks against the cook's rows. */
const RULES: Readonly<Record<Exclude<Badge, 'fridge-cleared'>, Rule>> = {
  'first-rescue': firstRescue,
  'no-waste-week': noWasteWeek,
  'ten-rescued': tenRescued,
  'first-week-planned': firstWeekPlanned,
  'five-kg-saved': fiveKgSaved,
  'ten-cooked': tenCooked,
};

/**
 * Earns every badge whose rule holds now and the cook does not have yet, in one statement; answers the
 * badges earned by it. Run after "I cooked this", a use-up, a new plan, a merge and on Profile.
 */
export async function checkBadges(db: Queries, userId: string, today: string): Promise<Badge[]> {
  const rules = Object.entries(RULES).map(([badge, rule]) => sql`(${badge}, ${rule(userId, today)})`);
  const result = await db.execute<{ badge: Badge }>(sql`
    insert into ${earnedBadges} (user_id, badge)
    select ${userId}, rule.badge
    from (values ${sql.join(rules, sql`, `)}) as rule(badge, holds)
    where rule.holds
    on conflict (user_id, badge) do nothing
    returning badge`);
  return result.rows.map((row) => row.badge);
}

/**
 * "Fridge cleared": food was just taken out of the fridge (cooked or used up, in this transaction) and
 * none is left there. Answers whether it was earned now.
 */
export async function earnFridgeCleared(tx: Queries, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${earnedBadges} (user_id, badge)
    select ${userId}, 'fridge-cleared'
    where not exists (select 1 from ${pantryItems} where user_id = ${userId} and place = 'fridge')
    on conflict (user_id, badge) do nothing`);
  return (result.rowCount ?? 0) > 0;
}
