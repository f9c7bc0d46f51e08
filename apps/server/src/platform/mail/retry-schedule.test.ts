import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

describe('retry schedule', () => {
  it('backs off 5 s, 30 s, 2 min, 10 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('gives up once the next attempt would come more than a day after the first', () => {
    let attempts = 1;
    let elapsed = 0;
    for (let delay = retryDelayMs(attempts); delay !== null; delay = retryDelayMs(attempts)) {
      elapsed += delay;
      attempts++;
    }
    expect(elapsed).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(elapsed).toBeGreaterThan(GIVE_UP_AFTER_MS - 60 * 60_000);
    expect(attempts).toBe(28);
  });
});
