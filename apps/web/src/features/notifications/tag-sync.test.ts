import type { PushTags } from '@larder/domain/api/push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { PushError } from './push-errors.ts';
import { scriptedProvider } from './push-fixtures.ts';
import { syncTags, TAG_SYNC_ATTEMPTS } from './tag-sync.ts';

const TAGS: PushTags = {
  meal_schedule: 'b=06:00;l=10:00;d=15:00;w=0@17:00',
  meal_prefs: '1111',
  use_it_up: '1',
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-05-04T09:30:00Z') });
});
afterEach(() => vi.useRealTimers());

/** Runs the sync, catching its outcome, so timers can be advanced while it runs. */
function start(provider: ReturnType<typeof scriptedProvider>, options?: { afterOptIn?: boolean }) {
  const outcome = { done: false, error: undefined as unknown };
  const running = syncTags(provider, TAGS, options).then(
    () => {
      outcome.done = true;
    },
    (error: unknown) => {
      outcome.done = true;
      outcome.error = error;
    },
  );
  return { outcome, running };
}

describe('tag sync (spec §9 timings)', () => {
  it('adds the tags, waits 1 s, reads them back, and remembers when and with which schema it synced', async () => {
    const provider = scriptedProvider();
    const { outcome } = start(provider);
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.addTags).toHaveBeenCalledWith(TAGS);
    expect(provider.getTags).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(provider.getTags).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.getTags).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ done: true, error: undefined });
    expect(localStorage.getItem('notification_last_sync')).toBe('2026-05-04T09:30:01.000Z');
    expect(localStorage.getItem('notification_tag_schema_version')).toBe('2');
  });

  it('right after opting in, waits 2 s before adding the tags', async () => {
    const provider = scriptedProvider();
    start(provider, { afterOptIn: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(provider.addTags).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.addTags).toHaveBeenCalledTimes(1);
  });

  it('retries 3 times, 1 s, 2 s and 3 s after each failure, then fails after 4 attempts', async () => {
    const provider = scriptedProvider({
      addTags: async () => {
        throw new NetworkError();
      },
    });
    const { outcome } = start(provider);
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.addTags).toHaveBeenCalledTimes(1);
    for (const [delay, attempts] of [
      [1_000, 2],
      [2_000, 3],
      [3_000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(provider.addTags).toHaveBeenCalledTimes(attempts - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(provider.addTags).toHaveBeenCalledTimes(attempts);
    }
    expect(outcome.done).toBe(true);
    expect(TAG_SYNC_ATTEMPTS).toBe(4);
    const error = outcome.error as PushError;
    expect(error).toBeInstanceOf(PushError);
    expect(error.code).toBe('attempts-exhausted');
    expect(error.message).toBe('Failed after 4 attempts.');
    expect((error.cause as PushError).code).toBe('tag-api-unavailable');
    expect((error.cause as PushError).cause).toBeInstanceOf(NetworkError);
    expect(localStorage.getItem('notification_last_sync')).toBeNull();
  });

  it('retries tags that read back different, and succeeds once they match', async () => {
    let reads = 0;
    const provider = scriptedProvider({
      getTags: async () => (++reads === 1 ? { ...TAGS, meal_prefs: '0000' } : TAGS),
    });
    const { outcome } = start(provider);
    // Attempt 1: add, 1 s, read (wrong). Wait 1 s. Attempt 2: add, 1 s, read (right).
    await vi.advanceTimersByTimeAsync(2_999);
    expect(outcome.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ done: true, error: undefined });
    expect(provider.addTags).toHaveBeenCalledTimes(2);
  });

  it('fails "tags verification failed" when the tags never read back right', async () => {
    const provider = scriptedProvider({ getTags: async () => ({}) });
    const { outcome } = start(provider);
    await vi.advanceTimersByTimeAsync(4 * 1_000 + 1_000 + 2_000 + 3_000);
    expect((outcome.error as PushError).code).toBe('attempts-exhausted');
    expect(((outcome.error as PushError).cause as PushError).message).toBe('Tags verification failed.');
  });

  it('fails at once, without retrying, for a device not fully subscribed', async () => {
    const provider = scriptedProvider({ subscribed: false });
    const { outcome } = start(provider);
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.error as PushError).message).toBe('Device not fully subscribed.');
    expect(provider.addTags).not.toHaveBeenCalled();
  });

  it('reads a device the server does not know (404) as not fully subscribed', async () => {
    const provider = scriptedProvider({
      addTags: async () => {
        throw new ApiError(404, 'NOT_FOUND', 'No such device.');
      },
    });
    const { outcome } = start(provider);
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.error as PushError).code).toBe('not-subscribed');
    expect(provider.addTags).toHaveBeenCalledTimes(1);
  });
});
