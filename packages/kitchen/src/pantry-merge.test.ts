import { describe, expect, it } from 'vitest';
import { gramsFor } from './catalog.ts';
import type { PantryItem } from './pantry.ts';
import { addAmounts, foodKey, mergeIntoPantry, sameBatch } from './pantry-merge.ts';

function line(over: Partial<PantryItem> & Pick<PantryItem, 'name'>): PantryItem {
  return {
    id: over.name,
    ingredientId: null,
    quantity: null,
    unit: null,
    place: 'cupboard',
    expiresOn: null,
    expiryEstimated: false,
    opened: false,
    ...over,
  };
}

const rice = (over: Partial<PantryItem> = {}) =>
  line({ name: 'rice', ingredientId: 'rice', quantity: 500, unit: 'g', expiresOn: '2027-03-09', ...over });

describe('foodKey and sameBatch', () => {
  it('knows a food by its catalog id, and an unknown one by its name however it is written', () => {
    expect(foodKey(rice())).toBe(foodKey(rice({ name: 'long grain rice' })));
    expect(foodKey(line({ name: 'Nonna’s Ragù ' }))).toBe(foodKey(line({ name: 'nonnas ragu' })));
    expect(foodKey(line({ name: 'ragu' }))).not.toBe(foodKey(line({ name: 'rice' })));
  });

  it('keeps another expiry date, an opened packet or another place as another batch', () => {
    expect(sameBatch(rice(), rice({ quantity: 1, unit: 'kg' }))).toBe(true);
    expect(sameBatch(rice(), rice({ expiresOn: '2027-03-10' }))).toBe(false);
    expect(sameBatch(rice(), rice({ opened: true }))).toBe(false);
    expect(sameBatch(rice(), rice({ place: 'fridge' }))).toBe(false);
    expect(sameBatch(rice({ expiresOn: null }), rice({ expiresOn: null }))).toBe(true);
  });
});

describe('addAmounts', () => {
  it('adds grams and kilograms, millilitres and litres, in the kept line’s unit', () => {
    expect(addAmounts('rice', { quantity: 500, unit: 'g' }, { quantity: 1, unit: 'kg' })).toEqual({
      quantity: 1500,
      unit: 'g',
    });
    expect(addAmounts('milk', { quantity: 1, unit: 'l' }, { quantity: 250, unit: 'ml' })).toEqual({
      quantity: 1.25,
      unit: 'l',
    });
  });

  it('adds counts, and pieces to grams through the catalog’s piece weight', () => {
    expect(addAmounts('leek', { quantity: 2, unit: 'piece' }, { quantity: 1, unit: 'piece' })).toEqual({
      quantity: 3,
      unit: 'piece',
    });
    const twoLeeks = gramsFor('leek', 2, 'piece');
    expect(twoLeeks).toBeGreaterThan(0);
    expect(addAmounts('leek', { quantity: 2, unit: 'piece' }, { quantity: 200, unit: 'g' })).toEqual({
      quantity: Math.round(((twoLeeks ?? 0) + 200) * 1000) / 1000,
      unit: 'g',
    });
  });

  it('takes the amount that is known when the other was not given', () => {
    expect(addAmounts('rice', { quantity: null, unit: null }, { quantity: 2, unit: 'kg' })).toEqual({
      quantity: 2,
      unit: 'kg',
    });
    expect(addAmounts('rice', { quantity: 2, unit: 'kg' }, { quantity: null, unit: null })).toEqual({
      quantity: 2,
      unit: 'kg',
    });
  });

  it('cannot add units it cannot compare, or past what one line holds', () => {
    expect(addAmounts(null, { quantity: 1, unit: 'tin' }, { quantity: 200, unit: 'g' })).toBeNull();
    expect(addAmounts(null, { quantity: 200, unit: 'g' }, { quantity: 1, unit: 'kg' })).toEqual({
      quantity: 1200,
      unit: 'g',
    });
    expect(addAmounts('rice', { quantity: 60_000, unit: 'g' }, { quantity: 50, unit: 'kg' })).toBeNull();
  });
});

describe('mergeIntoPantry', () => {
  it('adds rice to the rice already there, and keeps a rice with another date as another batch', () => {
    const kept = rice();
    const merge = mergeIntoPantry(
      [kept],
      [rice({ id: 'n1', quantity: 1, unit: 'kg' }), rice({ id: 'n2', expiresOn: '2027-01-01' })],
    );
    expect(merge.updated).toEqual([
      { item: kept, amount: { quantity: 1500, unit: 'g' }, from: [expect.objectContaining({ id: 'n1' })] },
    ]);
    expect(merge.added.map(({ item }) => item.id)).toEqual(['n2']);
  });

  it('folds items of one batch typed together into one new line', () => {
    const merge = mergeIntoPantry(
      [],
      [
        line({ id: 'a', name: 'leek', ingredientId: 'leek', quantity: 2, unit: 'piece' }),
        line({ id: 'b', name: 'leeks', ingredientId: 'leek', quantity: 1, unit: 'piece' }),
        line({ id: 'c', name: 'Mystery sauce' }),
        line({ id: 'd', name: 'mystery  sauce', quantity: 1, unit: 'tin' }),
      ],
    );
    expect(merge.updated).toEqual([]);
    expect(merge.added.map(({ item, amount, from }) => [item.id, amount, from.map((f) => f.id)])).toEqual([
      ['a', { quantity: 3, unit: 'piece' }, ['b']],
      ['c', { quantity: 1, unit: 'tin' }, ['d']],
    ]);
  });

  it('keeps an opened packet apart from a closed one, and units it cannot add as a line of their own', () => {
    const closed = line({ name: 'passata', quantity: 1, unit: 'tin' });
    const merge = mergeIntoPantry(
      [closed],
      [
        line({ id: 'open', name: 'passata', quantity: 200, unit: 'g', opened: true }),
        line({ id: 'grams', name: 'passata', quantity: 200, unit: 'g' }),
      ],
    );
    expect(merge.updated).toEqual([]);
    expect(merge.added.map(({ item }) => item.id)).toEqual(['open', 'grams']);
  });
});
