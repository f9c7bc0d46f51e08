import { describe, expect, it } from 'vitest';
import { proSalesNote } from './server.ts';

describe('what the server says at start-up about Pro', () => {
  it('says Pro is not sold and nobody is limited when no payment provider is set', () => {
    expect(proSalesNote({})).toBe(
      'Pro is not sold on this server (no STRIPE_* or REVENUECAT_* set), so nobody is held to a daily recipe allowance.',
    );
  });

  it('names the operator’s own limit, and where Pro is sold', () => {
    expect(proSalesNote({ FREE_RECIPES_PER_DAY: 3 })).toContain(
      'FREE_RECIPES_PER_DAY holds free accounts to 3',
    );
    expect(proSalesNote({ STRIPE_SECRET_KEY: 'sk_x' })).toBe(
      'Pro is sold on the web (Stripe); free accounts get 5 recipes a day.',
    );
    expect(
      proSalesNote({ STRIPE_SECRET_KEY: 'sk_x', REVENUECAT_SECRET_KEY: 'rc', FREE_RECIPES_PER_DAY: 8 }),
    ).toBe('Pro is sold on the web (Stripe) and the apps (RevenueCat); free accounts get 8 recipes a day.');
  });
});
