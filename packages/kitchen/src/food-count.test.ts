import { describe, expect, it } from 'vitest';
import { allIngredients } from './catalog.ts';
import { expandName } from './catalog-columns.ts';
import { catalogColumns } from './catalog-data.gen.ts';
import { nameForCount, pluralName, singularName } from './food-count.ts';

/** Every "word(s)" of the catalog: the name of one and of many, as the catalog's authors wrote them. */
const PAIRS = catalogColumns.names
  .split(/[\n|]/)
  .map((item) => item.replace(/^[^=]*=/, ''))
  .map(expandName)
  .filter((forms): forms is [string, string] => forms.length === 2);

describe('a food named for its count', () => {
  it.each([
    ['chicken thighs', 1, 'chicken thigh'],
    ['chicken thigh', 2, 'chicken thighs'],
    ['eggs', 1, 'egg'],
    ['lemon', 0.5, 'lemon'],
    ['lemon', 1.5, 'lemons'],
    ['tomatoes', 1, 'tomato'],
    ['cherry', 3, 'cherries'],
    ['peach', 2, 'peaches'],
    ['bay leaves', 1, 'bay leaf'],
    ['red chillies', 1, 'red chilli'],
    ['brussels sprouts', 1, 'brussels sprout'],
    ['rice', 2, 'rice'],
    ['salt', 1, 'salt'],
    ['asparagus', 1, 'asparagus'],
    ['hummus', 2, 'hummus'],
    ['octopus', 2, 'octopuses'],
    ['kombus', 1, 'kombu'],
  ])('%s for %s → %s', (name, count, expected) => {
    expect(nameForCount(name, count)).toBe(expected);
  });

  it(`knows both forms of every food the catalog counts (${PAIRS.length} pairs)`, () => {
    expect(PAIRS.length).toBeGreaterThan(300);
    const wrong = PAIRS.filter(
      ([one, many]) =>
        nameForCount(many, 1) !== one ||
        nameForCount(one, 2) !== many ||
        nameForCount(one, 1) !== one ||
        nameForCount(many, 2) !== many,
    );
    expect(wrong).toEqual([]);
  });

  it('never doubles an ending, and goes there and back, for every catalog name and alias', () => {
    const names = allIngredients().flatMap((food) => [food.name, ...food.aliases]);
    expect(names.length).toBeGreaterThan(1000);
    const wrong = names.filter((name) => {
      const many = pluralName(name);
      const one = singularName(name);
      return (
        (/ss$/.test(many) && !/ss$/.test(name)) ||
        pluralName(many) !== many ||
        singularName(one) !== one ||
        (one === name && singularName(many) !== name)
      );
    });
    expect(wrong).toEqual([]);
    expect(nameForCount('chicken thighs', 2)).toBe('chicken thighs');
  });
});
