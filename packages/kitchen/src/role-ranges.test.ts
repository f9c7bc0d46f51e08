import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { pickOne, randomPantry, randomProfile, randomSource } from '../test/random-kitchen.ts';
import { GOALS, type Goal } from './goals.ts';
import { RECIPE_LIBRARY, recipeById } from './library.ts';
import type { PantryItem } from './pantry.ts';
import { type Suggestion, suggestRecipes } from './rank-recipes.ts';
import type { Recipe } from './recipe.ts';
import { amountProblems, fitPan } from './role-ranges.ts';
import { scaleRecipe } from './scale-recipe.ts';

const TODAY = '2025-06-01';
const ANYONE = { diets: [], allergens: [], dislikes: [] };

function suggest(pantry: PantryItem[], servings: number, goal: Goal = 'use-it-up'): Suggestion[] {
  return [1, 2, 3].flatMap((seed) =>
    suggestRecipes({ pantry, profile: ANYONE, goal, servings, today: TODAY, seed, limit: 8 }),
  );
}

/** Each line of this ingredient among the suggestions, per serving, with the recipe it is in. */
function linesOf(suggestions: readonly Suggestion[], ingredientId: string) {
  return suggestions.flatMap(({ recipe }) =>
    recipe.ingredients
      .filter((line) => line.ingredientId === ingredientId)
      .map((line) => ({ recipe, line, perServing: line.quantity / recipe.servings })),
  );
}

const describeLine = ({ recipe, line }: { recipe: Recipe; line: Recipe['ingredients'][number] }) =>
  `${recipe.title}: ${line.quantity}${line.unit ?? ''} ${line.ingredientId} for ${recipe.servings}`;

describe('amounts a cook would use (issue 15, absurd amounts)', () => {
  it('puts a few spring onions, not seven, in a salad for two', () => {
    const pantry = [
      pantryItem('spring-onion', 8, null, '2025-06-02'),
      pantryItem('cucumber', 1, null, '2025-06-03'),
      pantryItem('tomato', 4, null, '2025-06-04'),
      pantryItem('feta', 200, 'g', '2025-06-05'),
      pantryItem('salad-leaves', 100, 'g', '2025-06-02'),
    ];
    const salads = linesOf(suggest(pantry, 2), 'spring-onion').filter((found) =>
      /salad/i.test(found.recipe.title),
    );
    expect(salads.length).toBeGreaterThan(0);
    // Three for two is generous; six or seven is a bunch and a half.
    expect(salads.filter((found) => found.line.quantity > 3).map(describeLine)).toEqual([]);
  });

  it('puts a bag of rocket at most, not 340 g, in a pasta for two', () => {
    const pantry = [
      pantryItem('rocket', 340, 'g', '2025-06-02'),
      pantryItem('spaghetti', 500, 'g'),
      pantryItem('parmesan', 100, 'g', '2025-06-20'),
      pantryItem('lemon', 2, null, '2025-06-10'),
      pantryItem('garlic', 6, null),
    ];
    const rocket = linesOf(suggest(pantry, 2), 'rocket');
    const pastas = rocket.filter((found) => /spaghetti|pasta|linguine|penne/i.test(found.recipe.title));
    expect(pastas.length).toBeGreaterThan(0);
    // A 100 g bag wilts into pasta for two; any dish with more than that for two is a salad of rocket.
    expect(rocket.filter((found) => found.perServing > 50).map(describeLine)).toEqual([]);
  });

  it('gives one person one salmon fillet, whole, whatever the goal', () => {
    const pantry = [
      pantryItem('salmon', 2, null, '2025-06-02'),
      pantryItem('broccoli', 300, 'g', '2025-06-03'),
      pantryItem('rice', 500, 'g'),
      pantryItem('lemon', 1, null),
      pantryItem('soy-sauce', 200, 'ml'),
    ];
    for (const goal of ['use-it-up', 'high-protein'] as const) {
      const salmon = linesOf(suggest(pantry, 1, goal), 'salmon');
      expect(salmon.length).toBeGreaterThan(0);
      const odd = salmon.filter(
        ({ line }) => line.unit === null && (line.quantity > 1 || !Number.isInteger(line.quantity)),
      );
      expect(odd.map(describeLine)).toEqual([]);
    }
  });

  it('bakes whole carrots, a few for two, not 4.5', () => {
    const pantry = [
      pantryItem('carrot', 6, null, '2025-06-02'),
      pantryItem('sausage', 6, null, '2025-06-03'),
      pantryItem('parsnip', 2, null),
    ];
    const carrots = linesOf(suggest(pantry, 2), 'carrot');
    const trayBakes = carrots.filter((found) => /tray ?bake/i.test(found.recipe.title));
    expect(trayBakes.length).toBeGreaterThan(0);
    const odd = carrots.filter(
      ({ line }) => line.unit === null && (!Number.isInteger(line.quantity) || line.quantity > 3),
    );
    expect(odd.map(describeLine)).toEqual([]);
  });

  it("braises a proper portion of the cook's two packs of brisket for two, not all 975 g", () => {
    const pantry = [
      pantryItem('beef-brisket', 800, 'g', null),
      pantryItem('beef-brisket', 175, 'g', '2025-06-28'),
      pantryItem('mushroom', 400, 'g', '2025-06-10'),
      pantryItem('red-wine', 750, 'ml', null),
      pantryItem('onion', 3, null),
    ];
    for (const suggestion of suggest(pantry, 2)) {
      for (const line of suggestion.recipe.ingredients) {
        if (line.ingredientId !== 'beef-brisket' || line.unit !== 'g') continue;
        expect(line.quantity / suggestion.recipe.servings, suggestion.recipe.title).toBeLessThanOrEqual(350);
      }
    }
  });

  it('cooks both fillets of a 300 g pack of plaice for two, not one fillet between them', () => {
    const pantry = [
      pantryItem('plaice', 300, 'g', '2025-06-02'),
      pantryItem('new-potato', 750, 'g', '2025-06-08'),
      pantryItem('asparagus', 250, 'g', '2025-06-03'),
      pantryItem('lemon', 2, null),
    ];
    const plaice = suggest(pantry, 2, 'lighter').flatMap((each) =>
      each.recipe.ingredients.filter((line) => line.ingredientId === 'plaice' && line.unit === null),
    );
    expect(plaice.length).toBeGreaterThan(0);
    for (const line of plaice) expect(line.quantity).toBe(2);
  });

  it('tops avocado toast with a whole egg each, never one egg shared between two', () => {
    const pantry = [
      pantryItem('avocado', 2, null, '2025-06-02'),
      pantryItem('egg', 6, null, '2025-06-10'),
      pantryItem('sourdough', 4, 'slice', '2025-06-03'),
      pantryItem('cherry-tomato', 200, 'g', '2025-06-04'),
      pantryItem('lime', 1, null),
    ];
    const toasts = suggest(pantry, 2, 'quick').filter((each) => /toast/i.test(each.recipe.title));
    for (const toast of toasts) {
      const eggs = toast.recipe.ingredients.find((line) => line.ingredientId === 'egg');
      if (eggs) expect(eggs.quantity, toast.recipe.title).toBeGreaterThanOrEqual(toast.recipe.servings);
    }
    expect(toasts.some((toast) => toast.recipe.ingredients.some((line) => line.ingredientId === 'egg'))).toBe(
      true,
    );
  });

  it('never sets more eggs and potato in a pan than it holds', () => {
    const pantry = [
      pantryItem('egg', 12, null, '2025-06-02'),
      pantryItem('potato', 1500, 'g', '2025-06-03'),
      pantryItem('onion', 3, null),
    ];
    // A 20 cm pan sets about 5 eggs, a 24 cm one 8, a 28 cm one 12 (written here, not read from the code).
    const holds: Record<string, number> = { '20': 5, '24': 8, '28': 12 };
    let panDishes = 0;
    for (const servings of [2, 4, 6, 8]) {
      for (const { recipe } of suggest(pantry, servings)) {
        const pan = recipe.steps
          .map((step) => /(\d{2}) cm [a-z -]*frying pan(?: \(in (\d+) batches)?/.exec(step.text))
          .find((match) => match !== null);
        if (!pan) continue;
        panDishes += 1;
        const eggs = recipe.ingredients
          .filter((line) => line.ingredientId === 'egg')
          .reduce((sum, line) => sum + line.quantity, 0);
        const batches = Number(pan[2] ?? 1);
        expect(eggs / batches, `${recipe.title} for ${servings}`).toBeLessThanOrEqual(
          holds[pan[1] ?? ''] ?? 0,
        );
      }
    }
    expect(panDishes).toBeGreaterThan(0);
  });
});

describe('amountProblems and fitPan', () => {
  const tortilla = () => {
    const found = recipeById('tortilla-espanola');
    if (!found) throw new Error('the library has no tortilla');
    return found;
  };

  it('names the line that falls outside its range, per serving', () => {
    const forOne = { ...tortilla(), servings: 1 };
    expect(amountProblems(tortilla())).toEqual([]);
    // The tortilla for four, read as if it fed one: six eggs and 600 g of potato for one person.
    expect(amountProblems(forOne).some((problem) => problem.startsWith('egg:'))).toBe(true);
    expect(amountProblems(forOne).some((problem) => problem.startsWith('potato:'))).toBe(true);
  });

  it('keeps the pan a dish names while it holds it, and makes a tortilla for eight in two batches', () => {
    expect(fitPan(tortilla())).toBe(tortilla());
    const forEight = scaleRecipe(tortilla(), 8);
    expect(forEight.ingredients.find((line) => line.ingredientId === 'egg')?.quantity).toBe(12);
    expect(forEight.steps.map((step) => step.text).join(' ')).toContain(
      '24 cm non-stick frying pan (in 2 batches, one after the other)',
    );
    expect(amountProblems(forEight)).toEqual([]);
  });

  it('sets a tortilla for one in a 20 cm pan, not a thin layer in the 24 cm pan written for four', () => {
    const forOne = scaleRecipe(tortilla(), 1);
    const steps = forOne.steps.map((step) => step.text).join(' ');
    expect(steps).toContain('20 cm');
    expect(steps).not.toContain('24 cm');
  });
});

describe('role ranges hold for every suggestion', () => {
  it('keeps every library recipe, at any usual number of servings, within its ranges', () => {
    const problems = RECIPE_LIBRARY.flatMap((recipe) =>
      [recipe.servings, 1, 2, 3, 4, 6, 8].flatMap((servings) =>
        amountProblems(scaleRecipe(recipe, servings)).map(
          (problem) => `${recipe.id} for ${servings}: ${problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keeps every suggestion for random kitchens within its ranges', { timeout: 120_000 }, () => {
    const problems: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const next = randomSource(index * 104_729 + 17);
      const goal = pickOne(next, GOALS);
      const servings = pickOne(next, [1, 2, 3, 4, 6]);
      const options = {
        pantry: randomPantry(next),
        profile: randomProfile(next),
        goal,
        servings,
        today: TODAY,
        seed: index,
        limit: 8,
      };
      for (const { recipe } of suggestRecipes(options)) {
        for (const problem of amountProblems(recipe))
          problems.push(`${goal} ${servings}: ${recipe.id}: ${problem}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
