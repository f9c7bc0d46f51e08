import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';

const NAME = 'auth-secret';

/**
 * The secret that signs session cookies and tokens: AUTH_SECRET when the operator set one, else a
 * 32-byte random secret generated once and kept in the database, so every instance shares it.
 */
export async function resolveAuthSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the auth secret could not be stored');
  return row.value;
}
