import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

/** better-auth's admin fields on a user: `banned` is how Larder's admin area disables an account. */
interface BanFields {
  banned?: boolean | null;
  banExpires?: Date | string | null;
}

/** Whether the account is disabled at `now`: banned, with no end or an end still to come. */
export function isDisabledAccount(user: BanFields, now = Date.now()): boolean {
  if (user.banned !== true) return false;
  return !user.banExpires || new Date(user.banExpires).getTime() > now;
}

/**
 * Runs after every better-auth endpoint (the HTTP one and `auth.api.getSession` alike, so every request's
 * session lookup and the session cache): a session of a disabled account is no session. The admin plugin
 * checks `banned` only when a session is created, so a sign-in racing the disable can still write one
 * after the disable has deleted them all (users-repository.ts `setDisabled`).
 */
export const disabledAccountsHaveNoSession = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/get-session') return;
  const found = ctx.context.returned as { user?: BanFields } | null | undefined;
  if (!found || typeof found !== 'object' || !found.user || !isDisabledAccount(found.user)) return;
  deleteSessionCookie(ctx);
  return ctx.json(null);
});
