import { describe, expect, it } from 'vitest';
import { servingsFrom } from './recipe-yield.ts';

describe('servingsFrom', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    [['8', '1 9x13-inch dish'], 8],
    ['Serves 4-6', 4],
    ['Serves 4 to 6', 4],
    ['6 to 8 servings', 6],
    ['Makes about 24 cookies', 24],
    ['Für 4 Personen', 4],
    ['4 Portionen', 4],
    ['2人分', 2],
    ['serves four', 4],
    [[null, '', 'Serves 2'], 2],
    [{ '@type': 'QuantitativeValue', value: 6 }, 6],
  ])('reads %j as %d', (value, servings) => {
    expect(servingsFrom(value)).toBe(servings);
  });

  it.each([[undefined], [null], [''], ['a few'], [0], [[]], [{}], ['0 servings']])(
    'gives undefined for %j',
    (value) => {
      expect(servingsFrom(value)).toBeUndefined();
    },
  );

  it('does not recurse without end into nested arrays', () => {
    let nested: unknown = '4';
    for (let i = 0; i < 10_000; i++) nested = [nested];
    expect(servingsFrom(nested)).toBeUndefined();
  });
});
