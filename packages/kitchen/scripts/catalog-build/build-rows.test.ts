import { describe, expect, it } from 'vitest';
import type { AisleSource } from '../catalog-source/source-entry.ts';
import { buildCatalogRows, type CatalogInputs, dietFlags, distinctAliases } from './build-rows.ts';
import { readFoodKeeper } from './foodkeeper.ts';
import type { UsdaFood } from './usda.ts';

const food = (fdcId: number, description: string, kcal: number | null = 40): UsdaFood => ({
  fdcId,
  description,
  kcal,
  protein: 1.1,
  fat: 0.1,
  satFat: 0.042,
  carbs: 9.34,
  fibre: 1.7,
  sugars: null,
  sodium: 4,
});

const inputs: CatalogInputs = {
  foods: new Map([
    [170000, food(170000, 'Onions, raw')],
    [168406, food(168406, 'Mystery, raw', null)],
  ]),
  portions: new Map([[170000, [{ amount: 1, unit: 'medium (2-1/2" dia)', grams: 110 }]]]),
  foodKeeper: readFoodKeeper({
    sheets: [
      {
        name: 'Product',
        data: [
          [
            { ID: 294 },
            { Name: 'Onions' },
            { DOP_Pantry_Min: 1 },
            { DOP_Pantry_Max: 1 },
            { DOP_Pantry_Metric: 'Months' },
          ],
        ],
      },
    ],
  }),
};

const produce = (entries: AisleSource['entries']): AisleSource[] => [
  { aisle: 'produce', place: 'cupboard', entries },
];

describe('buildCatalogRows', () => {
  it('joins an entry with its USDA food and FoodKeeper product', () => {
    const { rows, problems } = buildCatalogRows(
      produce([
        {
          id: 'onion',
          name: 'onion',
          aliases: 'onions | brown onion(s)',
          roles: ['vegetable', 'aromatic'],
          usda: [170000, 'Onions, raw'],
          fk: 294,
          keep: { fridge: [30, 60] },
          piece: ['onion', 'medium'],
        },
      ]),
      inputs,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      [
        'onion',
        'onion',
        ['onions', 'brown onion', 'brown onions'],
        'produce',
        ['vegetable', 'aromatic'],
        [],
        [],
        170000,
        // To a food label's one decimal: 0.042 g of saturated fat is 0, 9.34 g of carbohydrate 9.3.
        [40, 1.1, 0.1, 0, 9.3, 1.7, null, 4],
        [110, null, null, null, null, null, null],
        null,
        [[30, 60, 'e'], null, [30, 30, 'f']],
        294,
        'cupboard',
        'onion',
        true,
        [],
        [],
      ],
    ]);
  });

  it('carries may-contain allergens and their free-from kinds in catalog order, and checks them', () => {
    const stock = { name: 'stock cube', roles: ['liquid'], usda: [170000, 'Onions, raw'], fk: 294 } as const;
    const { rows, problems } = buildCatalogRows(
      produce([
        { ...stock, id: 'stock-cube', has: ['celery'], mayContain: ['milk', 'gluten'], freeFrom: ['gluten'] },
        {
          ...stock,
          id: 'odd-cube',
          name: 'odd cube',
          has: ['milk'],
          mayContain: ['milk'],
          freeFrom: ['eggs'],
        },
      ]),
      inputs,
    );
    expect(rows[0]?.slice(-2)).toEqual([['gluten', 'milk'], ['gluten']]);
    expect(problems).toEqual([
      'odd-cube: milk is both in has and in mayContain',
      'odd-cube: freeFrom eggs is not in mayContain',
    ]);
  });

  it('reports wrong USDA descriptions, missing nutrients, unknown products and storage gaps', () => {
    const { rows, problems } = buildCatalogRows(
      produce([
        { id: 'leek', name: 'leek', roles: ['vegetable'], usda: [170000, 'Leeks, raw'], fk: 294 },
        { id: 'mystery', name: 'mystery', roles: ['vegetable'], usda: [168406, 'Mystery, raw'], fk: 294 },
        { id: 'ghost', name: 'ghost', roles: ['vegetable'], usda: [1, 'Ghost'] },
        { id: 'Bad_Id', name: 'bad', roles: ['vegetable'], usda: [170000, 'Onions, raw'], fk: 9999 },
      ]),
      inputs,
    );
    expect(rows.map((row) => row[0])).toEqual(['leek', 'Bad_Id']);
    expect(problems).toEqual([
      'leek: USDA 170000 is "Onions, raw", not "Leeks, raw"',
      'mystery: USDA 168406 lacks energy, protein, fat or carbohydrate',
      'ghost: USDA food 1 does not exist',
      'Bad_Id: id is not kebab-case',
      'Bad_Id: FoodKeeper product 9999 does not exist',
      'Bad_Id: no storage life in its place (cupboard)',
    ]);
  });

  it('reports an id used twice and a name two entries claim', () => {
    const entry = { name: 'onion', roles: ['vegetable'], usda: [170000, 'Onions, raw'], fk: 294 } as const;
    const { problems } = buildCatalogRows(
      produce([
        { ...entry, id: 'onion' },
        { ...entry, id: 'onion' },
        { ...entry, id: 'red-onion', name: 'red onion', aliases: 'ONION' },
      ]),
      inputs,
    );
    expect(problems).toEqual([
      'onion: id used twice',
      'onion: "onion" is already a name of onion',
      'red-onion: "ONION" is already a name of onion',
    ]);
  });
});

describe('dietFlags', () => {
  it('derives diet facts from what an ingredient contains', () => {
    expect(dietFlags(['milk', 'gluten'])).toEqual(['dairy', 'gluten']);
    expect(dietFlags(['molluscs', 'soy'])).toEqual(['shellfish']);
    expect(dietFlags(['fish', 'crustaceans', 'eggs', 'honey', 'meat'])).toEqual([
      'meat',
      'fish',
      'shellfish',
      'egg',
      'honey',
    ]);
    expect(dietFlags([])).toEqual([]);
  });
});

describe('names', () => {
  it('drops aliases that repeat the name or each other once normalised', () => {
    expect(
      distinctAliases('spring onion', ['spring onions', 'Spring-Onion', 'scallion', 'scallion']),
    ).toEqual(['spring onions', 'scallion']);
  });
});
