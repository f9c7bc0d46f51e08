import { describe, expect, it } from 'vitest';
import { type FoundSession, SessionCache } from './session-cache.ts';

const HOUR = 60 * 60_000;

function sessionOf(userId: string, expiresAt: number): FoundSession {
  return {
    session: { id: `s-${userId}`, token: `t-${userId}`, userId, expiresAt: new Date(expiresAt) },
    user: { id: userId, name: 'Cook', email: `${userId}@example.com` },
  } as FoundSession;
}

function liveCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache({ ...options, now: () => clock.now });
  cache.setLive(true);
  return { cache, clock };
}

describe('SessionCache', () => {
  it('keeps a looked-up session for its credential, and asks again after the TTL', async () => {
    const { cache, clock } = liveCache({ ttlMs: 30_000 });
    const found = sessionOf('u1', clock.now + HOUR);
    await cache.loadSession('cookie-1', async () => found);
    expect(cache.get('cookie-1')?.session).toBe(found);
    expect(cache.get('cookie-2')).toBeUndefined();
    clock.now += 30_000;
    expect(cache.get('cookie-1')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', async () => {
    const { cache, clock } = liveCache({ ttlMs: 30_000 });
    await cache.loadSession('cookie-1', async () => sessionOf('u1', clock.now + 5_000));
    clock.now += 5_000;
    expect(cache.get('cookie-1')).toBeUndefined();
  });

  it('keeps nothing for a credential without a session', async () => {
    const { cache } = liveCache();
    expect(await cache.loadSession('cookie-1', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets every credential of a user whose session or account changed, and only theirs', async () => {
    const { cache, clock } = liveCache();
    await cache.loadSession('phone', async () => sessionOf('u1', clock.now + HOUR));
    await cache.loadSession('laptop', async () => sessionOf('u1', clock.now + HOUR));
    await cache.loadSession('other', async () => sessionOf('u2', clock.now + HOUR));
    cache.invalidateUser('u1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });

  it('does not keep a lookup that a change overlapped: it may have read the row before the change', async () => {
    const { cache, clock } = liveCache();
    const looked = await cache.loadSession('cookie-1', async () => {
      cache.invalidateUser('u1');
      return sessionOf('u1', clock.now + HOUR);
    });
    expect(looked).not.toBeNull();
    expect(cache.get('cookie-1')).toBeUndefined();
  });

  it('keeps and answers nothing while changes are not heard, and starts empty when they are again', async () => {
    const { cache, clock } = liveCache();
    await cache.loadSession('cookie-1', async () => sessionOf('u1', clock.now + HOUR));
    cache.setLive(false);
    expect(cache.get('cookie-1')).toBeUndefined();
    await cache.loadSession('cookie-2', async () => sessionOf('u2', clock.now + HOUR));
    cache.setLive(true);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries credentials, letting the oldest go', async () => {
    const { cache, clock } = liveCache({ maxEntries: 2 });
    for (const key of ['first', 'second', 'third'])
      await cache.loadSession(key, async () => sessionOf(key, clock.now + HOUR));
    expect(cache.size).toBe(2);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('third')).toBeDefined();
    cache.invalidateUser('second');
    expect(cache.size).toBe(1);
  });
});
