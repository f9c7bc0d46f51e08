import { ApiError, NetworkError } from './api-client.ts';

/**
 * What the device's queues of edits made offline (the pantry's, the shopping list's) share: when a
 * failed send is worth trying again, how long to wait, and sending one pass at a time.
 */

const BACKOFF_MAX_MS = 60_000;

/** 1 s, 2 s, 4 s… up to a minute, by the number of attempts made. */
export const backoffMs = (attempts: number) =>
  Math.min(1000 * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** Offline, no session yet, too many requests, or the server is down: the edit waits its turn. */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Runs `pass` one at a time. A call while a pass runs returns that pass's promise and asks for one more
 * pass after it, so an edit queued meanwhile is never left behind.
 */
export function oneAtATime(pass: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
