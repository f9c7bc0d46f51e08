import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCatalog } from '../../src/catalog-columns.ts';
import { catalogColumns, catalogProvenance } from '../../src/catalog-data.gen.ts';
import type { CatalogRow } from '../../src/catalog-row.ts';
import { encodeCatalog } from './encode-columns.ts';
import { renderCatalogModule } from './write-module.ts';

function row(id: string, name: string, aliases: string[], changes: Partial<Record<number, unknown>> = {}) {
  const base: CatalogRow = [
    id,
    name,
    aliases,
    'produce',
    ['vegetable'],
    [],
    [],
    170000,
    [40, 1.1, 0.1, 0.042, 9.34, null, 4.24, 4],
    [110, null, 10, null, 38, null, null],
    0.676,
    [[60, 60, 'f'], null, [3, 5, 'e']],
    294,
    'cupboard',
    'onion',
    true,
    [],
    [],
  ];
  const copy: unknown[] = [...base];
  for (const [at, value] of Object.entries(changes)) copy[Number(at)] = value;
  return copy as unknown as CatalogRow;
}

describe('the catalog stored as columns', () => {
  it('reads back every row as written, nulls, plurals and ids included', () => {
    const rows = [
      row('onion', 'onion', ['onions', 'brown onion', 'brown onions', 'tomato', 'tomatoes', 'cooking']),
      row('chilli', 'red chilli', ['chillies', 'clove of garlic'], { 10: null, 12: null, 15: false }),
      row('bean-sprout', 'bean sprouts', [], { 7: 170001, 8: [20, 2, 0, null, 3, null, null, null] }),
      row('soy-sauce', 'soy sauce', ['shoyu'], {
        11: [null, null, [365, 730, 'f']],
        14: null,
        16: ['gluten'],
      }),
    ];
    const { columns, provenance } = encodeCatalog(rows);
    expect(decodeCatalog(columns, provenance)).toEqual(rows);
  });

  it('writes the name and its plural once, and the id only when the name does not give it', () => {
    const { names } = encodeCatalog([
      row('onion', 'onion', ['onions', 'brown onion', 'brown onions']),
      row('chilli', 'red chilli', ['red chillies', 'chilli']),
      row('tomato', 'tomato', ['tomatoes']),
    ]).columns;
    expect(names.split('\n')).toEqual([
      'onion(s)|brown onion(s)',
      'chilli=red chilli(es)|chilli',
      'tomato(es)',
    ]);
  });

  it('indexes a column of more than 62 distinct values with base-36 numbers', () => {
    const rows = Array.from({ length: 70 }, (_, at) =>
      row(`food-${at}`, `food ${at}`, [], { 14: `piece ${at}` }),
    );
    const { columns, provenance } = encodeCatalog(rows);
    expect(columns.pieceName[1].split(',')).toHaveLength(70);
    expect(decodeCatalog(columns, provenance)).toEqual(rows);
  });

  it('refuses a name the names column cannot hold', () => {
    for (const name of ['a|b', 'a=b', 'clove(s)', 'back`tick', 'back\\slash', `a$${'{'}b}`, '']) {
      expect(() => encodeCatalog([row('food', 'food', [name])]), name).toThrow(/cannot be written/);
    }
  });

  it('refuses two rows of one USDA food with different figures (nutrition is stored once a food)', () => {
    const rows = [
      row('onion', 'onion', []),
      row('leek', 'leek', [], { 8: [61, 1.5, 0.3, 0.04, 14, 1.8, 3.9, 20] }),
    ];
    expect(() => encodeCatalog(rows)).toThrow(/other figures/);
  });

  it('writes the committed module again from its own rows', () => {
    const committed = readFileSync(new URL('../../src/catalog-data.gen.ts', import.meta.url), 'utf8');
    const rows = decodeCatalog(catalogColumns, catalogProvenance);
    expect(rows.length).toBeGreaterThan(700);
    expect(renderCatalogModule(rows) === committed).toBe(true);
  });
});
