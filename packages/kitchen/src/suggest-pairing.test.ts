import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { isoDay, randomFridge, randomPantry, randomSource } from '../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { GOALS } from './goals.ts';
import type { PantryItem } from './pantry.ts';
import { type Suggestion, suggestRecipes } from './rank-recipes.ts';

/** Suggestions that choose what joins the expiring food by what goes with it (issue 15, point 2). */

const suggest = (pantry: PantryItem[], goal: (typeof GOALS)[number], seed: number) =>
  suggestRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal,
    servings: 2,
    today: isoDay(0),
    seed,
    limit: 3,
  });

const uses = (suggestion: Suggestion, id: string) =>
  suggestion.recipe.ingredients.some((line) => line.ingredientId === id && !line.optional);

const hummusWrap = (suggestion: Suggestion) =>
  /wrap/i.test(suggestion.recipe.title) && uses(suggestion, 'hummus');

describe('pairing in suggestions', () => {
  it("puts the expiring beetroot with the goat's cheese, and the walnuts or orange, in the top three", () => {
    const pantry = [
      pantryItem('beetroot', 500, 'g', isoDay(1)),
      pantryItem('goats-cheese', 150, 'g', isoDay(5)),
      pantryItem('orange', 3, null, isoDay(8)),
      pantryItem('walnuts', 100, 'g', null),
      pantryItem('rocket', 80, 'g', isoDay(3)),
    ];
    for (const goal of ['use-it-up', 'family'] as const) {
      for (const seed of [1, 2, 3]) {
        const top = suggest(pantry, goal, seed);
        const dish = top.find(
          (suggestion) => uses(suggestion, 'beetroot') && uses(suggestion, 'goats-cheese'),
        );
        expect(dish, `${goal}, seed ${seed}: ${top.map((s) => s.recipe.title).join(' | ')}`).toBeDefined();
        expect(dish && (uses(dish, 'walnuts') || uses(dish, 'orange'))).toBe(true);
      }
    }
  });

  it('offers hummus wraps to only a small share of random fridges', { timeout: 120_000 }, () => {
    const share = (make: (seed: number) => PantryItem[], count: number) => {
      let wraps = 0;
      for (let index = 0; index < count; index += 1) {
        const goal = GOALS[index % GOALS.length] ?? 'use-it-up';
        if (suggest(make(index), goal, index).some(hummusWrap)) wraps += 1;
      }
      return wraps / count;
    };
    // Fridges of the foods the library cooks with, and pantries of anything in the catalog.
    const fridges = share((seed) => randomFridge(randomSource(9100 + seed)), 150);
    const pantries = share((seed) => randomPantry(randomSource(9500 + seed), 30), 150);
    expect(fridges, 'share of fridges').toBeLessThanOrEqual(0.08);
    expect(pantries, 'share of pantries').toBeLessThanOrEqual(0.02);
  });
});
