import { lineStatus } from '@larder/domain/recipe-stock';
import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { getIngredient } from './catalog.ts';
import { kindIds } from './kinds.ts';
import { coverRecipe, indexPantry } from './pantry-cover.ts';
import { drawNeed, type Remaining } from './pantry-draw.ts';
import { recipeFromRow } from './recipe-row.ts';

const TODAY = '2026-11-24';

const omelette = recipeFromRow({
  id: 'test-omelette',
  title: 'Test omelette',
  description: 'A test.',
  cuisine: 'french',
  mealTypes: ['breakfast'],
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 5,
  tags: [],
  ingredients: [
    ['egg', 4],
    ['cheddar', 60, 'g'],
    ['rice', 150, 'g'],
    ['lemon-juice', 1, 'tbsp'],
    ['butter', 10, 'g'],
    ['salt', 1, 'pinch'],
  ],
  steps: ['Beat the eggs and cook them in the butter with the cheese.'],
});

describe('the one matching rule', () => {
  it('names only foods the catalog has', () => {
    expect(kindIds().filter((id) => getIngredient(id) === null)).toEqual([]);
  });

  it('compares amounts: 3 eggs cover 3 of 4, and the screen says 1 more', () => {
    const index = indexPantry([pantryItem('egg', 3, 'piece')], TODAY);
    const { lines, missing } = coverRecipe(omelette, index);
    expect(lines[0]).toEqual({ held: 3, covered: 0.75 });
    expect(missing.find((line) => line.ingredientId === 'egg')).toMatchObject({ quantity: 1 });
    expect(lineStatus({ quantity: 4, held: 3, inPantry: false })).toEqual({ status: 'more', more: 1 });
    expect(lineStatus({ quantity: 3, held: 3, inPantry: true })).toEqual({ status: 'have' });
  });

  it('counts a pantry item of unknown amount, and the basics, as enough', () => {
    const index = indexPantry([pantryItem('cheddar', null, null)], TODAY);
    const { lines } = coverRecipe(omelette, index);
    expect(lines[1]).toEqual({ held: null, covered: 1 });
    expect(lines[5]).toEqual({ held: null, covered: 1 });
    expect(lineStatus({ quantity: 60, held: null, inPantry: true })).toEqual({ status: 'have' });
  });

  it('lets a kind stand in: basmati for rice, lemons for lemon juice, unsalted for butter', () => {
    const index = indexPantry(
      [
        pantryItem('basmati-rice', 1, 'kg'),
        pantryItem('lemon', 1, 'piece'),
        pantryItem('unsalted-butter', 250, 'g'),
      ],
      TODAY,
    );
    const { lines, missing } = coverRecipe(omelette, index);
    expect(lines[2]?.covered).toBe(1);
    expect(lines[3]?.covered).toBe(1);
    expect(lines[4]?.covered).toBe(1);
    expect(missing.map((line) => line.ingredientId)).toEqual(['egg', 'cheddar']);
  });

  it('covers raw rice with about a third as much cooked rice', () => {
    const index = indexPantry([pantryItem('microwave-rice', 300, 'g')], TODAY);
    const result = drawNeed({ ingredientId: 'rice', quantity: 150, unit: 'g' }, index, new Map());
    expect(result.held).toBeCloseTo(300 / 2.9, 1);
    expect(result.short).toBeCloseTo(150 - 300 / 2.9, 1);
    expect(result.draws[0]?.grams).toBeCloseTo(300, 0);
  });

  it('lets near-substitutes stand in, never one that would put meat in a vegetarian line', () => {
    const index = indexPantry(
      [
        pantryItem('black-beans', 400, 'g'),
        pantryItem('passata', 500, 'g'),
        pantryItem('onion', 3, 'piece'),
        pantryItem('chicken-stock', 1000, 'ml'),
      ],
      TODAY,
    );
    const need = (ingredientId: string, quantity: number, unit: 'g' | 'ml' | null) =>
      drawNeed({ ingredientId, quantity, unit }, index, new Map()).short;
    expect(need('refried-beans', 200, 'g')).toBe(0);
    expect(need('chopped-tomatoes', 400, 'g')).toBe(0);
    expect(need('shallot', 1, null)).toBe(0);
    // Chicken stock does not stand in for vegetable stock.
    expect(need('vegetable-stock', 500, 'ml')).toBe(500);
  });

  it('uses its own food before a kind, and the soonest to expire first', () => {
    const later = pantryItem('rice', 100, 'g', '2027-01-01');
    const sooner = pantryItem('rice', 100, 'g', '2026-11-26');
    const basmati = pantryItem('basmati-rice', 500, 'g', '2026-11-25');
    const index = indexPantry([basmati, later, sooner], TODAY);
    const { draws } = drawNeed({ ingredientId: 'rice', quantity: 250, unit: 'g' }, index, new Map());
    expect(draws.map((draw) => [draw.stock.item.id, draw.taken])).toEqual([
      [sooner.id, 100],
      [later.id, 100],
      [basmati.id, 50],
    ]);
  });

  it('never draws the same grams twice for two needs that share a remaining map', () => {
    const eggs = pantryItem('egg', 4, 'piece');
    const index = indexPantry([eggs], TODAY);
    const remaining: Remaining = new Map();
    const first = drawNeed({ ingredientId: 'egg', quantity: 3, unit: null }, index, remaining);
    const second = drawNeed({ ingredientId: 'egg', quantity: 3, unit: null }, index, remaining);
    expect(first.short).toBe(0);
    expect(second.short).toBe(2);
    expect(second.held).toBe(1);
  });

  it('leaves out expired food', () => {
    const index = indexPantry([pantryItem('egg', 6, 'piece', '2026-11-20')], TODAY);
    expect(drawNeed({ ingredientId: 'egg', quantity: 2, unit: null }, index, new Map())).toEqual({
      draws: [],
      held: 0,
      short: 2,
    });
  });
});
