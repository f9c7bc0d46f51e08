import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import { suggestRecipes } from '../rank-recipes.ts';

/**
 * Rich meat in a generated dish (issue 15): a kilo of pork belly going off for six is not 170 g each in a
 * fried rice (1,300 kcal a serving), however much the cook wants it used up.
 */
describe('pork belly in a generated dish', () => {
  it('comes to about 100 g a serving, not the whole kilo', () => {
    const pantry = [
      pantryItem('pork-belly', 1, 'kg', isoDay(1)),
      pantryItem('chinese-cabbage', 1, null, isoDay(2)),
      pantryItem('green-bean', 250, 'g', isoDay(4)),
      pantryItem('carrot', 3, null, isoDay(14)),
      pantryItem('onion', 4, null, isoDay(20)),
      pantryItem('garlic', 20, 'clove', isoDay(30)),
      pantryItem('ginger', 80, 'g', isoDay(14)),
      pantryItem('egg', 12, null, isoDay(14)),
      pantryItem('rice', 5, 'kg', null),
      pantryItem('rice-noodles', 454, 'g', null),
      pantryItem('soy-sauce', null, null, null),
      pantryItem('oyster-sauce', null, null, null),
      pantryItem('vegetable-oil', null, null, null),
    ];
    const belly = getIngredient('pork-belly');
    if (!belly) throw new Error('pork belly is in the catalog');
    const generated = suggestRecipes({
      pantry,
      profile: NO_RESTRICTIONS,
      goal: 'family',
      servings: 6,
      mealType: 'dinner',
      today: isoDay(0),
      seed: 1,
      limit: 5,
    }).filter((each) => each.recipe.source === 'generated');
    const withBelly = generated.flatMap((each) =>
      each.recipe.ingredients
        .filter((line) => line.ingredientId === 'pork-belly')
        .map((line) => ({
          title: each.recipe.title,
          grams: (ingredientGrams(belly, line.quantity, line.unit ?? 'piece') ?? 0) / each.recipe.servings,
        })),
    );
    expect(withBelly.length).toBeGreaterThan(0);
    for (const { title, grams } of withBelly) {
      expect(grams, title).toBeGreaterThanOrEqual(60);
      // 550 kcal of pork belly is 106 g, on the recipe's grid of fives.
      expect(grams, title).toBeLessThanOrEqual(110);
    }
  });
});
