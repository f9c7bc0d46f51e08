import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createRateLimiter, type RateRule } from './service.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const rule = (name: string, limit: number): RateRule => ({
  name,
  limit,
  windowMs: 60_000,
  message: 'Slow down.',
});

describe('rate limiter (PostgreSQL)', () => {
  it('allows up to the limit in a window, then refuses with the time to wait', async () => {
    let clock = Date.UTC(2026, 0, 1, 12, 0, 10);
    const limiter = createRateLimiter(testDb.database.db, () => clock);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.check(rule('sign-in', 3), 'a@example.com'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]?.retryAfterSeconds).toBe(50);
    // Another subject is counted on its own.
    expect((await limiter.check(rule('sign-in', 3), 'b@example.com')).allowed).toBe(true);
    // The next window starts afresh.
    clock += 60_000;
    expect((await limiter.check(rule('sign-in', 3), 'a@example.com')).allowed).toBe(true);
  });

  it('counts parallel requests exactly: 25 at once against a limit of 10 lets 10 through', async () => {
    const limiter = createRateLimiter(testDb.database.db);
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => limiter.check(rule('parallel', 10), 'same-user')),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('is shared by every server instance (two limiters, one count)', async () => {
    const first = createRateLimiter(testDb.database.db);
    const second = createRateLimiter(testDb.database.db);
    await first.check(rule('shared', 2), 'user-1');
    await second.check(rule('shared', 2), 'user-1');
    expect((await first.check(rule('shared', 2), 'user-1')).allowed).toBe(false);
  });

  it('enforce throws a rate_limited AppError with the rule message', async () => {
    const limiter = createRateLimiter(testDb.database.db);
    await limiter.enforce(rule('enforced', 1), 'user-2');
    const error = await limiter.enforce(rule('enforced', 1), 'user-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'rate_limited', message: 'Slow down.', status: 429 });
  });
});
