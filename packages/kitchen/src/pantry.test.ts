import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import {
  daysUntil,
  estimateExpiry,
  expiryBadge,
  type PantryItem,
  placeNewItem,
  sortExpiringFirst,
} from './pantry.ts';

function item(name: string, expiresOn: string | null): PantryItem {
  return {
    id: name,
    ingredientId: null,
    name,
    quantity: null,
    unit: null,
    place: 'fridge',
    expiresOn,
    expiryEstimated: false,
    opened: false,
  };
}

describe('daysUntil', () => {
  it('counts whole calendar days: 0 today, 1 tomorrow, negative once past', () => {
    expect(daysUntil('2025-06-01', '2025-06-01')).toBe(0);
    expect(daysUntil('2025-06-02', '2025-06-01')).toBe(1);
    expect(daysUntil('2025-05-30', '2025-06-01')).toBe(-2);
    expect(daysUntil('2025-07-01', '2025-06-01')).toBe(30);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntil('2025-03-01', '2025-02-28')).toBe(1);
    expect(daysUntil('2026-01-02', '2025-12-31')).toBe(2);
  });

  it('is null without a date, or for a date that does not exist', () => {
    expect(daysUntil(null, '2025-06-01')).toBeNull();
    expect(daysUntil('2025-02-30', '2025-02-01')).toBeNull();
    expect(daysUntil('1 June', '2025-06-01')).toBeNull();
    expect(daysUntil('2025-06-01', 'today')).toBeNull();
  });
});

describe('estimateExpiry', () => {
  it('adds the short end of the catalog shelf life for that place', () => {
    // Eggs keep 21–35 days in the fridge (FoodKeeper), milk 5–7, spinach 3–5.
    expect(estimateExpiry('egg', 'fridge', '2025-06-01')).toBe('2025-06-22');
    expect(estimateExpiry('milk', 'fridge', '2025-06-01')).toBe('2025-06-06');
    expect(estimateExpiry('spinach', 'fridge', '2025-06-30')).toBe('2025-07-03');
  });

  it('is null where the catalog has no shelf life for the place, or the ingredient is unknown', () => {
    expect(estimateExpiry('sweet-potato', 'fridge', '2025-06-01')).toBeNull();
    expect(estimateExpiry('spinach', 'freezer', '2025-06-01')).toBeNull();
    expect(estimateExpiry('unicorn', 'fridge', '2025-06-01')).toBeNull();
    expect(estimateExpiry('egg', 'fridge', 'yesterday')).toBeNull();
  });
});

describe('placeNewItem', () => {
  it("keeps a new item where the catalog usually keeps it, with the catalog's estimate for that place", () => {
    const egg = getIngredient('egg');
    expect(placeNewItem('egg', '2025-06-01')).toEqual({
      place: egg?.place,
      expiresOn: estimateExpiry('egg', egg?.place ?? 'fridge', '2025-06-01'),
      expiryEstimated: true,
    });
  });

  it('takes the place and the date the cook gave over the catalog', () => {
    expect(placeNewItem('spinach', '2025-06-01', { place: 'freezer' })).toEqual({
      place: 'freezer',
      expiresOn: null,
      expiryEstimated: false,
    });
    expect(placeNewItem('egg', '2025-06-01', { expiresOn: '2025-06-03' })).toEqual({
      place: getIngredient('egg')?.place,
      expiresOn: '2025-06-03',
      expiryEstimated: false,
    });
  });

  it('puts an unknown food in the fridge with no date', () => {
    expect(placeNewItem(null, '2025-06-01')).toEqual({
      place: 'fridge',
      expiresOn: null,
      expiryEstimated: false,
    });
    expect(placeNewItem('unicorn', '2025-06-01')).toEqual({
      place: 'fridge',
      expiresOn: null,
      expiryEstimated: false,
    });
  });
});

describe('expiryBadge', () => {
  it('reads days left the way the pantry list shows them', () => {
    expect(expiryBadge(-3)).toBe('expired');
    expect(expiryBadge(-1)).toBe('expired');
    expect(expiryBadge(0)).toBe('today');
    expect(expiryBadge(1)).toBe('tomorrow');
    expect(expiryBadge(2)).toBe('in 2 days');
    expect(expiryBadge(14)).toBe('in 14 days');
  });
});

describe('sortExpiringFirst', () => {
  it('puts expired and soonest first, undated last, ties by name, without changing the input', () => {
    const items = [
      item('rice', null),
      item('milk', '2025-06-03'),
      item('yogurt', '2025-05-30'),
      item('spinach', '2025-06-02'),
      item('eggs', '2025-06-03'),
      item('flour', null),
    ];
    const sorted = sortExpiringFirst(items, '2025-06-01').map((each) => each.name);
    expect(sorted).toEqual(['yogurt', 'spinach', 'eggs', 'milk', 'flour', 'rice']);
    expect(items[0]?.name).toBe('rice');
  });
});
