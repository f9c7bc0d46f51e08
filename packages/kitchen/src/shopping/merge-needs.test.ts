import { describe, expect, it } from 'vitest';
import { mergeNeeds, type ShoppingNeed, sumUnit } from './merge-needs.ts';

function need(
  ingredientId: string,
  quantity: number,
  unit: ShoppingNeed['unit'],
  recipeTitle: string,
  optional?: boolean,
): ShoppingNeed {
  return optional === undefined
    ? { ingredientId, quantity, unit, recipeTitle }
    : { ingredientId, quantity, unit, recipeTitle, optional };
}

describe('sumUnit', () => {
  it('keeps a shared unit, counts whole things in pieces, sums volumes in ml and the rest in grams', () => {
    expect(sumUnit('parsley', ['bunch', 'bunch'])).toBe('bunch');
    expect(sumUnit('egg', [null, 'piece'])).toBeNull();
    expect(sumUnit('egg', [null, 'g'])).toBeNull();
    // Onions are halved in recipes, so a count beside grams is summed in grams.
    expect(sumUnit('onion', [null, 'g'])).toBe('g');
    expect(sumUnit('milk', ['ml', 'cup', 'l'])).toBe('ml');
    expect(sumUnit('rice', ['cup', 'g'])).toBe('g');
  });
});

describe('mergeNeeds', () => {
  it('sums one ingredient across recipes, listing each recipe once', () => {
    const merged = mergeNeeds([
      need('chicken-breast', 200, 'g', 'Curry'),
      need('chicken-breast', 0.3, 'kg', 'Salad'),
      need('chicken-breast', 100, 'g', 'Curry'),
    ]);
    expect(merged.get('chicken-breast')).toEqual([
      { ingredientId: 'chicken-breast', quantity: 600, unit: 'g', recipeTitles: ['Curry', 'Salad'] },
    ]);
  });

  it('sums counts as counts and a shared unit in that unit', () => {
    const merged = mergeNeeds([
      need('egg', 3, null, 'Frittata'),
      need('egg', 2, 'piece', 'Pancakes'),
      need('parsley', 2, 'bunch', 'Tabbouleh'),
      need('parsley', 1, 'bunch', 'Salsa verde'),
    ]);
    expect(merged.get('egg')?.map((line) => [line.quantity, line.unit])).toEqual([[5, null]]);
    expect(merged.get('parsley')?.map((line) => [line.quantity, line.unit])).toEqual([[3, 'bunch']]);
  });

  it('converts mixed units through the catalog: eggs by count, milk in ml, rice and onion in grams', () => {
    const merged = mergeNeeds([
      need('egg', 2, null, 'Frittata'),
      need('egg', 100, 'g', 'Cake'),
      need('milk', 200, 'ml', 'Cake'),
      need('milk', 1, 'cup', 'Porridge'),
      need('rice', 1, 'cup', 'Pilaf'),
      need('rice', 100, 'g', 'Soup'),
      need('onion', 1, null, 'Pilaf'),
      need('onion', 100, 'g', 'Soup'),
    ]);
    const amount = (id: string) => merged.get(id)?.map((line) => [line.quantity, line.unit]);
    expect(amount('egg')).toEqual([[4, null]]);
    // A cup of milk weighs 244 g, which at 1.031 g/ml is 236.7 ml.
    expect(merged.get('milk')?.[0]?.quantity).toBeCloseTo(200 + 244 / 1.031, 9);
    expect(merged.get('milk')?.[0]?.unit).toBe('ml');
    expect(amount('rice')).toEqual([[285, 'g']]);
    expect(amount('onion')).toEqual([[210, 'g']]);
  });

  it('keeps lines that cannot be converted as separate needs instead of losing them', () => {
    // The catalog has no piece weight for minced beef.
    const merged = mergeNeeds([
      need('minced-beef', 500, 'g', 'Chilli'),
      need('minced-beef', 2, null, 'Burgers'),
      need('minced-beef', 1, 'piece', 'Meatballs'),
    ]);
    expect(merged.get('minced-beef')).toEqual([
      { ingredientId: 'minced-beef', quantity: 500, unit: 'g', recipeTitles: ['Chilli'] },
      { ingredientId: 'minced-beef', quantity: 3, unit: null, recipeTitles: ['Burgers', 'Meatballs'] },
    ]);
  });

  it('leaves out optional lines, the basics and amounts that are not positive', () => {
    const merged = mergeNeeds([
      need('salt', 1, 'tsp', 'Soup'),
      need('olive-oil', 2, 'tbsp', 'Soup'),
      need('black-pepper', 1, 'pinch', 'Soup'),
      need('parsley', 1, 'handful', 'Soup', true),
      need('rice', 0, 'g', 'Soup'),
      need('lemon', 1, null, 'Soup', false),
    ]);
    expect([...merged.keys()]).toEqual(['lemon']);
  });
});
