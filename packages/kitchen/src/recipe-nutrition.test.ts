import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { nutritionPerServing, recipeGrams } from './recipe-nutrition.ts';
import { type LibraryRecipeRow, recipeFromRow } from './recipe-row.ts';

function recipe(ingredients: LibraryRecipeRow['ingredients'], servings = 2) {
  return recipeFromRow({
    id: 'test-recipe',
    title: 'Test',
    description: '',
    cuisine: 'british',
    mealTypes: ['breakfast'],
    servings,
    prepMinutes: 5,
    cookMinutes: 5,
    ingredients,
    steps: ['Cook it.'],
    tags: [],
  });
}

// Catalog values per 100 g used below (USDA SR Legacy to a food label's one decimal, as in catalog-data.gen.ts):
//   egg:       143 kcal, protein 12.6, fat 9.5, satFat 3.1, carbs 0.7, fibre 0, sugars 0.4, sodium 142; piece 50 g
//   butter:    717 kcal, protein 0.9, fat 81.1, satFat 51.4, carbs 0.1, fibre 0, sugars 0.1, sodium 643; tbsp 14.2 g
//   milk:      50 kcal, protein 3.3, fat 2, satFat 1.3, carbs 4.8, fibre 0, sugars 5.1, sodium 47; density 1.031 g/ml
//   salt:      0 kcal, sodium 38758; tsp 6 g, a pinch is 1/16 tsp
//   chickpeas: 139 kcal, protein 7.1, fat 2.8, satFat 0.2, carbs 22.5, fibre 6.4, sugars 4, sodium 246
//   tahini:    595 kcal, protein 17, fat 53.8, satFat 7.5, carbs 21.2, fibre 9.3, sugars 0.5, sodium 115; tbsp 15 g
//   lemongrass: 99 kcal, protein 1.8, fat 0.5, satFat 0.1, carbs 25.3, fibre null, sugars null, sodium 6; stalk 20 g
describe('nutritionPerServing', () => {
  it('adds up the catalog values for the weighed ingredients and divides by the servings', () => {
    // 2 eggs = 100 g; 1 tbsp butter = 14.2 g; 50 ml milk = 51.55 g; 1 pinch salt = 6 / 16 = 0.375 g. Serves 2.
    const scrambled = recipe([
      ['egg', 2],
      ['butter', 1, 'tbsp'],
      ['milk', 50, 'ml'],
      ['salt', 1, 'pinch'],
    ]);
    expect(nutritionPerServing(scrambled)).toEqual({
      // (143 × 1 + 717 × 0.142 + 50 × 0.5155) / 2 = (143 + 101.814 + 25.775) / 2 = 135.29
      kcal: 135,
      // (12.6 + 0.9 × 0.142 + 3.3 × 0.5155) / 2 = (12.6 + 0.1278 + 1.70115) / 2 = 7.21
      proteinG: 7.2,
      // (9.5 + 81.1 × 0.142 + 2 × 0.5155) / 2 = (9.5 + 11.5162 + 1.031) / 2 = 11.02
      fatG: 11,
      // (3.1 + 51.4 × 0.142 + 1.3 × 0.5155) / 2 = (3.1 + 7.2988 + 0.67015) / 2 = 5.53
      satFatG: 5.5,
      // (0.7 + 0.1 × 0.142 + 4.8 × 0.5155) / 2 = (0.7 + 0.0142 + 2.4744) / 2 = 1.59
      carbsG: 1.6,
      fiberG: 0,
      // (0.4 + 0.1 × 0.142 + 5.1 × 0.5155) / 2 = (0.4 + 0.0142 + 2.62905) / 2 = 1.52
      sugarG: 1.5,
      // (142 + 643 × 0.142 + 47 × 0.5155 + 38758 × 0.00375) / 2 = (142 + 91.306 + 24.2285 + 145.3425) / 2 = 201.44
      sodiumMg: 201,
      unknown: {},
      unweighed: [],
    });
  });

  it('counts a value USDA did not analyse as unknown, not as 0, and leaves out optional and unweighable lines', () => {
    // 240 g chickpeas; 2 tbsp tahini = 30 g; 1 lemongrass stalk = 20 g (fibre and sugars unknown);
    // 1 "piece" of ginger cannot be weighed (the catalog has no piece weight); the optional olive oil is left out.
    const dip = recipe([
      ['chickpeas', 240, 'g'],
      ['tahini', 2, 'tbsp'],
      ['lemongrass', 1],
      ['ginger', 1],
      ['olive-oil', 1, 'tbsp', { optional: true }],
    ]);
    expect(nutritionPerServing(dip)).toEqual({
      // (139 × 2.4 + 595 × 0.3 + 99 × 0.2) / 2 = (333.6 + 178.5 + 19.8) / 2 = 265.95
      kcal: 266,
      // (7.1 × 2.4 + 17 × 0.3 + 1.8 × 0.2) / 2 = (17.04 + 5.1 + 0.36) / 2 = 11.25
      proteinG: 11.3,
      // (2.8 × 2.4 + 53.8 × 0.3 + 0.5 × 0.2) / 2 = (6.72 + 16.14 + 0.1) / 2 = 11.48
      fatG: 11.5,
      // (0.2 × 2.4 + 7.5 × 0.3 + 0.1 × 0.2) / 2 = (0.48 + 2.25 + 0.02) / 2 = 1.375
      satFatG: 1.4,
      // (22.5 × 2.4 + 21.2 × 0.3 + 25.3 × 0.2) / 2 = (54 + 6.36 + 5.06) / 2 = 32.71
      carbsG: 32.7,
      // known values only: (6.4 × 2.4 + 9.3 × 0.3) / 2 = (15.36 + 2.79) / 2 = 9.075, a lower bound
      fiberG: 9.1,
      // known values only: (4 × 2.4 + 0.5 × 0.3) / 2 = (9.6 + 0.15) / 2 = 4.875, a lower bound
      sugarG: 4.9,
      // (246 × 2.4 + 115 × 0.3 + 6 × 0.2) / 2 = (590.4 + 34.5 + 1.2) / 2 = 313.05
      sodiumMg: 313,
      unknown: { fiberG: ['lemongrass'], sugarG: ['lemongrass'] },
      unweighed: ['ginger'],
    });
  });

  it('reports an ingredient missing from the catalog as unweighed', () => {
    expect(nutritionPerServing(recipe([['unicorn-steak', 200, 'g']])).unweighed).toEqual(['unicorn-steak']);
  });
});

describe('recipeGrams', () => {
  it('weighs every line, counting a null unit as pieces, and keeps optional lines', () => {
    const lines = recipeGrams(
      recipe([
        ['egg', 3],
        ['milk', 100, 'ml'],
        ['ginger', 1],
        ['chilli-flakes', 1, 'tsp', { optional: true }],
      ]),
    );
    expect(lines.map(({ ingredient, grams }) => [ingredient.ingredientId, grams])).toEqual([
      ['egg', 150],
      ['milk', 103.1],
      ['ginger', null],
      ['chilli-flakes', 1.8],
    ]);
  });
});

describe('foods weighed with their bones or shells', () => {
  const per100g = (id: string) => getIngredient(id)?.nutrition.kcal ?? Number.NaN;

  it('count only the part that is eaten: a roasting chicken is about a third bone', () => {
    // 1.6 kg of bird for four is 272 g of meat and skin a serving, not 400 g.
    const roast = nutritionPerServing(recipe([['whole-chicken', 1600, 'g']], 4));
    expect(roast.kcal).toBeCloseTo((per100g('whole-chicken') * 272) / 100, 0);
  });

  it('count mussels without their shells, and a fillet as it is', () => {
    const mussels = nutritionPerServing(recipe([['mussel', 1, 'kg']], 2));
    expect(mussels.kcal).toBeCloseTo((per100g('mussel') * 200) / 100, 0);
    const fillet = nutritionPerServing(recipe([['salmon', 150, 'g']], 1));
    expect(fillet.kcal).toBeCloseTo((per100g('salmon') * 150) / 100, 0);
  });
});
