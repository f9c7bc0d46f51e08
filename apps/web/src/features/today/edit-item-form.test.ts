import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { changesFrom, formOf, stepQuantity } from './edit-item-form.ts';

const feta = pantryItem('s1', 'feta', {
  ingredientId: 'feta',
  quantity: 200,
  unit: 'g',
  expiresOn: '2026-03-15',
  expiryEstimated: true,
});

describe('editing a pantry item', () => {
  it('sends only what changed', () => {
    const form = { ...formOf(feta), quantity: '150', place: 'freezer' as const };
    expect(changesFrom(feta, form)).toEqual({ ok: true, changes: { quantity: 150, place: 'freezer' } });
  });

  it('leaves an estimated date to the kitchen until the cook sets one', () => {
    expect(formOf(feta).expiresOn).toBe('');
    expect(changesFrom(feta, formOf(feta))).toEqual({ ok: true, changes: {} });
    const dated = { ...formOf(feta), expiresOn: '2026-03-20' };
    expect(changesFrom(feta, dated)).toEqual({ ok: true, changes: { expiresOn: '2026-03-20' } });
  });

  it('removes a date the cook set when the field is cleared', () => {
    const set = { ...feta, expiryEstimated: false };
    expect(changesFrom(set, { ...formOf(set), expiresOn: '' })).toEqual({
      ok: true,
      changes: { expiresOn: null },
    });
  });

  it.each(['0', '-2', '100000', 'lots'])('refuses a quantity of %s', (quantity) => {
    expect(changesFrom(feta, { ...formOf(feta), quantity })).toMatchObject({ ok: false, field: 'quantity' });
  });

  it('needs a name', () => {
    expect(changesFrom(feta, { ...formOf(feta), name: '  ' })).toMatchObject({ ok: false, field: 'name' });
  });

  it('reads a decimal comma and a count without a unit', () => {
    const eggs = pantryItem('s2', 'egg', { quantity: 2, unit: 'piece' });
    expect(formOf(eggs).unit).toBe('');
    expect(changesFrom(eggs, { ...formOf(eggs), quantity: '1,5' })).toEqual({
      ok: true,
      changes: { quantity: 1.5 },
    });
  });
});

describe('the quantity stepper', () => {
  it('counts by ones, halves below one, and never to nothing', () => {
    expect(stepQuantity('3', '', 1)).toBe('4');
    expect(stepQuantity('3', '', -1)).toBe('2');
    expect(stepQuantity('1', '', -1)).toBe('0.5');
    expect(stepQuantity('0.5', '', -1)).toBe('0.5');
    expect(stepQuantity('1', '', 1)).toBe('2');
    expect(stepQuantity('0.5', '', 1)).toBe('1');
    expect(stepQuantity('', '', 1)).toBe('0.5');
  });

  it('moves grams by 10 below 200 and by 50 from there, kilograms by 0.1', () => {
    expect(stepQuantity('150', 'g', 1)).toBe('160');
    expect(stepQuantity('200', 'g', 1)).toBe('250');
    expect(stepQuantity('200', 'g', -1)).toBe('190');
    expect(stepQuantity('0.5', 'kg', 1)).toBe('0.6');
    expect(stepQuantity('abc', 'ml', 1)).toBe('10');
  });
});
