import type { AuthUser } from '@larder/domain/api/auth';
import { rememberSignedIn } from './signed-in-before.ts';
import { readFlag, removeFlag, writeFlag } from './storage.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in' | 'signed-out';

export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
  isAnonymous: boolean;
  role: string | null;
  emailVerified: boolean;
  createdAt: string;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** A user as better-auth answers it (`GET /api/auth/get-session` → `{ session, user }`). */
export type { AuthUser };

export const LOADING: SessionState = { status: 'loading', user: null };
export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

/** The session state a server answer means: no user is signed out, an anonymous user is anonymous. */
export function sessionOf(user: AuthUser | null | undefined): SessionState {
  if (!user?.id) return SIGNED_OUT;
  const isAnonymous = user.isAnonymous === true;
  return {
    status: isAnonymous ? 'anonymous' : 'signed-in',
    user: {
      id: user.id,
      email: user.email ?? null,
      name: user.name ?? null,
      isAnonymous,
      role: user.role ?? null,
      emailVerified: user.emailVerified === true,
      createdAt: user.createdAt ?? '',
    },
  };
}

/** The session seen last time (spec §9: auth storage key `auth`), so a returning cook starts at once. */
function remembered(): SessionState | null {
  const raw = readFlag('auth');
  if (!raw) return null;
  try {
    const session = sessionOf((JSON.parse(raw) as { user?: AuthUser }).user);
    return session.user ? session : null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: SessionState = remembered() ?? LOADING;

export const getSessionState = (): SessionState => state;

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the state, remembers (or forgets) the user on this device and tells every subscriber. */
export function writeSessionState(next: SessionState): void {
  state = next;
  if (next.status === 'signed-in') rememberSignedIn();
  if (next.user) writeFlag('auth', JSON.stringify({ user: next.user }));
  else if (next.status === 'signed-out') removeFlag('auth');
  for (const listener of listeners) listener();
}

/** Back to what a fresh page load would see (tests). */
export function reloadSessionState(): void {
  state = remembered() ?? LOADING;
  for (const listener of listeners) listener();
}
