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

  it('leaves expired food, and an amount it cannot compare, as they were, weighing nothing as saved', () => {
    const expired = item({ ingredientId: 'milk', quantity: 1, unit: 'l', expiresOn: '2026-03-09' });
    // Beef mince has no piece weight: "2 mince" cannot be weighed against a 300 g pack.
    const mince = item({ ingredientId: 'minced-beef', quantity: 300, unit: 'g' });
    const taken = takeFromPantry(
      [expired, mince],
      [
        { ingredientId: 'milk', quantity: 200, unit: 'ml' },
        { ingredientId: 'minced-beef', quantity: 2, unit: null },
      ],
      TODAY,
    );
    expect(taken.find((entry) => entry.item === expired)).toBeUndefined();
    expect(taken.find((entry) => entry.item === mince)).toEqual({
      item: mince,
      left: null,
      removed: false,
      grams: null,
    });
  });

  it('uses up perishable food of unknown amount, and keeps a keeper of unknown amount', () => {
    const thighs = item({ ingredientId: 'chicken-thigh', quantity: null, unit: null });
    const cheddar = item({ ingredientId: 'cheddar', quantity: null, unit: null });
    const taken = takeFromPantry(
      [thighs, cheddar],
      [
        { ingredientId: 'chicken-thigh', quantity: 300, unit: 'g' },
        { ingredientId: 'cheddar', quantity: 50, unit: 'g' },
      ],
      TODAY,
    );
    expect(taken).toEqual([
      { item: thighs, left: 0, removed: true, grams: 300 },
      { item: cheddar, left: null, removed: false, grams: null },
    ]);
  });

  it('takes a kind that covers the line when its own food is not there: basmati for rice, lemons for juice', () => {
    const basmati = item({ ingredientId: 'basmati-rice', quantity: 500, unit: 'g' });
    const lemons = item({ ingredientId: 'lemon', quantity: 2, unit: 'piece' });
    const taken = takeFromPantry(
      [basmati, lemons],
      [
        { ingredientId: 'rice', quantity: 200, unit: 'g' },
        { ingredientId: 'lemon-juice', quantity: 2, unit: 'tbsp' },
      ],
      TODAY,
    );
    expect(
      taken.map(({ item: { ingredientId }, left, removed }) => ({ ingredientId, left, removed })),
    ).toEqual([
      { ingredientId: 'basmati-rice', left: 300, removed: false },
      { ingredientId: 'lemon', left: expect.closeTo(1, 0), removed: false },
    ]);
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
