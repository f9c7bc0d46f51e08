import { describe, expect, it } from 'vitest';
import { readAmount, readUnit } from './pantry-quantity.ts';

describe('readAmount', () => {
  it.each([
    ['2 eggs', 2, 1],
    ['1.5 kg', 1.5, 3],
    ['.5 l', 0.5, 2],
    ['1/2 lemon', 0.5, 3],
    ['1 1/2 cups', 1.5, 5],
    ['3/4 cup', 0.75, 3],
    ['2-3 tomatoes', 2, 3],
    ['2 to 3 tomatoes', 2, 6],
    ['a bunch', 1, 1],
    ['an onion', 1, 2],
    ['Twelve eggs', 12, 6],
    ['half a cucumber', 0.5, 6],
    ['half an onion', 0.5, 7],
    ['a quarter of a cabbage', 0.25, 14],
    ['a dozen eggs', 12, 7],
    ['half a dozen eggs', 6, 12],
    ['a couple of onions', 2, 11],
    ['two and a half cups', 2.5, 14],
    ['some milk', null, 4],
    ['a few carrots', 3, 5],
    ['several leeks', 4, 7],
    ['some milk', null, 4],
  ])('reads "%s" as %s', (text, value, length) => {
    expect(readAmount(text)).toEqual({ value, length });
  });

  it('finds no amount in a plain name', () => {
    expect(readAmount('eggs')).toBeNull();
    expect(readAmount('apple')).toBeNull();
    expect(readAmount('a')).toBeNull();
  });
});

describe('readUnit', () => {
  it.each([
    ['g feta', 'g', 1, 1],
    [' grams of feta', 'g', 1, 9],
    ['kg potatoes', 'kg', 1, 2],
    [' tbsp. oil', 'tbsp', 1, 6],
    [' fl oz cream', 'fl-oz', 1, 6],
    ['cl wine', 'ml', 10, 2],
    [' pints of milk', 'ml', 568, 9],
    [' tins chopped tomatoes', 'tin', 1, 5],
    [' cans of beans', 'tin', 1, 8],
    [' rashers bacon', 'slice', 1, 8],
    [' sticks celery', 'piece', 1, 7],
  ])('reads "%s" as %s', (text, unit, factor, length) => {
    expect(readUnit(text)).toEqual({ meaning: { unit, factor }, length });
  });

  it('reads packages as the container they count, and heads and bulbs as such', () => {
    expect(readUnit(' jar of pesto')).toEqual({ meaning: { container: 'jar' }, length: 7 });
    expect(readUnit(' loaves of bread')).toEqual({ meaning: { container: 'loaf' }, length: 10 });
    expect(readUnit(' packets of crisps')).toEqual({ meaning: { container: 'pack' }, length: 11 });
    expect(readUnit(' bulb of garlic')).toEqual({ meaning: { bulb: true }, length: 8 });
  });

  it('does not read the start of a longer word as a unit', () => {
    expect(readUnit(' lemons')).toBeNull();
    expect(readUnit(' garlic')).toBeNull();
    expect(readUnit(' potatoes')).toBeNull();
    expect(readUnit(' canned tuna')).toBeNull();
  });
});
