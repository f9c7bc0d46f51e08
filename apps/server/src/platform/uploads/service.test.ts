import { describe, expect, it } from 'vitest';
import { deletionRetryDelayMs } from './service.ts';

describe('deletionRetryDelayMs', () => {
  it('waits 10 minutes after the first failure, doubling, at most a day', () => {
    const minutes = [1, 2, 3, 4, 8, 9, 50].map((attempts) => deletionRetryDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([10, 20, 40, 80, 1280, 1440, 1440]);
  });
});
