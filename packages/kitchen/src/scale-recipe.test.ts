import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY, recipeById } from './library.ts';
import { recipeProblems } from './recipe-checks.ts';
import { recipeFromRow } from './recipe-row.ts';
import { roundQuantity, scaleRecipe } from './scale-recipe.ts';

function bolognese() {
  const recipe = recipeById('spaghetti-bolognese');
  if (!recipe) throw new Error('spaghetti-bolognese is missing from the library');
  return recipe;
}

const quantities = (recipe: ReturnType<typeof bolognese>) =>
  Object.fromEntries(recipe.ingredients.map((line) => [line.ingredientId, line.quantity]));

describe('roundQuantity', () => {
  it('rounds grams and millilitres to 5, and to 1 under 20', () => {
    expect(roundQuantity(333.3, 'g', 'minced-beef')).toBe(335);
    expect(roundQuantity(112.5, 'ml', 'red-wine')).toBe(115);
    expect(roundQuantity(7.4, 'g', 'ginger')).toBe(7);
    expect(roundQuantity(0.2, 'g', 'ginger')).toBe(1);
  });

  it('rounds spoons to ½, and to ¼ under one, never to nothing', () => {
    expect(roundQuantity(1.3, 'tbsp', 'olive-oil')).toBe(1.5);
    expect(roundQuantity(1.2, 'tbsp', 'olive-oil')).toBe(1);
    expect(roundQuantity(0.3, 'tsp', 'salt')).toBe(0.25);
    expect(roundQuantity(0.9, 'tsp', 'salt')).toBe(1);
    expect(roundQuantity(0.05, 'tsp', 'salt')).toBe(0.25);
    expect(roundQuantity(0.3, 'cup', 'rice')).toBe(0.25);
    expect(roundQuantity(2.4, 'pinch', 'salt')).toBe(2);
  });

  it('keeps eggs, cloves and small pieces whole, and halves onions and lemons', () => {
    expect(roundQuantity(1.4, null, 'egg')).toBe(1);
    expect(roundQuantity(1.6, null, 'egg')).toBe(2);
    expect(roundQuantity(0.3, null, 'egg')).toBe(1);
    expect(roundQuantity(1.5, null, 'garlic')).toBe(2);
    expect(roundQuantity(2.6, null, 'cherry-tomato')).toBe(3);
    expect(roundQuantity(0.6, null, 'onion')).toBe(0.5);
    expect(roundQuantity(0.8, null, 'onion')).toBe(1);
    expect(roundQuantity(0.2, null, 'lemon')).toBe(0.5);
  });
});

describe('scaleRecipe', () => {
  it('halves the bolognese for two, measure by measure, and leaves the steps and timers alone', () => {
    const original = bolognese();
    const forTwo = scaleRecipe(original, 2);
    expect(forTwo.servings).toBe(2);
    expect(quantities(forTwo)).toEqual({
      onion: 0.5,
      carrot: 1, // carrots are used whole: half of one rounds up
      celery: 1, // half a stick rounds up to a whole one
      garlic: 1,
      'olive-oil': 0.5,
      'minced-beef': 250,
      'tomato-puree': 1,
      'red-wine': 75,
      'chopped-tomatoes': 400,
      'dried-oregano': 0.5,
      'bay-leaf': 1,
      salt: 0.5,
      spaghetti: 200,
      'black-pepper': 0.25,
      parmesan: 20,
    });
    expect(forTwo.steps).toBe(original.steps);
    expect(forTwo.prepMinutes + forTwo.cookMinutes).toBe(original.prepMinutes + original.cookMinutes);
  });

  it('scales up to six with the same rules', () => {
    const forSix = quantities(scaleRecipe(bolognese(), 6));
    expect(forSix['minced-beef']).toBe(750);
    expect(forSix.onion).toBe(1.5);
    expect(forSix.garlic).toBe(3);
    expect(forSix['red-wine']).toBe(225);
    expect(forSix['black-pepper']).toBe(0.75);
  });

  it('returns the recipe itself for its own servings, and refuses servings that are not whole and positive', () => {
    const original = bolognese();
    expect(scaleRecipe(original, 4)).toBe(original);
    expect(() => scaleRecipe(original, 0)).toThrow(RangeError);
    expect(() => scaleRecipe(original, 2.5)).toThrow(RangeError);
  });

  it('checks the derived tags again: rounding can take a serving under the high-protein line', () => {
    // 356 g chicken breast for 4 is 20.0 g protein a serving; for 3 it rounds to 265 g, 19.9 g a serving.
    const grilled = recipeFromRow({
      id: 'grilled-chicken',
      title: 'Grilled chicken',
      description: 'Plain grilled chicken breast, for the test.',
      cuisine: 'british',
      mealTypes: ['dinner'],
      servings: 4,
      prepMinutes: 5,
      cookMinutes: 20,
      tags: ['mild', 'high-protein'],
      ingredients: [['chicken-breast', 356, 'g']],
      steps: [['Grill the chicken breast for 15 minutes, turning once.', 900]],
    });
    expect(recipeProblems(grilled)).toEqual([]);
    const forThree = scaleRecipe(grilled, 3);
    expect(forThree.ingredients[0]?.quantity).toBe(265);
    expect(forThree.tags).toEqual(['mild']);
    expect(recipeProblems(forThree)).toEqual([]);
  });

  it('keeps every library recipe sound at every size from one to eight', () => {
    const problems = RECIPE_LIBRARY.flatMap((recipe) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((servings) =>
        recipeProblems(scaleRecipe(recipe, servings)).map(
          (problem) => `${recipe.id} for ${servings}: ${problem.code} ${problem.detail}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
