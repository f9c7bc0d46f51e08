import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';

/** The secret kept under `name`: `value` when none was kept yet (the first instance to ask keeps it). */
export async function keptServerSecret(db: Db, name: string, value: string): Promise<string | null> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}
