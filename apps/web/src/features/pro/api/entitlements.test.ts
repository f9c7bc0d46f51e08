import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { entitlementRetry } from './entitlements.ts';

describe('the entitlement check’s retries (spec §4)', () => {
  it('retries up to 3 times, waiting 1, 2 and 4 s', () => {
    const failed = new NetworkError();
    expect([0, 1, 2, 3].map((failures) => entitlementRetry.retry(failures, failed))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2].map(entitlementRetry.retryDelay)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry an answer that refuses (signed out), only failures of the server or the network', () => {
    expect(entitlementRetry.retry(0, new ApiError(401, 'unauthorized', 'Please sign in.'))).toBe(false);
    expect(entitlementRetry.retry(0, new ApiError(503, 'database_unavailable', 'Try again.'))).toBe(true);
  });
});
