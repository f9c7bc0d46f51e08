import { describe, expect, it } from 'vitest';
import { CUPBOARD } from '../test/first-three.ts';
import { pantryItem } from '../test/pantry-items.ts';
import { isoDay } from '../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { suggestRecipes } from './rank-recipes.ts';

/**
 * Fresh pasta on its last day (issue 15, blind set 9): a library recipe written for dried spaghetti or
 * linguine is made with it (cooked 3 minutes, not 10) rather than sending the cook out for a packet, and
 * its egg yolk comes from the cook's own eggs.
 */

describe('fresh pasta going off tomorrow beside pancetta, eggs and Parmesan', () => {
  const shown = suggestRecipes({
    pantry: [
      pantryItem('fresh-pasta', 300, 'g', isoDay(1)),
      pantryItem('pancetta', 130, 'g', isoDay(10)),
      pantryItem('egg', 6, null, isoDay(12)),
      pantryItem('parmesan', 100, 'g', isoDay(25)),
      ...CUPBOARD,
    ],
    profile: NO_RESTRICTIONS,
    goal: 'quick',
    maxMinutes: 20,
    servings: 2,
    mealType: 'dinner',
    today: isoDay(0),
    seed: 1,
    limit: 5,
  });
  const carbonara = shown.find((each) => /carbonara/i.test(each.recipe.title));

  it('make a carbonara of it, cooked as fresh pasta cooks, with nothing to buy', () => {
    expect(carbonara, shown.map((each) => each.recipe.title).join(' | ')).toBeDefined();
    expect(carbonara?.recipe.ingredients.map((line) => line.ingredientId)).toContain('fresh-pasta');
    expect(carbonara?.missing).toEqual([]);
    const boil = carbonara?.recipe.steps.find((step) => /fresh pasta .*boiling water/i.test(step.text));
    expect(boil?.text).toMatch(/for 3 minutes/);
  });
});
