import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../test/test-config.ts';
import { planPrices } from './plan-prices.ts';

const pro = TEST_CONFIG.pro;

describe('pricing page prices', () => {
  it('formats Free, monthly and yearly in the configured currency', () => {
    expect(planPrices(pro)).toEqual({
      free: '€0',
      monthly: '€9.99',
      yearly: '€99.99',
      yearlyPerMonth: '€8.33',
      yearlySaving: '€19.89',
      yearlySavingPercent: 16,
    });
  });

  it('claims no saving when yearly is not cheaper than twelve months', () => {
    expect(planPrices({ ...pro, yearlyPrice: '129.00' })).toMatchObject({
      yearlySaving: null,
      yearlySavingPercent: null,
    });
  });

  it('follows the currency', () => {
    expect(planPrices({ ...pro, currency: 'GBP' }).monthly).toBe('£9.99');
  });
});
