import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { goalTimeLimit, HIGH_PROTEIN_GOAL_GRAMS, QUICK_GOAL_MINUTES } from './goals.ts';
import { type SuggestOptions, suggestRecipes } from './rank-recipes.ts';
import { totalMinutes } from './recipe.ts';

/** Issue 15 point 3: a goal changes the ranking; it does not throw the pantry away. */

const TODAY = '2025-06-01';
const SEEDS = [1, 2, 3, 4, 5];

/** The issue's fridge: chicken and broccoli to use up, with what a stir-fry wants beside them. */
const CHICKEN_FRIDGE = [
  pantryItem('chicken-breast', 400, 'g', '2025-06-02'),
  pantryItem('broccoli', 1, null, '2025-06-03'),
  pantryItem('jasmine-rice', 500, 'g'),
  pantryItem('ginger', 1, null),
  pantryItem('soy-sauce', 150, 'ml'),
  pantryItem('honey', 200, 'g'),
];

/** A vegan fridge whose protein is lentils and tofu, with greens to use up. */
const VEGAN_FRIDGE = [
  pantryItem('red-lentils', 500, 'g'),
  pantryItem('tofu', 400, 'g', '2025-06-03'),
  pantryItem('spinach', 200, 'g', '2025-06-02'),
  pantryItem('kale', 200, 'g', '2025-06-04'),
  pantryItem('onion', 2, null),
  pantryItem('garlic', 5, null),
  pantryItem('chopped-tomatoes', 2, 'tin'),
];
const VEGAN = { ...NO_RESTRICTIONS, diets: ['vegan' as const] };

const ask = (overrides: Partial<SuggestOptions>): SuggestOptions => ({
  pantry: CHICKEN_FRIDGE,
  profile: NO_RESTRICTIONS,
  goal: 'quick',
  servings: 2,
  today: TODAY,
  seed: 1,
  limit: 5,
  ...overrides,
});

const idsOf = (pantry: readonly { id: string; ingredientId: string | null }[], ...foods: string[]) =>
  foods.map((food) => pantry.find((item) => item.ingredientId === food)?.id);

describe('goals rank rather than filter', () => {
  it('"quick" still offers the chicken and broccoli, with little to buy, when only a dish a little over 20 minutes uses them', () => {
    const [chicken, broccoli] = idsOf(CHICKEN_FRIDGE, 'chicken-breast', 'broccoli');
    for (const mealType of [undefined, 'dinner' as const]) {
      for (const seed of SEEDS) {
        const top = suggestRecipes(ask({ seed, ...(mealType ? { mealType } : {}) })).slice(0, 3);
        const both = top.find(
          (each) => each.usesPantry.includes(chicken ?? '') && each.usesPantry.includes(broccoli ?? ''),
        );
        expect(both, `seed ${seed} ${mealType}: ${top.map((each) => each.recipe.title)}`).toBeDefined();
        if (!both) continue;
        expect(both.missing.length, both.recipe.title).toBeLessThanOrEqual(2);
        expect(totalMinutes(both.recipe)).toBeLessThanOrEqual(goalTimeLimit('quick'));
      }
    }
  });

  it("labels a suggestion exactly when it misses the goal, with the recipe's own minutes", () => {
    let over = 0;
    for (const seed of SEEDS) {
      for (const each of suggestRecipes(ask({ seed }))) {
        const minutes = totalMinutes(each.recipe);
        expect(each.goalMet, each.recipe.title).toBe(minutes <= QUICK_GOAL_MINUTES);
        if (minutes <= QUICK_GOAL_MINUTES) expect(each.goalNote, each.recipe.title).toBeUndefined();
        else {
          over += 1;
          expect(each.goalNote).toBe(`${minutes} min, a little over ${QUICK_GOAL_MINUTES}`);
          expect(minutes).toBeLessThanOrEqual(goalTimeLimit('quick'));
        }
      }
    }
    expect(over).toBeGreaterThan(0);
    // "Use it up" has no time line: the same dishes carry no label there.
    for (const each of suggestRecipes(ask({ goal: 'use-it-up' }))) expect(each.goalNote).toBeUndefined();
  });

  it("never goes past the cook's own time limit, which is a hard one", () => {
    for (const seed of SEEDS) {
      for (const each of suggestRecipes(ask({ seed, maxMinutes: 15 }))) {
        expect(totalMinutes(each.recipe), each.recipe.title).toBeLessThanOrEqual(15);
        expect(each.goalNote).toBeUndefined();
      }
      for (const each of suggestRecipes(ask({ seed, goal: 'use-it-up', maxMinutes: 25 }))) {
        expect(totalMinutes(each.recipe), each.recipe.title).toBeLessThanOrEqual(25);
      }
    }
  });

  it('"high protein" in a vegan lentil and tofu fridge cooks the lentils and tofu, with real protein', () => {
    const [lentils, tofu] = idsOf(VEGAN_FRIDGE, 'red-lentils', 'tofu');
    for (const mealType of [undefined, 'dinner' as const]) {
      for (const seed of SEEDS) {
        const options = ask({ pantry: VEGAN_FRIDGE, profile: VEGAN, goal: 'high-protein', seed });
        const results = suggestRecipes(mealType ? { ...options, mealType } : options);
        const top = results.slice(0, 3);
        const label = `seed ${seed} ${mealType}: ${top.map((each) => `${each.recipe.title} ${each.nutritionPerServing.proteinG} g`)}`;
        expect(top, label).toHaveLength(3);
        for (const each of top) {
          expect(
            each.usesPantry.some((id) => id === lentils || id === tofu),
            label,
          ).toBe(true);
          expect(each.nutritionPerServing.proteinG, label).toBeGreaterThanOrEqual(20);
        }
        expect(
          results.some((each) => each.usesPantry.includes(lentils ?? '')),
          label,
        ).toBe(true);
        for (const each of results) {
          const met = each.nutritionPerServing.proteinG >= HIGH_PROTEIN_GOAL_GRAMS;
          expect(each.goalMet, each.recipe.title).toBe(met);
          expect(each.goalNote === undefined, each.recipe.title).toBe(met);
        }
      }
    }
  });

  it('never ranks a dish far below the protein line, kale crisps among them, above one that meets it', () => {
    for (const seed of SEEDS) {
      const results = suggestRecipes(
        ask({ pantry: VEGAN_FRIDGE, profile: VEGAN, goal: 'high-protein', seed, limit: 8 }),
      );
      let farSeen = false;
      for (const each of results) {
        const protein = each.nutritionPerServing.proteinG;
        if (farSeen) expect(protein, each.recipe.title).toBeLessThan(HIGH_PROTEIN_GOAL_GRAMS);
        farSeen ||= protein < 20;
      }
      expect(results.slice(0, 3).every((each) => each.nutritionPerServing.proteinG >= 20)).toBe(true);
    }
  });
});
