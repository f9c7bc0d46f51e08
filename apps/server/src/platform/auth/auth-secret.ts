import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { keptServerSecret } from './secret-repository.ts';

const NAME = 'auth-secret';

/**
 * The secret that signs session cookies and tokens: AUTH_SECRET when the operator set one, else a
 * 32-byte random secret generated once and kept in the database, so every instance shares it.
 */
export async function resolveAuthSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const kept = await keptServerSecret(db, NAME, randomBytes(32).toString('base64url'));
  if (!kept) throw new Error('the auth secret could not be stored');
  return kept;
}
