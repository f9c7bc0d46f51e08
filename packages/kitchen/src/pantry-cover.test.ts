import { describe, expect, it } from 'vitest';
import type { PantryItem } from './pantry.ts';
import { coverRecipe, indexPantry, urgencyWeight } from './pantry-cover.ts';
import { recipeFromRow } from './recipe-row.ts';

const TODAY = '2025-06-01';

const salad = recipeFromRow({
  id: 'feta-egg-salad',
  title: 'Feta and egg salad',
  description: 'A test salad.',
  cuisine: 'greek',
  mealTypes: ['lunch'],
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 8,
  tags: [],
  ingredients: [
    ['feta', 200, 'g'],
    ['cucumber', 1],
    ['egg', 4],
    ['chickpeas', 400, 'g'],
    ['olive-oil', 2, 'tbsp'],
    ['salt', 0.5, 'tsp'],
    ['mint', 1, 'handful', { optional: true }],
  ],
  steps: [
    'Boil the eggs, chop the cucumber, drain the chickpeas, crumble the feta; dress with olive oil, salt and mint.',
  ],
});

function item(
  id: string,
  ingredientId: string,
  quantity: number | null,
  unit: PantryItem['unit'],
  expiresOn: string | null,
): PantryItem {
  return {
    id,
    ingredientId,
    name: ingredientId,
    quantity,
    unit,
    place: 'fridge',
    expiresOn,
    expiryEstimated: false,
    opened: false,
  };
}

describe('urgencyWeight', () => {
  it('weighs an item most on its last day and least when it keeps or has no date', () => {
    expect([0, 1, 2, 3, 5, 10].map(urgencyWeight)).toEqual([4, 3, 2.5, 2, 1.5, 1]);
    expect(urgencyWeight(null)).toBe(1);
  });
});

describe('coverRecipe', () => {
  it('uses what the pantry has, lists shortfalls in the recipe units, and assumes the basics', () => {
    const index = indexPantry(
      [
        item('p-feta', 'feta', 100, 'g', '2025-06-02'),
        item('p-cucumber', 'cucumber', null, null, '2025-06-01'),
        item('p-eggs', 'egg', 3, null, '2025-06-11'),
        item('p-chickpeas', 'chickpeas', 1, 'tin', null),
        item('p-yogurt', 'yogurt', 500, 'g', '2025-05-31'),
      ],
      TODAY,
    );
    const cover = coverRecipe(salad, index);
    expect(cover.usesPantry).toEqual(['p-feta', 'p-cucumber', 'p-eggs', 'p-chickpeas']);
    expect(cover.usesExpiring).toEqual(['p-feta', 'p-cucumber']);
    // 100 of 200 g feta, 3 of 4 eggs, one 240 g tin of the 400 g chickpeas; oil and salt are assumed,
    // the optional mint is never asked for.
    expect(cover.missing).toEqual([
      { ingredientId: 'feta', name: 'feta', quantity: 100, unit: 'g' },
      { ingredientId: 'egg', name: 'egg', quantity: 1, unit: null },
      { ingredientId: 'chickpeas', name: 'chickpeas', quantity: 160, unit: 'g' },
    ]);
    // feta ½ × 3 (tomorrow) + cucumber 1 × 4 (today) + eggs ¾ × 1 + chickpeas 0.6 × 1 (no date)
    expect(cover.pantryScore).toBeCloseTo(1.5 + 4 + 0.75 + 0.6, 5);
  });

  it('calls nine-tenths enough, and counts a pantry item of unknown size as enough', () => {
    const index = indexPantry(
      [
        item('f', 'feta', 0.19, 'kg', null),
        item('c', 'chickpeas', null, null, null),
        item('e', 'egg', 4, null, null),
      ],
      TODAY,
    );
    expect(coverRecipe(salad, index).missing.map((line) => line.ingredientId)).toEqual(['cucumber']);
  });

  it('ignores expired and unrecognised items, and takes from the soonest-expiring first', () => {
    const index = indexPantry(
      [
        item('old-feta', 'feta', 500, 'g', '2025-05-30'),
        { ...item('mystery', 'feta', 500, 'g', null), ingredientId: null },
        item('eggs-later', 'egg', 6, null, '2025-06-20'),
        item('eggs-soon', 'egg', 2, null, '2025-06-02'),
      ],
      TODAY,
    );
    const cover = coverRecipe(salad, index);
    expect(cover.usesPantry).toEqual(['eggs-soon', 'eggs-later']);
    expect(cover.missing.find((line) => line.ingredientId === 'feta')?.quantity).toBe(200);
  });

  it('scores a recipe at other servings through the factor', () => {
    const index = indexPantry([item('p-feta', 'feta', 200, 'g', null)], TODAY);
    expect(coverRecipe(salad, index).missing.some((line) => line.ingredientId === 'feta')).toBe(false);
    expect(coverRecipe(salad, index, 2).missing.find((line) => line.ingredientId === 'feta')?.quantity).toBe(
      200,
    );
  });

  it('needs everything but the basics from an empty pantry', () => {
    const cover = coverRecipe(salad, indexPantry([], TODAY));
    expect(cover.usesPantry).toEqual([]);
    expect(cover.pantryScore).toBe(0);
    expect(cover.missing.map((line) => line.ingredientId)).toEqual(['feta', 'cucumber', 'egg', 'chickpeas']);
  });

  it("never covers the raw rice a generated pilau simmers in stock with the cook's cooked rice", () => {
    const pilau = {
      ...salad,
      id: 'pilaf-test',
      source: 'generated' as const,
      ingredients: [{ ingredientId: 'rice', quantity: 225, unit: 'g' as const }],
    };
    const stock = indexPantry([item('p1', 'microwave-rice', 500, 'g', '2025-06-02')], TODAY);
    const cover = coverRecipe(pilau, stock);
    expect(cover.missing.map((line) => [line.ingredientId, line.quantity])).toEqual([['rice', 225]]);
  });
});
