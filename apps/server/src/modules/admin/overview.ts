import type { AdminOverview, OverviewDay } from '@larder/domain/api/admin';
import { PRO_ENTITLEMENT } from '@larder/domain/entitlements';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { utcDay } from './paging.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The accounts by kind. Pro is what `isEntitlementActive` says, in SQL: an entitlement without an end, or
 * whose end is still to come.
 */
async function userCounts(db: Db, now: Date): Promise<AdminOverview['users']> {
  const { rows } = await db.execute<AdminOverview['users']>(sql`
    select
      (select count(*) from "user")::int as total,
      (select count(*) from "user" where is_anonymous)::int as anonymous,
      (select count(*) from "user" where email_verified)::int as verified,
      (select count(*) from "user" where role = 'admin')::int as admins,
      (select count(*) from entitlements
        where entitlement = ${PRO_ENTITLEMENT} and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)
      )::int as pro,
      (select count(*) from "user" where banned)::int as disabled`);
  return rows[0] ?? { total: 0, anonymous: 0, verified: 0, admins: 0, pro: 0, disabled: 0 };
}

/**
 * Pro as each paid store event left it (web, App Store, Play; grants are not sales): whether it was on at
 * the event's time, and whether it was set to renew. Events that changed no state are left out.
 */
const PAID_STATES = sql`
  paid_states as (
    select id, user_id, created_at,
      case
        when detail->>'expiresAt' is null then true
        when detail->>'expiresAt' ~ '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$'
          then (detail->>'expiresAt')::timestamptz > created_at
        else false
      end as active,
      coalesce(detail->>'willRenew' = 'true', false) as renews
    from entitlement_events
    where store in ('web', 'app_store', 'play') and user_id is not null
      and detail->>'outcome' in ('applied', 'ended')
  ),
  renewing_states as (
    select user_id, created_at, active and renews as renewing,
      lag(active and renews) over (partition by user_id order by created_at, id) as was_renewing
    from paid_states
  )`;

/**
 * `GET /api/admin/overview`: one row per UTC day from `days - 1` days ago to today, each figure counted
 * in PostgreSQL (a series of days left-joined with grouped counts). Days are the cook's own day where
 * a table keeps one (recipes generated and opened, cooks, food saved), else the UTC day of the row's
 * creation. A Pro conversion is a cook's first paid Pro, on the day it began; churn is a paid Pro that
 * was renewing and then was set not to renew or ended (once per cook and day).
 */
export async function usageOverview(db: Db, days: number, now: number): Promise<AdminOverview> {
  const last = utcDay(now);
  const first = utcDay(now - (days - 1) * DAY_MS);
  const from = sql`(${first}::date)::timestamp at time zone 'UTC'`;
  const until = sql`(${last}::date + 1)::timestamp at time zone 'UTC'`;
  const utcDate = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
  const { rows } = await db.execute<OverviewDay>(sql`
    with
      days as (select day::date as day from generate_series(${first}::date, ${last}::date, interval '1 day') as day),
      sign_ups as (
        select ${utcDate('created_at')} as day, count(*) as n from "user"
        where not coalesce(is_anonymous, false) and created_at >= ${from} and created_at < ${until}
        group by 1),
      active as (
        select day, count(*) as n from active_days where day between ${first}::date and ${last}::date
        group by day),
      generated as (
        select day, sum(count) as n from recipe_generations where day between ${first}::date and ${last}::date
        group by day),
      opened as (
        select opened_on as day, count(*) as n from shown_recipes
        where opened_on between ${first}::date and ${last}::date group by 1),
      cooked as (
        select cooked_on as day, count(*) as n from cooked_meals
        where cooked_on between ${first}::date and ${last}::date group by 1),
      saved as (
        select saved_on as day, sum(grams) / 1000.0 as kg from food_saved
        where saved_on between ${first}::date and ${last}::date group by 1),
      plans as (
        select ${utcDate('created_at')} as day, count(*) as n from meal_plans
        where created_at >= ${from} and created_at < ${until} group by 1),
      ${PAID_STATES},
      conversions as (
        select first_at::date as day, count(*) as n from (
          select user_id, (min(created_at) at time zone 'UTC') as first_at from paid_states
          where active group by user_id) as firsts
        group by 1),
      churn as (
        select ${utcDate('created_at')} as day, count(distinct user_id) as n from renewing_states
        where was_renewing and not renewing and created_at >= ${from} and created_at < ${until}
        group by 1),
      push as (
        select ${utcDate('created_at')} as day, count(*) as n from push_devices
        where created_at >= ${from} and created_at < ${until} group by 1),
      errors as (
        select ${utcDate('created_at')} as day, count(*) as n from client_errors
        where created_at >= ${from} and created_at < ${until} group by 1)
    select
      to_char(days.day, 'YYYY-MM-DD') as "day",
      coalesce(sign_ups.n, 0)::int as "signUps",
      coalesce(active.n, 0)::int as "activeDaily",
      (select count(distinct user_id) from active_days as a
        where a.day between days.day - 6 and days.day)::int as "activeWeekly",
      coalesce(generated.n, 0)::int as "recipesGenerated",
      coalesce(opened.n, 0)::int as "recipesOpened",
      coalesce(cooked.n, 0)::int as "cooks",
      round(coalesce(saved.kg, 0)::numeric, 3)::float8 as "foodSavedKg",
      coalesce(plans.n, 0)::int as "plans",
      coalesce(conversions.n, 0)::int as "proConversions",
      coalesce(churn.n, 0)::int as "proChurn",
      coalesce(push.n, 0)::int as "pushOptIns",
      coalesce(errors.n, 0)::int as "clientErrors"
    from days
      left join sign_ups using (day)
      left join active using (day)
      left join generated using (day)
      left join opened using (day)
      left join cooked using (day)
      left join saved using (day)
      left join plans using (day)
      left join conversions using (day)
      left join churn using (day)
      left join push using (day)
      left join errors using (day)
    order by days.day`);
  return { users: await userCounts(db, new Date(now)), days: rows };
}
