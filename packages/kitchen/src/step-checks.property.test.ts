import { describe, expect, it } from 'vitest';
import { randomPantry, randomProfile, randomSource } from '../test/random-kitchen.ts';
import { generateDishes } from './generator/generate-recipes.ts';
import { GOALS } from './goals.ts';
import { suggestRecipes } from './rank-recipes.ts';
import { stepProblems } from './step-checks.ts';

const CASES = 200;

describe(`steps over ${CASES} random kitchens`, () => {
  it('no suggestion or generated dish has a step that contradicts its food', { timeout: 120_000 }, () => {
    const problems: string[] = [];
    let recipes = 0;
    for (let index = 0; index < CASES; index += 1) {
      const next = randomSource(index * 6007 + 3);
      const options = {
        pantry: randomPantry(next),
        profile: randomProfile(next),
        goal: GOALS[index % GOALS.length] ?? 'use-it-up',
        servings: 2,
        today: '2025-06-01',
        seed: index,
        limit: 6,
      };
      // Generated dishes before the soundness filter, which drops any with step problems.
      const dishes = generateDishes(options).map((dish) => dish.recipe);
      for (const recipe of [...suggestRecipes(options).map((each) => each.recipe), ...dishes]) {
        recipes += 1;
        for (const problem of stepProblems(recipe)) problems.push(`${recipe.id}: ${problem}`);
        // Templates joined clumsily: a doubled comma or a stray space before a stop.
        for (const step of recipe.steps) {
          if (/,,|\s[,.;]/.test(step.text)) problems.push(`${recipe.id}: "${step.text}" is badly joined`);
        }
      }
    }
    expect(recipes).toBeGreaterThan(CASES * 4);
    expect(problems).toEqual([]);
  });
});
