import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allIngredients } from '@larder/kitchen/catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env.ts';
import { builtInFoodPrices } from '../../paths.ts';
import { parseFoodPrices, readFoodPrices } from './food-prices.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'larder-prices-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const where = path.join(folder, name);
  writeFileSync(where, text);
  return where;
}

function problemsFor(source: Record<string, string>): string[] {
  try {
    loadEnv(source, folder);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be refused');
}

describe("Larder's own price table", () => {
  it('reads, and prices every catalog food (its own price or its aisle’s)', () => {
    const table = readFoodPrices(builtInFoodPrices);
    if (!table.ok) throw new Error(table.problems.join('\n'));
    expect(table.perKg.size).toBe(allIngredients().length);
    expect(table.perKg.get('chicken-breast')).toBe(11);
    expect(table.perKg.get('tomato')).toBe(3);
    // No row of its own: the spices aisle's price.
    expect(table.perKg.get('white-pepper')).toBe(25);
  });

  it('keeps everyday foods in sensible ranges (EUR a kg)', () => {
    const table = readFoodPrices(builtInFoodPrices);
    if (!table.ok) throw new Error(table.problems.join('\n'));
    const ranges: [string, number, number][] = [
      ['minced-beef', 8, 20],
      ['chicken-thigh', 5, 20],
      ['carrot', 0.8, 4],
      ['broccoli', 1.5, 4],
      ['milk', 0.8, 2],
      ['cheddar', 6, 20],
      ['bread', 2, 8],
    ];
    for (const [food, low, high] of ranges) {
      expect(table.perKg.get(food), food).toBeGreaterThanOrEqual(low);
      expect(table.perKg.get(food), food).toBeLessThanOrEqual(high);
    }
  });
});

describe('a price table', () => {
  it('takes comments, blank lines, spaces and an aisle fallback', () => {
    const table = parseFoodPrices(
      '# mine\ningredient_id, price_per_kg\r\n\n tomato , 2.5 \naisle:meat,10\n# the end\n',
    );
    expect(table.ok && [table.perKg.get('tomato'), table.perKg.get('steak'), table.perKg.get('cod')]).toEqual(
      [2.5, 10, undefined],
    );
  });

  it('names the line of every problem', () => {
    const table = parseFoodPrices(
      [
        'ingredient_id,price_per_kg',
        'tomato,3.00',
        'tomatoe,3.00',
        'aisle:sweets,4',
        'cod,-2',
        'cod,free',
        'tomato,4.00',
        'cod',
        'cod,1.234',
      ].join('\n'),
    );
    expect(table).toEqual({
      ok: false,
      problems: [
        `line 3: "tomatoe" is not a food id of Larder's catalog`,
        expect.stringMatching(/^line 4: "sweets" is not an aisle \(produce, meat, /),
        'line 5: "-2" is not a price per kg such as 3.50 (more than 0)',
        'line 6: "free" is not a price per kg such as 3.50 (more than 0)',
        'line 7: "tomato" has a price already',
        'line 8: expected two values, a food id and a price per kg (such as tomato,3.00)',
        'line 9: "1.234" is not a price per kg such as 3.50 (more than 0)',
      ],
    });
  });

  it('needs its header', () => {
    expect(parseFoodPrices('tomato,3.00\n')).toEqual({
      ok: false,
      problems: ['line 1: expected the header ingredient_id,price_per_kg'],
    });
    expect(parseFoodPrices('# nothing\n')).toEqual({
      ok: false,
      problems: ['expected the header ingredient_id,price_per_kg and a row per food'],
    });
  });
});

describe('PRICE_CURRENCY and FOOD_PRICES_FILE', () => {
  it("default to Larder's own table in euros", () => {
    const env = loadEnv({}, folder);
    expect(env.PRICE_CURRENCY).toBe('EUR');
    expect(env.FOOD_PRICES.currency).toBe('EUR');
    expect(env.FOOD_PRICES.perKg.get('chicken-breast')).toBe(11);
  });

  it("read an operator's table, relative to the working folder, in their currency", () => {
    file('pounds.csv', 'ingredient_id,price_per_kg\nchicken-breast,7.50\n');
    const env = loadEnv({ PRICE_CURRENCY: 'GBP', FOOD_PRICES_FILE: 'pounds.csv' }, folder);
    expect(env.FOOD_PRICES.currency).toBe('GBP');
    expect(env.FOOD_PRICES.perKg.get('chicken-breast')).toBe(7.5);
    // The operator's table replaces Larder's: a food it does not price has no price.
    expect(env.FOOD_PRICES.perKg.get('tomato')).toBeUndefined();
  });

  it('stop the server with a clear message when wrong', () => {
    expect(problemsFor({ PRICE_CURRENCY: 'euro' })).toEqual([
      'PRICE_CURRENCY: expected an ISO 4217 currency code such as EUR or GBP (got "euro")',
    ]);
    expect(problemsFor({ PRICE_CURRENCY: 'XYZ' })[0]).toMatch(/^PRICE_CURRENCY: expected an ISO 4217/);
    expect(problemsFor({ PRICE_CURRENCY: 'GBP' })).toEqual([
      "PRICE_CURRENCY: Larder's own food prices are in EUR; set FOOD_PRICES_FILE to a table of prices in GBP (docs/food-prices.md)",
    ]);
    const missing = path.join(folder, 'missing.csv');
    expect(problemsFor({ FOOD_PRICES_FILE: 'missing.csv' })).toEqual([
      `FOOD_PRICES_FILE (${missing}): cannot read ${missing} (ENOENT)`,
    ]);
    const wrong = file('wrong.csv', 'ingredient_id,price_per_kg\nchiken,3\n');
    expect(problemsFor({ FOOD_PRICES_FILE: wrong })).toEqual([
      `FOOD_PRICES_FILE (${wrong}): line 2: "chiken" is not a food id of Larder's catalog`,
    ]);
  });
});
