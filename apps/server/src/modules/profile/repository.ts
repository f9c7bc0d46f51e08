import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { foodSaved } from '../../db/kitchen-schema.ts';
import { cookedMeals, earnedBadges, foodBinned } from '../../db/profile-schema.ts';
import type { CookedMeal } from './cooked-meal.ts';

/**
 * Profile's figures, each counted by PostgreSQL over the cook's rows (docs/decisions/041). Days are the
 * cook's: `today` is their date, a week starts on Monday (`date_trunc('week')` is ISO), and money is
 * grams saved × the price per kg of the food (`prices`: a JSON object of ingredient id → price).
 */

type Queries = Db | Tx;

export type Totals = { kg: number; items: number; money: number };
export type SavedFigures = { week: Totals; month: Totals; allTime: Totals };
export type WeekFigures = { weekStart: string; kg: number; money: number };

/** The cook's saved food with each row's grams (0 when unweighed) and estimated worth. */
function savedWithWorth(userId: string, prices: string): SQL {
  return sql`
    prices as (
      select key as ingredient_id, value::numeric as per_kg from jsonb_each_text(${prices}::jsonb)
    ),
    saved as (
      select s.saved_on, coalesce(s.grams, 0)::numeric as grams,
             coalesce(s.grams, 0)::numeric / 1000 * coalesce(p.per_kg, 0) as money
      from ${foodSaved} s left join prices p on p.ingredient_id = s.ingredient_id
      where s.user_id = ${userId}
    )`;
}

/** Monday of the cook's week and the 1st of their month. */
function bounds(today: string): SQL {
  return sql`bounds as (
    select date_trunc('week', ${today}::timestamp)::date as week_start,
           date_trunc('month', ${today}::timestamp)::date as month_start
  )`;
}

const num = (value: unknown) => Number(value ?? 0);

/** Food saved this week, this month and ever: kilograms to 0.1, items, money to the cent. */
export async function savedTotals(db: Queries, userId: string, today: string, prices: string) {
  const inWeek = sql`saved_on >= week_start and saved_on < week_start + 7`;
  const inMonth = sql`saved_on >= month_start and saved_on < (month_start + interval '1 month')::date`;
  const totals = (when: SQL, name: string) => sql`
    count(saved_on) filter (where ${when})::int as ${sql.raw(`${name}_items`)},
    round(coalesce(sum(grams) filter (where ${when}), 0) / 1000, 1)::float8 as ${sql.raw(`${name}_kg`)},
    round(coalesce(sum(money) filter (where ${when}), 0), 2)::float8 as ${sql.raw(`${name}_money`)}`;
  const result = await db.execute<Record<string, unknown>>(sql`
    with ${savedWithWorth(userId, prices)}, ${bounds(today)}
    select ${totals(inWeek, 'week')}, ${totals(inMonth, 'month')}, ${totals(sql`true`, 'all')}
    from bounds left join saved on true
    group by week_start, month_start`);
  const row = result.rows[0] ?? {};
  const of = (name: string): Totals => ({
    kg: num(row[`${name}_kg`]),
    items: num(row[`${name}_items`]),
    money: num(row[`${name}_money`]),
  });
  return { week: of('week'), month: of('month'), allTime: of('all') } satisfies SavedFigures;
}

/** The last 8 weeks to this one, oldest first; a week without food saved is 0. */
export async function savedWeekly(
  db: Queries,
  userId: string,
  today: string,
  prices: string,
): Promise<WeekFigures[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with ${savedWithWorth(userId, prices)}, ${bounds(today)},
    weeks as (select b.week_start - 7 * (7 - n) as start from bounds b, generate_series(0, 7) as n)
    select to_char(w.start, 'YYYY-MM-DD') as week_start,
           round(coalesce(sum(s.grams), 0) / 1000, 1)::float8 as kg,
           round(coalesce(sum(s.money), 0), 2)::float8 as money
    from weeks w left join saved s on s.saved_on >= w.start and s.saved_on < w.start + 7
    group by w.start
    order by w.start`);
  return result.rows.map((row) => ({
    weekStart: String(row.week_start),
    kg: num(row.kg),
    money: num(row.money),
  }));
}

/** Recipes cooked this week and ever; one serving of each this week's protein and vegetables, grams. */
export async function cookedTotals(db: Queries, userId: string, today: string) {
  const inWeek = sql`cooked_on >= week_start and cooked_on < week_start + 7`;
  const result = await db.execute<Record<string, unknown>>(sql`
    with ${bounds(today)}
    select count(m.id) filter (where ${inWeek})::int as this_week,
           count(m.id)::int as all_time,
           round(coalesce(sum(m.protein_g) filter (where ${inWeek}), 0)::numeric)::float8 as protein_g,
           round(coalesce(sum(m.vegetables_g) filter (where ${inWeek}), 0)::numeric)::float8 as vegetables_g
    from bounds left join ${cookedMeals} m on m.user_id = ${userId}
    group by week_start`);
  const row = result.rows[0] ?? {};
  return {
    thisWeek: num(row.this_week),
    allTime: num(row.all_time),
    proteinG: num(row.protein_g),
    vegetablesG: num(row.vegetables_g),
  };
}

/** The 3 cuisines cooked most, most first (a tie: the one cooked most recently, then by name). */
export async function favouriteCuisines(db: Queries, userId: string) {
  const result = await db.execute<{ cuisine: string; count: number }>(sql`
    select cuisine, count(*)::int as count
    from ${cookedMeals}
    where user_id = ${userId} and cuisine <> ''
    group by cuisine
    order by count(*) desc, max(cooked_on) desc, cuisine
    limit 3`);
  return result.rows.map((row) => ({ cuisine: String(row.cuisine), count: num(row.count) }));
}

/**
 * The cook's no-waste days (food saved, none binned) up to `today`, numbered into runs of days in a row:
 * a day minus its position is the same for every day of one run.
 */
export function noWasteRuns(userId: string, today: string): SQL {
  return sql`
    select day, day - (row_number() over (order by day))::int as run
    from (
      select saved_on as day from ${foodSaved} where user_id = ${userId} and saved_on <= ${today}::date
      except
      select binned_on from ${foodBinned} where user_id = ${userId}
    ) as good`;
}

/**
 * The longest run of no-waste days, and the current one: the run that ends today, or yesterday while
 * today has nothing saved and nothing binned yet (a day binned breaks it at once).
 */
export async function noWasteStreak(db: Queries, userId: string, today: string) {
  const result = await db.execute<Record<string, unknown>>(sql`
    with runs as (${noWasteRuns(userId, today)}),
    streaks as (select max(day) as last, count(*)::int as length from runs group by run)
    select coalesce(max(length), 0)::int as best,
           coalesce(max(length) filter (
             where last = ${today}::date
                or (last = ${today}::date - 1 and not exists (
                      select 1 from ${foodBinned} where user_id = ${userId} and binned_on = ${today}::date))
           ), 0)::int as current
    from streaks`);
  const row = result.rows[0] ?? {};
  return { current: num(row.current), best: num(row.best) };
}

/**
 * Records "I cooked this" once per recipe and day: the same recipe cooked again that day (a second tap, a
 * replayed request) counts once, so "10 meals from your fridge" takes 10 meals. Run in the cooking
 * transaction: the per-cook lock makes two at once take turns (an empty pantry locks no row), so the
 * second sees the first's row.
 */
export async function insertCookedMeal(tx: Tx, userId: string, meal: CookedMeal): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cooked-meals:${userId}`}))`);
  await tx.execute(sql`
    insert into ${cookedMeals}
      (user_id, recipe_id, title, cuisine, servings, protein_g, vegetables_g, cooked_on)
    select ${userId}::text, ${meal.recipeId}::text, ${meal.title}::text, ${meal.cuisine}::text,
      ${meal.servings}::int, ${meal.proteinG}::real, ${meal.vegetablesG}::real, ${meal.cookedOn}::date
    where not exists (
      select 1 from ${cookedMeals}
      where user_id = ${userId} and recipe_id = ${meal.recipeId} and cooked_on = ${meal.cookedOn}::date)`);
}

/** Whether the cook ever said "I cooked this" of the recipe (what lets them add their photo of it). */
export async function hasCooked(db: Db, userId: string, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cookedMeals.id })
    .from(cookedMeals)
    .where(and(eq(cookedMeals.userId, userId), eq(cookedMeals.recipeId, recipeId)))
    .limit(1);
  return row !== undefined;
}

export type BinnedFood = {
  ingredientId: string | null;
  name: string;
  grams: number | null;
  binnedOn: string;
};

export async function insertFoodBinned(db: Queries, userId: string, food: BinnedFood): Promise<void> {
  await db.insert(foodBinned).values({ userId, ...food });
}

export async function badgeRows(db: Queries, userId: string) {
  return db
    .select({ badge: earnedBadges.badge, earnedAt: earnedBadges.earnedAt, seenAt: earnedBadges.seenAt })
    .from(earnedBadges)
    .where(eq(earnedBadges.userId, userId));
}

/** Marks the cook's own badges celebrated; ones already seen keep their first time. */
export async function markBadgesSeen(db: Queries, userId: string, badges: readonly string[]) {
  if (badges.length === 0) return;
  await db
    .update(earnedBadges)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(earnedBadges.userId, userId),
        inArray(earnedBadges.badge, [...badges]),
        isNull(earnedBadges.seenAt),
      ),
    );
}

/** What the cook cooked, binned and earned, for the account export. */
export async function profileRecords(db: Queries, userId: string) {
  const cooked = await db
    .select({
      recipeId: cookedMeals.recipeId,
      title: cookedMeals.title,
      cuisine: cookedMeals.cuisine,
      servings: cookedMeals.servings,
      proteinG: cookedMeals.proteinG,
      vegetablesG: cookedMeals.vegetablesG,
      cookedOn: cookedMeals.cookedOn,
    })
    .from(cookedMeals)
    .where(eq(cookedMeals.userId, userId))
    .orderBy(asc(cookedMeals.createdAt));
  const binned = await db
    .select({
      ingredientId: foodBinned.ingredientId,
      name: foodBinned.name,
      grams: foodBinned.grams,
      binnedOn: foodBinned.binnedOn,
    })
    .from(foodBinned)
    .where(eq(foodBinned.userId, userId))
    .orderBy(asc(foodBinned.createdAt));
  const badges = await badgeRows(db, userId);
  return { cookedMeals: cooked, foodBinned: binned, badges };
}

/**
 * An anonymous cook's meals, binned food and badges follow them to the account; a badge both had stays
 * as the account earned it.
 */
export async function moveProfileData(tx: Queries, from: string, to: string): Promise<void> {
  await tx.update(cookedMeals).set({ userId: to }).where(eq(cookedMeals.userId, from));
  await tx.update(foodBinned).set({ userId: to }).where(eq(foodBinned.userId, from));
  await tx.execute(sql`
    insert into ${earnedBadges} (user_id, badge, earned_at, seen_at)
    select ${to}, badge, earned_at, seen_at from ${earnedBadges} where user_id = ${from}
    on conflict (user_id, badge) do nothing`);
  await tx.delete(earnedBadges).where(eq(earnedBadges.userId, from));
}

export async function deleteProfileData(tx: Queries, userId: string): Promise<void> {
  await tx.delete(cookedMeals).where(eq(cookedMeals.userId, userId));
  await tx.delete(foodBinned).where(eq(foodBinned.userId, userId));
  await tx.delete(earnedBadges).where(eq(earnedBadges.userId, userId));
}
