import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitHits } from '../../db/schema.ts';

/** Adds one hit to the key's window and returns the window's new count, atomically. */
export async function recordHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row?.count ?? 1;
}

export async function deleteWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}
