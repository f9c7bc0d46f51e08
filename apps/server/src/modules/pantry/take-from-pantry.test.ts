import type { PantryItem } from '@larder/kitchen/pantry';
import { describe, expect, it } from 'vitest';
import { takeFromPantry } from './take-from-pantry.ts';

const TODAY = '2026-03-10';
let ids = 0;
function item(fields: Partial<PantryItem> & Pick<PantryItem, 'ingredientId'>): PantryItem {
  return {
    id: `item-${++ids}`,
    name: fields.ingredientId ?? 'thing',
    quantity: null,
    unit: null,
    place: 'fridge',
    expiresOn: null,
    expiryEstimated: false,
    opened: false,
    ...fields,
  };
}

describe('taking what a recipe used out of the pantry', () => {
  it('takes from the soonest to expire first, and removes what is used up', () => {
    const later = item({ ingredientId: 'feta', quantity: 200, unit: 'g', expiresOn: '2026-03-20' });
    const sooner = item({ ingredientId: 'feta', quantity: 100, unit: 'g', expiresOn: '2026-03-12' });
    const taken = takeFromPantry(
      [later, sooner],
      [{ ingredientId: 'feta', quantity: 150, unit: 'g' }],
      TODAY,
    );
    expect(taken).toEqual([
      { item: sooner, left: 0, removed: true, grams: 100 },
      { item: later, left: 150, removed: false, grams: 50 },
    ]);
  });

  it('compares units through the catalog and answers in the item’s own unit', () => {
    const butter = item({ ingredientId: 'butter', quantity: 0.25, unit: 'kg' });
    const eggs = item({ ingredientId: 'egg', quantity: 6, unit: 'piece' });
    const taken = takeFromPantry(
      [butter, eggs],
      [
        { ingredientId: 'butter', quantity: 50, unit: 'g' },
        { ingredientId: 'egg', quantity: 2, unit: null },
      ],
      TODAY,
    );
    expect(taken.map(({ left, removed }) => ({ left, removed }))).toEqual([
      { left: 0.2, removed: false },
      { left: 4, removed: false },
    ]);
    expect(taken[1]?.grams).toBe(100);
  });

  it('leaves expired food, food of unknown size, and units it cannot compare', () => {
    const expired = item({ ingredientId: 'milk', quantity: 1, unit: 'l', expiresOn: '2026-03-09' });
    const some = item({ ingredientId: 'spinach', quantity: null, unit: null });
    const bunch = item({ ingredientId: 'coriander', quantity: 1, unit: 'bunch' });
    const taken = takeFromPantry(
      [expired, some, bunch],
      [
        { ingredientId: 'milk', quantity: 200, unit: 'ml' },
        { ingredientId: 'spinach', quantity: 100, unit: 'g' },
        { ingredientId: 'coriander', quantity: 7, unit: 'pinch' },
      ],
      TODAY,
    );
    expect(taken.find((entry) => entry.item === expired)).toBeUndefined();
    expect(taken.find((entry) => entry.item === some)).toEqual({
      item: some,
      left: null,
      removed: false,
      grams: 100,
    });
  });

  it('counts a sliver left over as used up', () => {
    const cucumber = item({ ingredientId: 'cucumber', quantity: 1, unit: null });
    const [taken] = takeFromPantry(
      [cucumber],
      [{ ingredientId: 'cucumber', quantity: 0.99, unit: null }],
      TODAY,
    );
    expect(taken).toMatchObject({ left: 0, removed: true });
  });
});
