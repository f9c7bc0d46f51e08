import { describe, expect, it } from 'vitest';
import {
  entitlementRetryDelayMs,
  freeRecipesADay,
  isEntitlementActive,
  packagePeriod,
  subscriptionStatus,
} from './entitlements.ts';

describe('spec §4 subscription status', () => {
  it('is active when the pro entitlement is active and renews, cancelled when it does not renew, else expired', () => {
    expect(subscriptionStatus(true, true)).toBe('active');
    expect(subscriptionStatus(true, false)).toBe('cancelled');
    expect(subscriptionStatus(false, true)).toBe('expired');
    expect(subscriptionStatus(false, false)).toBe('expired');
  });

  it('counts Pro as on until its end, and for good when it has none', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(isEntitlementActive(null, now)).toBe(false);
    expect(isEntitlementActive({ expiresAt: null, willRenew: false }, now)).toBe(true);
    expect(isEntitlementActive({ expiresAt: new Date('2026-11-29T12:00:01Z'), willRenew: true }, now)).toBe(
      true,
    );
    expect(isEntitlementActive({ expiresAt: now, willRenew: true }, now)).toBe(false);
  });
});

describe('the entitlement check retries', () => {
  it('waits min(1000 * 2^(n-1), 5000) ms before retry n', () => {
    expect([1, 2, 3, 4, 5].map(entitlementRetryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('a store package period (spec §9)', () => {
  it('is month when the identifier contains "monthly", else year', () => {
    expect(packagePeriod('$rc_monthly')).toBe('month');
    expect(packagePeriod('larder_pro_Monthly_999')).toBe('month');
    expect(packagePeriod('$rc_annual')).toBe('year');
    expect(packagePeriod('larder_pro_yearly')).toBe('year');
    expect(packagePeriod('')).toBe('year');
  });
});

describe('the free recipes a day (spec §1)', () => {
  it('gives an account the server’s allowance and a visitor one, and nobody a limit where there is none', () => {
    expect(freeRecipesADay(5, true)).toBe(5);
    expect(freeRecipesADay(5, false)).toBe(1);
    expect(freeRecipesADay(1, false)).toBe(1);
    expect(freeRecipesADay(null, true)).toBeNull();
    expect(freeRecipesADay(null, false)).toBeNull();
  });
});
