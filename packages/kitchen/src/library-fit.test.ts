import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { recipeById } from './library.ts';
import { fitLibraryRecipe } from './library-fit.ts';
import { indexPantry } from './pantry-cover.ts';
import { suggestRecipes } from './rank-recipes.ts';
import { scaleRecipe } from './scale-recipe.ts';

const TODAY = '2025-06-01';

function library(id: string) {
  const recipe = recipeById(id);
  if (!recipe) throw new Error(`no library recipe ${id}`);
  return recipe;
}

const quantityOf = (recipe: ReturnType<typeof library>, id: string) =>
  recipe.ingredients.find((line) => line.ingredientId === id)?.quantity;

describe('library recipes fitted to the fridge', () => {
  it('cooks all the pork mince going off tomorrow in a mapo tofu for two (the review: 75 g of 250 g)', () => {
    const mince = pantryItem('minced-pork', 250, 'g', '2025-06-02');
    const pantry = [
      mince,
      pantryItem('silken-tofu', 300, 'g', '2025-06-05'),
      pantryItem('rice', 1, 'kg'),
      ...['doubanjiang', 'sichuan-pepper', 'soy-sauce', 'garlic', 'ginger', 'spring-onion', 'cornflour'].map(
        (id) => pantryItem(id, null, null),
      ),
    ];
    const shown = suggestRecipes({
      pantry,
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings: 2,
      today: TODAY,
      seed: 1,
      limit: 10,
    });
    const mapo = shown.find((each) => each.recipe.id === 'mapo-tofu');
    expect(mapo).toBeDefined();
    expect(mapo && quantityOf(mapo.recipe, 'minced-pork')).toBe(mince.quantity);
  });

  it('uses the whole lamb shoulder, and the green beans the cook has rather than buying 50 g more', () => {
    const stock = indexPantry(
      [
        pantryItem('lamb-shoulder', 1.2, 'kg', '2025-06-03'),
        pantryItem('green-bean', 200, 'g', '2025-06-04'),
      ],
      TODAY,
    );
    const tagine = fitLibraryRecipe(scaleRecipe(library('lamb-apricot-tagine'), 4), stock);
    expect(quantityOf(tagine, 'lamb-shoulder')).toBe(1200);
    const beans = scaleRecipe(library('fasolakia'), 2);
    const wanted = quantityOf(beans, 'green-bean') ?? 0;
    expect(wanted).toBeGreaterThan(200);
    expect(quantityOf(fitLibraryRecipe(beans, stock), 'green-bean')).toBe(200);
  });

  it("keeps the recipe's portion of the leftover chicken going off for a lighter lunch", () => {
    // Blind set 5: 250 g of roast chicken for one "lighter" lunch made a 1,094 kcal wrap.
    const stock = indexPantry([pantryItem('cooked-chicken', 250, 'g', '2025-06-02')], TODAY);
    const salad = scaleRecipe(library('leftover-chicken-caesar-salad'), 1);
    expect(quantityOf(fitLibraryRecipe(salad, stock), 'cooked-chicken')).toBe(250);
    expect(fitLibraryRecipe(salad, stock, 'lighter')).toBe(salad);
    expect(quantityOf(salad, 'cooked-chicken')).toBeLessThan(150);
  });

  it('leaves a recipe alone when the fridge has none of its fittable food, and never changes the eggs', () => {
    const stock = indexPantry([pantryItem('egg', 2, null, '2025-06-02')], TODAY);
    const tortilla = scaleRecipe(library('tortilla-espanola'), 4);
    expect(fitLibraryRecipe(tortilla, stock)).toBe(tortilla);
  });
});
