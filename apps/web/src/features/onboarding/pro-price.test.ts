import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../test/test-config.ts';
import { formatCents, priceToCents, proPlanPrices } from './pro-price.ts';

const pro = TEST_CONFIG.pro;

describe('Pro plan prices', () => {
  it('formats the configured prices in the configured currency', () => {
    const prices = proPlanPrices(pro);
    expect(prices.monthly).toBe('€9.99');
    expect(prices.yearly).toBe('€99.99');
  });

  it('computes the yearly plan per month and its saving against twelve monthly payments', () => {
    const prices = proPlanPrices(pro);
    expect(prices.yearlyPerMonth).toBe('€8.33');
    expect(prices.yearlySaving).toBe('€19.89');
    // 19.89 / 119.88 = 16.6 %: rounded down, never overstated.
    expect(prices.yearlySavingPercent).toBe(16);
  });

  it('follows other prices and currencies', () => {
    const prices = proPlanPrices({ ...pro, currency: 'USD', monthlyPrice: '5', yearlyPrice: '48' });
    expect(prices).toMatchObject({
      monthly: '$5.00',
      yearly: '$48.00',
      yearlyPerMonth: '$4.00',
      yearlySaving: '$12.00',
      yearlySavingPercent: 20,
    });
  });

  it('claims no saving when the yearly plan costs as much as twelve months', () => {
    const prices = proPlanPrices({ ...pro, monthlyPrice: '10', yearlyPrice: '120' });
    expect(prices.yearlySaving).toBeNull();
    expect(prices.yearlySavingPercent).toBeNull();
  });

  it('shows an unreadable price as it came, without inventing a saving', () => {
    const prices = proPlanPrices({ ...pro, yearlyPrice: 'soon' });
    expect(prices.yearly).toBe('soon EUR');
    expect(prices.yearlyPerMonth).toBeNull();
    expect(prices.yearlySaving).toBeNull();
  });

  it('reads prices as whole cents', () => {
    expect(priceToCents('9.99')).toBe(999);
    expect(priceToCents('0.1')).toBe(10);
    expect(priceToCents('-1')).toBeNull();
    expect(formatCents(999, 'NOPE')).toBe('9.99 NOPE');
  });
});
