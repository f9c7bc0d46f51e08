import type { Context } from 'hono';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from './create-auth.ts';
import { findSession } from './session-lookup.ts';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  role: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

const sessionWatchers = new WeakMap<Auth, (userId: string) => void>();

/**
 * Tells `watcher` the user of every request this better-auth instance finds a session for, anonymous
 * ones included (app.ts: the admin area's active days). It must return at once and never throw.
 */
export function watchSessions(auth: Auth, watcher: (userId: string) => void): void {
  sessionWatchers.set(auth, watcher);
}

/** The signed-in user of this request (cookie or bearer token), or null. */
export async function currentUser(auth: Auth, c: Context): Promise<CurrentUser | null> {
  const found = await findSession(auth, c.req.raw.headers);
  if (!found) return null;
  const { user } = found;
  sessionWatchers.get(auth)?.(user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAnonymous: Boolean((user as { isAnonymous?: boolean | null }).isAnonymous),
    role: (user as { role?: string | null }).role ?? null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

/** A user with an account (anonymous sessions do not count), or a 401. */
export async function requireAccount(auth: Auth, c: Context): Promise<CurrentUser> {
  const user = await currentUser(auth, c);
  if (!user || user.isAnonymous) throw new AppError('unauthorized', 'Please sign in to continue.');
  return user;
}

/**
 * An admin's account (the role checked on the server for every admin request): a 401 without a session,
 * a 403 for every other one, anonymous sessions included.
 */
export async function requireAdmin(auth: Auth, c: Context): Promise<CurrentUser> {
  const user = await currentUser(auth, c);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.isAnonymous || user.role !== 'admin') {
    throw new AppError('forbidden', "You don't have access to the admin area.");
  }
  return user;
}

/**
 * A user with a session, anonymous ones included (the web app signs every visitor in anonymously), or a
 * 401. For the features anyone may use: the pantry and recipes.
 */
export async function requireSession(auth: Auth, c: Context): Promise<CurrentUser> {
  const user = await currentUser(auth, c);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return user;
}
