import { ADMIN_PAGE_SIZE, type AdminErrorGroup } from '@larder/domain/api/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern, offsetOf, pageAnswer } from './paging.ts';

/** A moment as the contract writes it (ISO 8601, UTC, milliseconds). */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * `GET /api/admin/errors`: the web app's errors grouped by message and route in PostgreSQL (one pass: the
 * group's count, first and last time, and its latest row's stack and release), most recently seen first.
 */
export async function errorGroups(db: Db, search: string, page: number) {
  const pattern = containsPattern(search);
  const where = pattern ? sql`where message ilike ${pattern} or route ilike ${pattern}` : sql``;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<AdminErrorGroup>(sql`
      select message, route, count::int as "count", ${iso('first_seen')} as "firstSeenAt",
        ${iso('created_at')} as "lastSeenAt",
        stack as "latestStack", release as "latestRelease"
      from (
        select message, route, stack, release, created_at,
          count(*) over same as count,
          min(created_at) over same as first_seen,
          row_number() over (partition by message, route order by created_at desc, id desc) as latest
        from client_errors ${where}
        window same as (partition by message, route)
      ) as grouped
      where latest = 1
      order by created_at desc, message, route
      limit ${ADMIN_PAGE_SIZE} offset ${offsetOf(page)}`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from (select 1 from client_errors ${where} group by message, route) as groups`),
  ]);
  return pageAnswer(rows, page, counted[0]?.total ?? 0);
}
