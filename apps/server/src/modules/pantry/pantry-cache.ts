import type { Db } from '../../db/database.ts';
import { PreparedJson } from '../../http/prepared-json.ts';
import { UserCache } from '../../platform/changes/user-cache.ts';
import { listPantry } from './service.ts';

/** A cook's pantry answer as of one day of theirs (the order, soonest to go off first, depends on it). */
interface KeptPantry {
  today: string;
  answer: PreparedJson;
}

/**
 * The pantry answers this process made lately, by cook: `GET /api/pantry` is asked on every screen and
 * its rows change far less often. Kept until a pantry item of that cook changes anywhere (migration
 * 0010's announcements), a minute at most, for the last 2,000 cooks. Decision 018.
 */
export class PantryCache extends UserCache<KeptPantry> {
  constructor() {
    super({ ttlMs: 60_000, maxEntries: 2_000 });
  }
}

/** The cook's pantry as `GET /api/pantry` answers it, from the cache while it holds today's. */
export async function pantryAnswer(
  cache: PantryCache | undefined,
  db: Db,
  userId: string,
  today: string,
): Promise<PreparedJson> {
  const kept = cache?.get(userId);
  if (kept?.today === today) return kept.answer;
  const read = async () => ({
    today,
    answer: new PreparedJson({ items: await listPantry(db, userId, today) }),
  });
  // The cache keeps what it reads only while changes are heard.
  return (cache ? await cache.load(userId, read, () => ({ userId })) : await read()).answer;
}
