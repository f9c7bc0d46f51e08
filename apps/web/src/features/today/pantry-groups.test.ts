import { describe, expect, it } from 'vitest';
import type { PantryItemView } from '../../lib/pantry-types.ts';
import { groupByFood } from './pantry-groups.ts';

const item = (id: string, name: string, ingredientId: string | null): PantryItemView => ({
  id,
  ingredientId,
  name,
  quantity: null,
  unit: null,
  place: 'cupboard',
  expiresOn: null,
  expiryEstimated: false,
  opened: false,
  addedOn: '2026-03-09',
  pending: false,
});

describe('groupByFood', () => {
  it('keeps the batches of one food together where its soonest one is, in the order given', () => {
    const sorted = [
      item('1', 'rice', 'rice'),
      item('2', 'leek', 'leek'),
      item('3', 'basmati rice', 'rice'),
      item('4', 'Mystery  Sauce', null),
      item('5', 'mystery sauce', null),
    ];
    expect(groupByFood(sorted).map((group) => group.items.map((x) => x.id))).toEqual([
      ['1', '3'],
      ['2'],
      ['4', '5'],
    ]);
  });
});
