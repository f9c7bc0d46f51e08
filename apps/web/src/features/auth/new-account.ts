import { isNewAccount } from '@larder/domain/auth';

/** The account this page load just created and signed straight in (a server without mail), and when. */
let created: { userId: string; at: number } | null = null;

/** The sign-up form signed a new account in at once (nothing to confirm): its first stop is the welcome. */
export function noteAccountCreated(userId: string, now: number = Date.now()): void {
  created = { userId, at: now };
}

/**
 * Where /auth and /signup send a cook who is signed in: `returnTo`, else Today, with Today's one-time
 * welcome for an account created here within the last 30 seconds (spec §4: a new account goes to
 * /today?welcome=true). Timed by this device's own clock, so a server's clock cannot skew it.
 */
export function pathAfterSignIn(
  returnTo: string | null,
  userId: string | null | undefined,
  now: number = Date.now(),
): string {
  if (returnTo) return returnTo;
  const isNew = created !== null && created.userId === userId && isNewAccount(new Date(created.at), now);
  return isNew ? '/today?welcome=true' : '/today';
}
