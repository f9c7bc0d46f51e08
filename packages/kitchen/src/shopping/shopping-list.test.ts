import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import type { PantryItem } from '../pantry.ts';
import { type ShoppingNeed, shoppingList } from './shopping-list.ts';

const TODAY = '2025-06-01';
const YESTERDAY = '2025-05-31';

function need(
  ingredientId: string,
  quantity: number,
  unit: ShoppingNeed['unit'],
  recipeTitle = 'Dinner',
): ShoppingNeed {
  return { ingredientId, quantity, unit, recipeTitle };
}

/** The list as [id, quantity, unit] rows, the shape most examples check. */
function amounts(needs: readonly ShoppingNeed[], pantry: readonly PantryItem[] = []) {
  return shoppingList(needs, pantry, TODAY).map((line) => [line.ingredientId, line.quantity, line.unit]);
}

describe('shoppingList', () => {
  it('lists the rice to cook, not cooked rice, for what the leftovers do not cover', () => {
    const needs = [
      need('microwave-rice', 300, 'g', 'Egg fried rice'),
      need('microwave-rice', 300, 'g', 'Kimchi fried rice'),
      need('microwave-rice', 300, 'g', 'Chicken fried rice'),
    ];
    const list = shoppingList(needs, [pantryItem('microwave-rice', 300, 'g')], TODAY);
    expect(list.map((line) => line.ingredientId)).toEqual(['rice']);
    const [rice] = list;
    // 600 g of cooked rice short is about 210 g of dry rice: the bag a shop sells holds at least that.
    const grams = rice?.pack ? rice.quantity * rice.pack.quantity : (rice?.quantity ?? 0);
    expect(grams).toBeGreaterThanOrEqual(200);
    expect(grams).toBeLessThan(2000);
    expect(rice?.forRecipes).toEqual(expect.arrayContaining(['Kimchi fried rice', 'Chicken fried rice']));
  });

  it('gives the cook’s chestnut mushrooms to the chestnut mushrooms the plan needs, not to its plain ones', () => {
    const needs = [
      need('mushroom', 900, 'g', 'Poulet chasseur'),
      need('chestnut-mushroom', 250, 'g', 'Garlic mushrooms on sourdough'),
    ];
    const list = amounts(needs, [pantryItem('chestnut-mushroom', 250, 'g')]);
    expect(list.map(([id]) => id)).toEqual(['mushroom']);
  });

  it('buys nothing for cooked rice the fridge holds enough of', () => {
    const needs = [need('microwave-rice', 300, 'g', 'Egg fried rice')];
    expect(shoppingList(needs, [pantryItem('microwave-rice', 400, 'g')], TODAY)).toEqual([]);
  });

  it('buys what the plan needs less what the fridge holds: 500 g needed, 200 g in → 300 g', () => {
    expect(
      shoppingList(
        [need('chicken-breast', 500, 'g', 'Chicken traybake')],
        [pantryItem('chicken-breast', 200, 'g')],
        TODAY,
      ),
    ).toEqual([
      {
        ingredientId: 'chicken-breast',
        name: 'chicken breast',
        aisle: 'meat',
        quantity: 300,
        unit: 'g',
        pack: null,
        forRecipes: ['Chicken traybake'],
      },
    ]);
  });

  it('counts eggs: 3 and 2 needed with 4 at home → 1 egg, for both recipes', () => {
    const list = shoppingList(
      [need('egg', 3, null, 'Frittata'), need('egg', 2, null, 'Pancakes')],
      [pantryItem('egg', 4, null)],
      TODAY,
    );
    expect(list.map((line) => [line.quantity, line.unit, line.forRecipes])).toEqual([
      [1, null, ['Frittata', 'Pancakes']],
    ]);
  });

  it('merges one ingredient across recipes and names both', () => {
    const list = shoppingList(
      [need('chicken-breast', 300, 'g', 'Curry'), need('chicken-breast', 0.2, 'kg', 'Salad')],
      [],
      TODAY,
    );
    expect(list.map((line) => [line.quantity, line.unit, line.forRecipes])).toEqual([
      [500, 'g', ['Curry', 'Salad']],
    ]);
  });

  it('compares volume with volume and with mass through the catalog', () => {
    // Milk: 600 ml + a cup (244 g = 236.7 ml) less 0.5 l = 336.7 ml → 350 ml.
    expect(
      amounts([need('milk', 600, 'ml'), need('milk', 1, 'cup')], [pantryItem('milk', 0.5, 'l')]),
    ).toEqual([['milk', 350, 'ml']]);
    // Rice: 2 cups = 370 g, less 250 g in the cupboard = 120 g → 150 g.
    expect(amounts([need('rice', 2, 'cup')], [pantryItem('rice', 250, 'g')])).toEqual([['rice', 150, 'g']]);
    // Two chicken breasts are 340 g; 200 g at home leaves 0.8 of a breast → buy 1.
    expect(amounts([need('chicken-breast', 2, null)], [pantryItem('chicken-breast', 200, 'g')])).toEqual([
      ['chicken-breast', 1, null],
    ]);
  });

  it('buys nothing when the pantry holds exactly the need in another unit', () => {
    expect(amounts([need('milk', 300, 'ml')], [pantryItem('milk', 0.3, 'l')])).toEqual([]);
    expect(amounts([need('egg', 6, null)], [pantryItem('egg', 300, 'g')])).toEqual([]);
    // 1.7 l comes back as 1699.9999999999998 ml: floating-point dust, not 50 g more to buy.
    expect(amounts([need('rice', 1700, 'ml')], [pantryItem('rice', 1.7, 'l')])).toEqual([]);
  });

  it('does not count an item past its date, but counts one that expires today', () => {
    const chicken = [need('chicken-breast', 500, 'g')];
    expect(amounts(chicken, [pantryItem('chicken-breast', 400, 'g', YESTERDAY)])).toEqual([
      ['chicken-breast', 500, 'g'],
    ]);
    expect(amounts(chicken, [pantryItem('chicken-breast', 400, 'g', TODAY)])).toEqual([
      ['chicken-breast', 100, 'g'],
    ]);
  });

  it('takes an item of unknown amount as enough, unless it has expired', () => {
    const milk = [need('milk', 1, 'l')];
    expect(amounts(milk, [pantryItem('milk', null, null)])).toEqual([]);
    expect(amounts(milk, [pantryItem('milk', null, null, YESTERDAY)])).toEqual([['milk', 1, 'l']]);
  });

  it('never lists the basics or optional lines', () => {
    const needs: ShoppingNeed[] = [
      need('salt', 1, 'tsp'),
      need('black-pepper', 2, 'pinch'),
      need('olive-oil', 3, 'tbsp'),
      need('vegetable-oil', 100, 'ml'),
      { ...need('parsley', 1, 'handful'), optional: true },
      { ...need('lemon', 1, null), optional: true },
      need('lemon', 1, null, 'Fish'),
    ];
    expect(amounts(needs)).toEqual([['lemon', 1, null]]);
  });

  it('sorts in shop aisle order, then by name', () => {
    const needs = [
      need('ground-cumin', 1, 'tsp'),
      need('rice', 200, 'g'),
      need('egg', 2, null),
      need('chicken-breast', 300, 'g'),
      need('onion', 1, null),
      need('lemon', 1, null),
    ];
    expect(shoppingList(needs, [], TODAY).map((line) => [line.aisle, line.name])).toEqual([
      ['produce', 'lemon'],
      ['produce', 'onion'],
      ['meat', 'chicken breast'],
      ['dairy-eggs', 'egg'],
      ['grains-pasta', 'rice'],
      ['spices', 'ground cumin'],
    ]);
  });

  it('keeps amounts that cannot be compared as separate lines, taking the pantry once', () => {
    // Minced beef has no piece weight: 2 "pieces" cannot join the grams, nor be covered by them.
    const needs = [need('minced-beef', 500, 'g', 'Chilli'), need('minced-beef', 2, null, 'Burgers')];
    expect(shoppingList(needs, [pantryItem('minced-beef', 300, 'g')], TODAY)).toEqual([
      expect.objectContaining({ quantity: 200, unit: 'g', forRecipes: ['Chilli'] }),
      expect.objectContaining({ quantity: 2, unit: null, forRecipes: ['Burgers'] }),
    ]);
  });

  it('adds up several pantry items, in any unit', () => {
    // 2 cups (370 g) + 130 g = 500 g needed; two bags of 200 g at home → 100 g.
    expect(
      amounts(
        [need('rice', 2, 'cup'), need('rice', 130, 'g')],
        [pantryItem('rice', 200, 'g'), pantryItem('rice', 200, 'g')],
      ),
    ).toEqual([['rice', 100, 'g']]);
  });

  it('rounds up to what a shop sells and drops what is fully covered', () => {
    const needs = [
      need('chicken-breast', 1230, 'g'),
      need('egg', 2.4, null),
      need('ground-cumin', 0.5, 'tsp'),
      need('rice', 400, 'g'),
    ];
    expect(amounts(needs, [pantryItem('rice', 1, 'kg')])).toEqual([
      ['chicken-breast', 1.3, 'kg'],
      ['egg', 3, null],
      // Cumin by the jar, not by the teaspoon.
      ['ground-cumin', 1, null],
    ]);
  });

  it('lists an id the catalog does not know under its id, rather than losing it', () => {
    expect(shoppingList([need('dragon-pepper', 2, null)], [], TODAY)).toEqual([
      {
        ingredientId: 'dragon-pepper',
        name: 'dragon-pepper',
        aisle: 'pantry',
        quantity: 2,
        unit: null,
        pack: null,
        forRecipes: ['Dinner'],
      },
    ]);
  });
});
