import { describe, expect, it } from 'vitest';
import { randomPantry, randomSource } from '../../test/random-kitchen.ts';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { GOALS, type Goal, goalTimeLimit } from '../goals.ts';
import { MEAL_TYPES, type MealType, type Recipe, totalMinutes } from '../recipe.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { nutritionPerServing } from '../recipe-nutrition.ts';
import { type GenerateOptions, generateRecipes } from './generate-recipes.ts';
import { isKind } from './pairings.ts';

const TODAY = '2025-06-01';

const options = (overrides: Partial<GenerateOptions>): GenerateOptions => ({
  pantry: [],
  profile: NO_RESTRICTIONS,
  goal: 'use-it-up',
  servings: 2,
  today: TODAY,
  seed: 1,
  limit: 6,
  ...overrides,
});
/** Recipes generated over many random pantries, every goal and meal, for the checks below. */
function sampleRecipes(count: number): { recipe: Recipe; goal: Goal; meal: MealType | undefined }[] {
  const found: { recipe: Recipe; goal: Goal; meal: MealType | undefined }[] = [];
  for (let index = 0; index < count; index += 1) {
    const next = randomSource(index * 104_729 + 11);
    const goal = GOALS[index % GOALS.length] ?? 'use-it-up';
    const meal = index % 5 === 4 ? undefined : MEAL_TYPES[index % 4];
    const pantry = randomPantry(next);
    const recipes = generateRecipes(
      options({ pantry, goal, seed: index, ...(meal ? { mealType: meal } : {}) }),
    );
    for (const recipe of recipes) found.push({ recipe, goal, meal });
  }
  return found;
}

const SAMPLE = sampleRecipes(240);
describe('generated recipes over many random pantries', () => {
  it('passes every recipe check, over many random pantries', () => {
    const problems = SAMPLE.flatMap(({ recipe }) =>
      recipeProblems(recipe).map((problem) => `${recipe.id}: ${problem.code} ${problem.detail}`),
    );
    // Enough to judge: a dish must be built on something in the random pantry, so not every fill makes one.
    expect(SAMPLE.length).toBeGreaterThan(600);
    expect(problems).toEqual([]);
  });
  it('keeps apart what does not go together', () => {
    const problems: string[] = [];
    const has = (recipe: Recipe, id: string) => recipe.ingredients.some((line) => line.ingredientId === id);
    const any = (recipe: Recipe, test: (id: string) => boolean) =>
      recipe.ingredients.some((line) => test(line.ingredientId));
    const kind = (kindName: Parameters<typeof isKind>[1]) => (id: string) => {
      const ingredient = getIngredient(id);
      return ingredient !== null && isKind(ingredient, kindName);
    };
    for (const { recipe } of SAMPLE) {
      const archetype = recipe.id.split('-').slice(0, 2).join('-');
      if (/^(fried-rice|stir-fry|noodle-soup)/.test(recipe.id) && any(recipe, kind('dairy')))
        problems.push(`${recipe.id}: dairy`);
      if (
        recipe.id.startsWith('porridge') &&
        any(recipe, (id) => kind('meat')(id) || kind('seafood')(id) || kind('allium')(id))
      ) {
        problems.push(`${recipe.id}: savoury in porridge`);
      }
      if (
        any(recipe, kind('seafood')) &&
        any(recipe, (id) => kind('hard-cheese')(id) || kind('melting-cheese')(id))
      ) {
        problems.push(`${recipe.id}: cheese on seafood`);
      }
      if (any(recipe, kind('seafood')) && any(recipe, kind('meat')))
        problems.push(`${recipe.id}: surf and turf`);
      for (const [a, b] of [
        ['tomato', 'cherry-tomato'],
        ['mushroom', 'chestnut-mushroom'],
        ['red-pepper', 'mixed-peppers'],
      ]) {
        if (a && b && has(recipe, a) && has(recipe, b))
          problems.push(`${recipe.id} (${archetype}): ${a} and ${b}`);
      }
    }
    expect(problems).toEqual([]);
  });
  it('uses sensible amounts: plausible energy per serving for the meal, sodium and portions in bounds', () => {
    const problems: string[] = [];
    const bounds: Record<MealType, [number, number]> = {
      breakfast: [150, 900],
      lunch: [150, 1100],
      dinner: [150, 1100],
      snack: [50, 600],
    };
    for (const { recipe } of SAMPLE) {
      const nutrition = nutritionPerServing(recipe);
      const [least, most] = recipe.mealTypes.reduce<[number, number]>(
        ([low, high], meal) => [Math.max(low, bounds[meal][0]), Math.min(high, bounds[meal][1])],
        [0, Number.POSITIVE_INFINITY],
      );
      if (nutrition.kcal < least || nutrition.kcal > most)
        problems.push(`${recipe.id}: ${nutrition.kcal} kcal`);
      if (nutrition.sodiumMg > 2300) problems.push(`${recipe.id}: ${nutrition.sodiumMg} mg sodium`);
      if (nutrition.unweighed.length > 0)
        problems.push(`${recipe.id}: cannot weigh ${nutrition.unweighed.join()}`);
      for (const line of recipe.ingredients) {
        const ingredient = getIngredient(line.ingredientId);
        const grams = ingredient && line.unit === 'g' ? line.quantity / recipe.servings : 0;
        if (grams > 400) problems.push(`${recipe.id}: ${grams} g of ${line.ingredientId} a serving`);
      }
    }
    expect(problems).toEqual([]);
  });
  it('adds no salt beside a stock cube, and counts a cinnamon stick by the stick', () => {
    const cubed = SAMPLE.filter(({ recipe }) =>
      recipe.ingredients.some((line) => /stock-cube$/.test(line.ingredientId)),
    );
    expect(cubed.length).toBeGreaterThan(0);
    const salted = cubed.filter(({ recipe }) =>
      recipe.ingredients.some((line) => line.ingredientId === 'salt'),
    );
    expect(salted.map(({ recipe }) => recipe.title)).toEqual([]);
    const sticks = SAMPLE.flatMap(({ recipe }) =>
      recipe.ingredients.filter((line) => line.ingredientId === 'cinnamon-stick'),
    );
    expect(sticks.filter((line) => line.unit !== null)).toEqual([]);
  });

  it('writes titles and descriptions a person would', () => {
    const problems: string[] = [];
    for (const { recipe } of SAMPLE) {
      const { title, description } = recipe;
      if (!/^[A-Z]/.test(title) || /\s{2}|undefined|null|\bthe the\b|,\s*,|\band and\b/i.test(title))
        problems.push(`title: ${title}`);
      if (title.length > 70) problems.push(`long title: ${title}`);
      const words = title.toLowerCase().split(/[ ,]+/);
      if (words.some((word, index) => word.length > 3 && words.indexOf(word) !== index && word !== 'and')) {
        problems.push(`repeated word: ${title}`);
      }
      if (description.length < 30 || /undefined|\s{2}|\.\./.test(description))
        problems.push(`description: ${description}`);
      for (const step of recipe.steps) {
        if (
          !/^[A-Z]/.test(step.text) ||
          !/[.!]$/.test(step.text) ||
          /undefined|\s{2}|\bthe the\b|\.\./.test(step.text)
        ) {
          problems.push(`${recipe.id} step: ${step.text}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
  it('meets the goals it can: quick within its stretched limit (30 minutes), family mild and for four', () => {
    for (const { recipe, goal } of SAMPLE) {
      if (goal === 'quick')
        expect(totalMinutes(recipe), recipe.id).toBeLessThanOrEqual(goalTimeLimit('quick'));
      if (goal === 'family') {
        expect(recipe.servings, recipe.id).toBe(4);
        expect(recipe.tags, recipe.id).toContain('mild');
      }
    }
  });
});
