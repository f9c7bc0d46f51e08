import { describe, expect, it } from 'vitest';
import { columnDays, foodKeeperStorage, INDEFINITELY, readFoodKeeper } from './foodkeeper.ts';

/** A Product row in the FSIS export's shape: a list of one-key objects. */
function product(id: number, cells: Record<string, string | number | null>) {
  return [
    { ID: id },
    { Name: `Product ${id}` },
    ...Object.entries(cells).map(([key, value]) => ({ [key]: value })),
  ];
}

const exported = {
  fileName: 'FMA-Data-v128.xlsx',
  sheets: [
    { name: 'Category', data: [[{ ID: 1 }]] },
    {
      name: 'Product',
      data: [
        product(21, {
          DOP_Refrigerate_Min: 3,
          DOP_Refrigerate_Max: 5,
          DOP_Refrigerate_Metric: 'Weeks',
          Freeze_Metric: 'Not Recommended',
        }),
        product(294, {
          DOP_Pantry_Min: 1,
          DOP_Pantry_Max: 1,
          DOP_Pantry_Metric: 'Months',
          DOP_Freeze_Min: 10,
          DOP_Freeze_Max: 12,
          DOP_Freeze_Metric: 'Months',
          Refrigerate_Min: 9,
          Refrigerate_Max: 9,
          Refrigerate_Metric: 'Days',
          DOP_Refrigerate_Min: 2,
          DOP_Refrigerate_Max: 2,
          DOP_Refrigerate_Metric: 'Months',
        }),
        product(240, { Pantry_Min: null, Pantry_Max: null, Pantry_Metric: 'Indefinitely' }),
        product(29, {
          Refrigerate_Metric: 'Package use-by date',
          DOP_Refrigerate_Min: null,
          DOP_Refrigerate_Max: 3,
          DOP_Refrigerate_Metric: 'Weeks',
        }),
        product(249, {
          Pantry_Metric: 'When Ripe',
          Refrigerate_Min: 2,
          Refrigerate_Max: 5,
          Refrigerate_Metric: 'Days',
        }),
        product(413, { Pantry_Min: null, Pantry_Max: 2, Pantry_Metric: 'Years' }),
      ],
    },
  ],
};

describe('readFoodKeeper', () => {
  const products = readFoodKeeper(exported);

  it('reads every product row by id, ignoring other sheets', () => {
    expect([...products.keys()]).toEqual([21, 294, 240, 29, 249, 413]);
    expect(products.get(21)?.name).toBe('Product 21');
  });

  it('reads nothing from something that is not an export', () => {
    expect(readFoodKeeper(null).size).toBe(0);
    expect(readFoodKeeper({ sheets: 'no' }).size).toBe(0);
  });

  it('converts weeks, months and years to days', () => {
    const eggs = products.get(21);
    const water = products.get(413);
    if (!eggs || !water) throw new Error('fixture missing');
    expect(columnDays(eggs, 'DOP_Refrigerate')).toEqual([21, 35]);
    expect(columnDays(water, 'Pantry')).toEqual([730, 730]);
  });

  it('prefers the from-purchase column and reads "Not Recommended" as unsuitable', () => {
    const onions = products.get(294);
    const eggs = products.get(21);
    if (!onions || !eggs) throw new Error('fixture missing');
    expect(foodKeeperStorage(onions)).toEqual({ fridge: [60, 60], freezer: [300, 360], cupboard: [30, 30] });
    expect(foodKeeperStorage(eggs)).toEqual({ fridge: [21, 35], freezer: null, cupboard: null });
  });

  it('skips words that are not durations and falls back to the other column', () => {
    const sourCream = products.get(29);
    const apricots = products.get(249);
    if (!sourCream || !apricots) throw new Error('fixture missing');
    expect(foodKeeperStorage(sourCream).fridge).toEqual([21, 21]);
    expect(foodKeeperStorage(apricots)).toEqual({ fridge: [2, 5], freezer: null, cupboard: null });
  });

  it('reads "Indefinitely" as Larder\'s long cupboard life', () => {
    const sugar = products.get(240);
    if (!sugar) throw new Error('fixture missing');
    expect(foodKeeperStorage(sugar).cupboard).toEqual(INDEFINITELY);
    expect(INDEFINITELY).toEqual([730, 1825]);
  });
});
