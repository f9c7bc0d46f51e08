import { ANONYMOUS_GATE_WAIT_MS, AUTH_GATE_TIMEOUT_MS, SESSION_RECOVERY } from '@larder/domain/constants';
import { useEffect, useSyncExternalStore } from 'react';
import { getSession } from '../features/auth/api/get-session.ts';
import { signInAnonymously } from '../features/auth/api/sign-in-anonymous.ts';
import { signOutOnServer } from '../features/auth/api/sign-out.ts';
import { NetworkError } from './api-client.ts';
import { isNativeApp } from './platform.ts';
import {
  getSessionState,
  reloadSessionState,
  type SessionState,
  SIGNED_OUT,
  sessionOf,
  subscribeToSession,
  writeSessionState,
} from './session-store.ts';

export type { SessionState, SessionStatus, SessionUser } from './session-store.ts';
export { getSessionState } from './session-store.ts';

/** Resolves once the session is known (signed in, anonymous or signed out): at once when it is. */
export function sessionFound(): Promise<SessionState> {
  return new Promise((resolve) => {
    if (getSessionState().status !== 'loading') return resolve(getSessionState());
    const stop = subscribeToSession(() => {
      if (getSessionState().status === 'loading') return;
      stop();
      resolve(getSessionState());
    });
  });
}

/**
 * Who is using Larder: `loading` until the gates decide, then `anonymous` (a first visit on the web gets
 * an anonymous session), `signed-in` (an account) or `signed-out`. Cookies hold the session itself.
 */
export function useSession(): SessionState {
  useEffect(() => void startSession(), []);
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}

/** Bumped by every deliberate change (sign-in, sign-out), so late background answers cannot undo it. */
let generation = 0;
let started: Promise<void> | null = null;
let anonymousSignIn: Promise<SessionState> | null = null;
let recovery: AbortController | null = null;

function setFrom(from: number, next: SessionState): void {
  if (from === generation) writeSessionState(next);
}

/** A gate's time is up: whatever is still undecided counts as signed out (a late answer still lands). */
function decide(): void {
  if (getSessionState().status === 'loading') writeSessionState(SIGNED_OUT);
}

async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  const answer = await getSession(signal);
  return sessionOf(answer?.user);
}

/** No session: on the web a visitor continues anonymously; the anonymous gate waits at most 1.2 s. */
async function continueWithoutSession(from: number): Promise<void> {
  if (getSessionState().status !== 'loading' || isNativeApp()) setFrom(from, SIGNED_OUT);
  if (isNativeApp()) return;
  const gate = setTimeout(decide, ANONYMOUS_GATE_WAIT_MS);
  anonymousSignIn ??= signInAnonymously()
    .then(({ user }) => sessionOf(user ? { ...user, isAnonymous: true } : null))
    .finally(() => {
      anonymousSignIn = null;
    });
  try {
    const anonymous = await anonymousSignIn;
    if (['loading', 'signed-out'].includes(getSessionState().status)) setFrom(from, anonymous);
  } catch {
    decide(); // Offline or refused: the visitor stays signed out; the next resume tries again.
  } finally {
    clearTimeout(gate);
  }
}

async function startUp(): Promise<void> {
  const from = generation;
  const gate = setTimeout(decide, AUTH_GATE_TIMEOUT_MS);
  try {
    const found = await fetchSession();
    clearTimeout(gate);
    if (found.user) setFrom(from, found);
    else await continueWithoutSession(from);
  } catch {
    clearTimeout(gate);
    decide(); // Unreachable: a remembered session stands (offline start), else signed out.
  }
}

/** Starts the session once per page load (web: anonymous on a first visit). Safe to call again. */
export function startSession(): Promise<void> {
  started ??= startUp();
  return started;
}

/** Asks the server who is signed in now (after sign-in, email confirmation, OAuth) and keeps it. */
export async function refreshSession(): Promise<SessionState> {
  const found = await fetchSession();
  generation += 1;
  writeSessionState(found);
  if (!found.user) void continueWithoutSession(generation);
  return found;
}

/** The session ended (signed out, account deleted): forget it here and continue as a visitor. */
export function endSession(): void {
  generation += 1;
  writeSessionState(SIGNED_OUT);
  void continueWithoutSession(generation);
}

/** Signs out on the server, then here. Offline, it throws and nothing changes. */
export async function signOut(): Promise<void> {
  try {
    await signOutOnServer();
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    // Any other answer means the server holds no session for this cookie any more.
  }
  endSession();
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, Math.max(0, ms));
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * On app resume: asks for the session at 300, 1000 and 2000 ms (better-auth refreshes it when it
 * answers) until one answer arrives, and stops everything after 3 s. True when the session was checked.
 */
export async function recoverSession(): Promise<boolean> {
  recovery?.abort();
  const controller = new AbortController();
  recovery = controller;
  const giveUp = setTimeout(() => controller.abort(), SESSION_RECOVERY.giveUpAfterMs);
  const startedAt = Date.now();
  const from = generation;
  try {
    for (const at of SESSION_RECOVERY.delaysMs) {
      await wait(at - (Date.now() - startedAt), controller.signal);
      if (controller.signal.aborted) return false;
      try {
        const found = await fetchSession(controller.signal);
        if (found.user) setFrom(from, found);
        else void continueWithoutSession(from);
        return true;
      } catch {
        // Not reachable yet (the network wakes up after the app): try again at the next delay.
      }
    }
    return false;
  } finally {
    clearTimeout(giveUp);
    if (recovery === controller) recovery = null;
  }
}

/**
 * Checks the session whenever the browser tab comes back to the front. Returns the unsubscribe. The
 * native app listens to the OS instead (app/native-shell.tsx).
 */
export function listenForResume(): () => void {
  if (isNativeApp()) return () => undefined;
  const onChange = () => {
    if (document.visibilityState === 'visible') void recoverSession();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Forgets this page load's session work (tests). */
export function resetSession(): void {
  recovery?.abort();
  generation += 1;
  started = null;
  anonymousSignIn = null;
  reloadSessionState();
}
