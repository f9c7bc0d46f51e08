import { describe, expect, it } from 'vitest';
import { storePackage } from './packages.ts';
import { rcPackage } from './revenuecat-fixtures.ts';

describe('store packages', () => {
  it.each([
    ['$rc_monthly', 'month'],
    ['larder_pro_Monthly_v2', 'month'],
    ['$rc_annual', 'year'],
    ['yearly', 'year'],
  ])('%s is sold by the %s', (identifier, period) => {
    expect(storePackage(rcPackage(identifier)).period).toBe(period);
  });

  it('keeps the title, description and price the store gives', () => {
    expect(storePackage(rcPackage('$rc_annual', '$79.99'))).toEqual({
      identifier: '$rc_annual',
      title: 'Larder Pro',
      description: 'Unlimited recipes and plans',
      priceString: '$79.99',
      period: 'year',
    });
  });

  it.each([
    ['an empty price string', { identifier: '$rc_monthly', product: { priceString: '' } }],
    ['a blank price string', { identifier: '$rc_monthly', product: { priceString: '  ' } }],
    ['no price string', { identifier: '$rc_monthly', product: { title: 'Pro' } }],
    ['no product', { identifier: '$rc_monthly', product: null }],
  ])('shows 9.99 for %s', (_, aPackage) => {
    expect(storePackage(aPackage)).toMatchObject({ priceString: '9.99', period: 'month' });
  });
});
