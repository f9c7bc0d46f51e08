import { describe, expect, it } from 'vitest';
import { shopAmount } from './shop-amount.ts';

describe('shopAmount', () => {
  it('rounds grams up to the next 50 up to 950 g, then kilograms up to the next tenth', () => {
    expect(shopAmount('chicken-breast', 230, 'g')).toEqual({ quantity: 250, unit: 'g' });
    expect(shopAmount('chicken-breast', 300, 'g')).toEqual({ quantity: 300, unit: 'g' });
    expect(shopAmount('chicken-breast', 10, 'g')).toEqual({ quantity: 50, unit: 'g' });
    expect(shopAmount('chicken-breast', 950, 'g')).toEqual({ quantity: 950, unit: 'g' });
    expect(shopAmount('chicken-breast', 960, 'g')).toEqual({ quantity: 1, unit: 'kg' });
    expect(shopAmount('chicken-breast', 1001, 'g')).toEqual({ quantity: 1.1, unit: 'kg' });
    expect(shopAmount('chicken-breast', 1.23, 'kg')).toEqual({ quantity: 1.3, unit: 'kg' });
    expect(shopAmount('chicken-breast', 0.2, 'kg')).toEqual({ quantity: 200, unit: 'g' });
    // 8 oz is 226.8 g.
    expect(shopAmount('minced-beef', 8, 'oz')).toEqual({ quantity: 250, unit: 'g' });
  });

  it('does not add a step for floating-point dust', () => {
    expect(shopAmount('rice', 300.00000000001, 'g')).toEqual({ quantity: 300, unit: 'g' });
    expect(shopAmount('egg', 3.0000000000004, null)).toEqual({ quantity: 3, unit: null });
  });

  it('buys liquids by volume, in 50 ml steps and then tenths of a litre', () => {
    expect(shopAmount('milk', 480, 'ml')).toEqual({ quantity: 500, unit: 'ml' });
    expect(shopAmount('milk', 1.5, 'l')).toEqual({ quantity: 1.5, unit: 'l' });
    // Two cups of milk weigh 488 g, which is 473 ml at 1.031 g/ml.
    expect(shopAmount('milk', 2, 'cup')).toEqual({ quantity: 500, unit: 'ml' });
    // 500 g of milk is 485 ml; 2 kg is 1940 ml.
    expect(shopAmount('milk', 500, 'g')).toEqual({ quantity: 500, unit: 'ml' });
    expect(shopAmount('milk', 2000, 'g')).toEqual({ quantity: 2, unit: 'l' });
  });

  it('buys other cups, volumes and handfuls by weight when the catalog can weigh them', () => {
    // A cup of rice is 185 g; rice is 0.782 g/ml; a handful of spinach is 30 g.
    expect(shopAmount('rice', 2, 'cup')).toEqual({ quantity: 400, unit: 'g' });
    expect(shopAmount('rice', 1000, 'ml')).toEqual({ quantity: 800, unit: 'g' });
    expect(shopAmount('spinach', 3, 'handful')).toEqual({ quantity: 100, unit: 'g' });
  });

  it('falls back to volume, or to whole units, when nothing can be weighed', () => {
    expect(shopAmount('no-such-food', 2, 'cup')).toEqual({ quantity: 500, unit: 'ml' });
    expect(shopAmount('no-such-food', 300, 'ml')).toEqual({ quantity: 300, unit: 'ml' });
    expect(shopAmount('chicken-breast', 1.5, 'handful')).toEqual({ quantity: 2, unit: 'handful' });
  });

  it('buys counted things whole: eggs, onions, cloves, tins, bunches', () => {
    expect(shopAmount('egg', 2.2, null)).toEqual({ quantity: 3, unit: null });
    expect(shopAmount('onion', 1.5, null)).toEqual({ quantity: 2, unit: null });
    expect(shopAmount('lemon', 0.5, 'piece')).toEqual({ quantity: 1, unit: 'piece' });
    expect(shopAmount('garlic', 2.5, 'clove')).toEqual({ quantity: 3, unit: 'clove' });
    expect(shopAmount('chopped-tomatoes', 1.2, 'tin')).toEqual({ quantity: 2, unit: 'tin' });
    expect(shopAmount('parsley', 0.5, 'bunch')).toEqual({ quantity: 1, unit: 'bunch' });
  });

  it('never keeps spoons or pinches: a packed food becomes whole packs, anything else metric', () => {
    expect(shopAmount('ground-cumin', 0.25, 'tsp')).toMatchObject({
      quantity: 1,
      unit: null,
      pack: { name: 'jar' },
    });
    expect(shopAmount('ground-cumin', 0.4, 'pinch')).toMatchObject({ quantity: 1, pack: { name: 'jar' } });
    // A bottle of soy sauce holds 150 ml: 12 tablespoons (177 ml) take two.
    expect(shopAmount('soy-sauce', 2, 'tbsp')).toMatchObject({
      quantity: 1,
      unit: null,
      pack: { name: 'bottle' },
    });
    expect(shopAmount('soy-sauce', 12, 'tbsp')).toMatchObject({ quantity: 2, pack: { name: 'bottle' } });
    // Soured cream is bought by amount: 3 tablespoons are 44 ml, the next 50.
    expect(shopAmount('soured-cream', 3, 'tbsp')).toEqual({ quantity: 50, unit: 'g' });
  });

  it('is nothing for a quantity that is not a positive amount', () => {
    expect(shopAmount('rice', 0, 'g')).toEqual({ quantity: 0, unit: 'g' });
    expect(shopAmount('rice', -50, 'g')).toEqual({ quantity: 0, unit: 'g' });
    expect(shopAmount('egg', Number.NaN, null)).toEqual({ quantity: 0, unit: null });
  });
});
