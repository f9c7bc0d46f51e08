import { describe, expect, it } from 'vitest';
import { formatAmount, fractionText } from './amount-format.ts';
import { amountAndName } from './amount-words.ts';

describe('amounts as a cook reads them', () => {
  it.each([
    [1.5, '1½'],
    [0.5, '½'],
    [0.833, '¾'],
    [0.68, '⅔'],
    [2, '2'],
    [2.97, '3'],
    [0.05, 'a little'],
  ])('%s → %s', (value, text) => {
    expect(fractionText(value)).toBe(text);
  });

  it.each([
    [200, 'g', '200 g'],
    [7.25, 'g', '7.3 g'],
    [1.25, 'kg', '1.25 kg'],
    [1.5, 'tbsp', '1½ tbsp'],
    [2, 'clove', '2 cloves'],
    [1, 'bunch', '1 bunch'],
    [3, 'piece', '3'],
    [3, null, '3'],
    [2, 'fl-oz', '2 fl oz'],
  ])('%s %s → %s', (quantity, unit, text) => {
    expect(formatAmount(quantity, unit)).toBe(text);
  });

  it('names counted things in the plural', () => {
    expect(amountAndName('egg', 2, 'piece')).toBe('2 eggs');
    expect(amountAndName('tomato', 3, null)).toBe('3 tomatoes');
    expect(amountAndName('red chilli', 2, null)).toBe('2 red chillies');
    expect(amountAndName('cucumber', 0.5, 'piece')).toBe('½ cucumber');
    expect(amountAndName('feta', 200, 'g')).toBe('200 g feta');
    expect(amountAndName('milk', null, null)).toBe('milk');
    expect(amountAndName('garlic', 2, null)).toBe('2 garlic cloves');
  });

  it('names one of a counted thing in the singular, however the name came', () => {
    expect(amountAndName('chicken thighs', 1, null)).toBe('1 chicken thigh');
    expect(amountAndName('chicken thigh', 2, null)).toBe('2 chicken thighs');
    expect(amountAndName('eggs', 1, 'piece')).toBe('1 egg');
    expect(amountAndName('lemons', 0.5, null)).toBe('½ lemon');
    expect(amountAndName('potatoes', 1.5, 'kg')).toBe('1.5 kg potatoes');
    expect(amountAndName('rice', 200, 'g')).toBe('200 g rice');
  });

  it('says what a tin, a slice or a pinch is of', () => {
    expect(amountAndName('tomatoes', 1, 'tin')).toBe('1 tin of tomatoes');
    expect(amountAndName('chickpeas', 2, 'tin')).toBe('2 tins of chickpeas');
    expect(amountAndName('ham', 1, 'slice')).toBe('1 slice of ham');
    expect(amountAndName('salt', 1, 'pinch')).toBe('a pinch of salt');
    expect(amountAndName('salt', 2, 'pinch')).toBe('2 pinches of salt');
  });
});
