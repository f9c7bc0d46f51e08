import { RESET_COOLDOWN_MS } from '@larder/domain/constants';
import type { Db } from '../../db/database.ts';
import { claimResetRow, lastResetSentAt } from './reset-cooldown-repository.ts';

/**
 * One password-reset email per address per 90 s (spec §9). Claims the address's slot atomically: the
 * row is written only when the last request is older than the cooldown. Applied to every address,
 * known or not, so the answer never reveals whether an account exists.
 */
export async function claimResetSlot(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const address = email.trim().toLowerCase();
  const cutoff = new Date(now.getTime() - RESET_COOLDOWN_MS);
  if (await claimResetRow(db, address, now, cutoff)) return { allowed: true };
  const last = await lastResetSentAt(db, address);
  const waitMs = last ? last.getTime() + RESET_COOLDOWN_MS - now.getTime() : RESET_COOLDOWN_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
