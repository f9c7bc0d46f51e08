import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveNativeApp, simulateNativeApp } from '../test/native-app.ts';
import {
  endSession,
  getSessionState,
  listenForResume,
  recoverSession,
  refreshSession,
  resetSession,
  startSession,
} from './session.ts';

type Answer = () => Promise<Response>;
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
const never: Answer = () => new Promise<Response>(() => undefined);
const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

const COOK = { id: 'u1', email: 'cook@example.com', isAnonymous: false, createdAt: '2025-01-01T00:00:00Z' };
const GUEST = { id: 'a1', email: 'temp@a1.invalid', isAnonymous: true };

/** Fakes the server: each path answers from its queue (the last answer repeats). */
function server(routes: Record<string, Answer[]>) {
  const calls: { path: string; at: number }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = url.replace('/api/auth', '');
    calls.push({ path, at: Date.now() });
    const queue = routes[path] ?? [json({ code: 'NOT_FOUND' }, 404)];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? never;
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      answer().then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  localStorage.clear();
  resetSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  leaveNativeApp();
});

describe('session start-up', () => {
  it('a first visit without a session signs in anonymously', async () => {
    const calls = server({ '/get-session': [json(null)], '/sign-in/anonymous': [json({ user: GUEST })] });
    await startSession();
    expect(getSessionState()).toMatchObject({ status: 'anonymous', user: { id: 'a1', isAnonymous: true } });
    expect(calls.map((c) => c.path)).toEqual(['/get-session', '/sign-in/anonymous']);
  });

  it('an existing account is signed in, remembered on the device, and never goes anonymous', async () => {
    const calls = server({ '/get-session': [json({ session: {}, user: COOK })] });
    await startSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user: { email: 'cook@example.com' } });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').user.id).toBe('u1');
  });

  it('the auth gate decides "signed out" after 2.5 s, and a late answer still lands', async () => {
    let answer: (response: Response) => void = () => undefined;
    server({ '/get-session': [() => new Promise((resolve) => (answer = resolve))] });
    void startSession();
    await vi.advanceTimersByTimeAsync(2_499);
    expect(getSessionState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(getSessionState().status).toBe('signed-out');
    answer(new Response(JSON.stringify({ user: COOK })));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSessionState().status).toBe('signed-in');
  });

  it('the anonymous gate waits at most 1.2 s for the anonymous session', async () => {
    let answer: (response: Response) => void = () => undefined;
    server({
      '/get-session': [json(null)],
      '/sign-in/anonymous': [() => new Promise((resolve) => (answer = resolve))],
    });
    void startSession();
    await vi.advanceTimersByTimeAsync(1_199);
    expect(getSessionState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(getSessionState().status).toBe('signed-out');
    answer(new Response(JSON.stringify({ user: GUEST })));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSessionState().status).toBe('anonymous');
  });

  it('starts at once from the remembered session and keeps it when the server is unreachable', async () => {
    localStorage.setItem('auth', JSON.stringify({ user: COOK }));
    resetSession();
    expect(getSessionState().status).toBe('signed-in');
    server({ '/get-session': [offline] });
    await startSession();
    expect(getSessionState().status).toBe('signed-in');
  });

  it('the native app never signs in anonymously', async () => {
    simulateNativeApp('ios');
    const calls = server({ '/get-session': [json(null)] });
    await startSession();
    expect(getSessionState().status).toBe('signed-out');
    expect(calls.map((c) => c.path)).toEqual(['/get-session']);
  });
});

describe('session changes', () => {
  it('ending the session forgets the account and continues anonymously', async () => {
    server({ '/get-session': [json({ user: COOK })], '/sign-in/anonymous': [json({ user: GUEST })] });
    await startSession();
    endSession();
    expect(getSessionState().status).toBe('signed-out');
    expect(localStorage.getItem('auth')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(getSessionState().status).toBe('anonymous');
  });

  it('a late start-up answer cannot undo a sign-in that happened meanwhile', async () => {
    let late: (response: Response) => void = () => undefined;
    server({
      '/get-session': [() => new Promise((resolve) => (late = resolve)), json({ user: COOK })],
    });
    void startSession();
    await refreshSession();
    late(new Response(JSON.stringify({ user: GUEST })));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSessionState().status).toBe('signed-in');
  });
});

describe('session recovery on resume', () => {
  it('tries at 300, 1000 and 2000 ms until the server answers', async () => {
    const calls = server({ '/get-session': [offline, offline, json({ user: COOK })] });
    const recovered = recoverSession();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await recovered).toBe(true);
    expect(calls.map((c) => c.at)).toEqual([300, 1_000, 2_000]);
    expect(getSessionState().status).toBe('signed-in');
  });

  it('stops after the first answer', async () => {
    const calls = server({ '/get-session': [json({ user: COOK })] });
    const recovered = recoverSession();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await recovered).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('gives up after 3 s, cancelling a request still waiting', async () => {
    const calls = server({ '/get-session': [offline, never] });
    localStorage.setItem('auth', JSON.stringify({ user: COOK }));
    resetSession();
    const recovered = recoverSession();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await recovered).toBe(false);
    expect(calls.map((c) => c.at)).toEqual([300, 1_000]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    expect(getSessionState().status).toBe('signed-in'); // Nothing learned: the session stands.
  });

  it('runs when the app becomes visible again', async () => {
    const calls = server({ '/get-session': [json({ user: COOK })] });
    const stop = listenForResume();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(1);
  });
});
