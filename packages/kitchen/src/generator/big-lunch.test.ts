import { describe, expect, it } from 'vitest';
import { firstThree, stepText as text, titles } from '../../test/first-three.ts';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';
import { getIngredient } from '../catalog.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import { recipeProblems } from '../recipe-checks.ts';

/**
 * A bank-holiday lunch for eight around a leg of lamb going off tomorrow (issue 15, blind set 9): the
 * roast comes with a proper plateful of parboiled roast potatoes each, not 85 g of them shared with the
 * roots, and the lunch of a household that size may be a stew of the same leg.
 */

const shown = firstThree(
  [
    pantryItem('lamb-leg', 2.2, 'kg', isoDay(1)),
    pantryItem('rosemary', 1, 'bunch', isoDay(2)),
    pantryItem('potato', 5, 'kg', isoDay(21)),
    pantryItem('carrot', 1, 'kg', isoDay(14)),
    pantryItem('parsnip', 500, 'g', isoDay(10)),
    pantryItem('savoy-cabbage', 1, null, isoDay(10)),
    pantryItem('onion', 4, null, isoDay(25)),
    pantryItem('garlic', 8, 'clove', isoDay(25)),
    pantryItem('egg', 12, null, isoDay(14)),
    pantryItem('frozen-peas', 1, 'kg'),
    pantryItem('gravy-granules', null, null),
  ],
  { goal: 'family', servings: 8, mealType: 'lunch' },
);

describe('a leg of lamb for a bank-holiday lunch for eight', () => {
  it('roasts with about 200 g of parboiled potatoes each', () => {
    const roast = shown.find((each) => /^roast leg of lamb/i.test(each.recipe.title));
    expect(roast, titles(shown)).toBeDefined();
    const potato = getIngredient('potato');
    const grams = (roast?.recipe.ingredients ?? [])
      .filter((line) => line.ingredientId === 'potato' && potato)
      .reduce(
        (sum, line) =>
          sum + (potato ? (ingredientGrams(potato, line.quantity ?? 0, line.unit ?? 'piece') ?? 0) : 0),
        0,
      );
    expect(grams / 8).toBeGreaterThanOrEqual(180);
    expect(roast && text(roast)).toMatch(/boil in salted water for 8 minutes.*rough up the edges/);
    expect(roast && recipeProblems(roast.recipe)).toEqual([]);
  });

  it('may be a stew of the leg too, cut off the bone', () => {
    const stew = shown.find((each) => /lamb.*stew/i.test(each.recipe.title));
    expect(stew, titles(shown)).toBeDefined();
    expect(stew && text(stew)).toMatch(/cut the meat of the leg of lamb off the bone/i);
    expect(stew && recipeProblems(stew.recipe)).toEqual([]);
  });
});
