import { eq } from 'drizzle-orm';
import { user, verification } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';

/** The account a password-reset token was issued to (better-auth keeps it as `reset-password:{token}`). */
export async function resetTokenOwner(
  db: Db,
  token: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(taken);
}
