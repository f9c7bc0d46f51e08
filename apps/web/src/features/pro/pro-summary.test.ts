import { describe, expect, it } from 'vitest';
import { MONTHLY } from './pro-fixtures.ts';
import { proSummary } from './pro-summary.ts';

const base = MONTHLY;

describe('what Profile says of a plan', () => {
  it('names the plan and when it renews, or ends when cancelled', () => {
    expect(proSummary(base, 'en-GB')).toEqual({
      title: 'Larder Pro · Monthly',
      detail: 'Renews on 29 December 2026.',
      manage: null,
    });
    expect(proSummary({ ...base, status: 'cancelled', willRenew: false, plan: 'yearly' }, 'en-GB')).toEqual({
      title: 'Larder Pro · Yearly',
      detail: 'Ends on 29 December 2026. It will not renew.',
      manage: null,
    });
  });

  it('says where a store purchase is managed, and that a grant may have no end', () => {
    expect(proSummary({ ...base, store: 'play', manageable: false }, 'en-GB').manage).toBe(
      'Manage it in Google Play on the phone you bought it on.',
    );
    expect(proSummary({ ...base, store: 'granted', expiresAt: null, plan: null }, 'en-GB')).toMatchObject({
      title: 'Larder Pro · Given by Larder support',
      detail: 'No end date.',
    });
  });

  it('shows the free plan, and when an earlier Pro ended', () => {
    const ended = { ...base, isActive: false, status: 'expired' as const, willRenew: false };
    expect(proSummary(ended, 'en-GB')).toEqual({
      title: 'Free plan',
      detail: 'Your Pro ended on 29 December 2026.',
      manage: null,
    });
    expect(proSummary({ ...ended, expiresAt: null, store: null }, 'en-GB').detail).toBeNull();
  });
});
