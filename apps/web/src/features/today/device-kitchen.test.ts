import { afterEach, describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { cookOnDevice, savedProfile } from './device-kitchen.ts';

afterEach(() => localStorage.clear());

const TODAY = '2026-03-10';

/** Chicken and broccoli to use up, and what a stir-fry wants beside them. */
const PANTRY = [
  pantryItem('p1', 'chicken breast', {
    ingredientId: 'chicken-breast',
    quantity: 400,
    unit: 'g',
    expiresOn: '2026-03-11',
  }),
  pantryItem('p2', 'broccoli', { ingredientId: 'broccoli', quantity: 1, expiresOn: '2026-03-12' }),
  pantryItem('p3', 'jasmine rice', { ingredientId: 'jasmine-rice', quantity: 500, unit: 'g' }),
  pantryItem('p4', 'ginger', { ingredientId: 'ginger', quantity: 1 }),
  pantryItem('p5', 'soy sauce', { ingredientId: 'soy-sauce' }),
  pantryItem('p6', 'honey', { ingredientId: 'honey' }),
];

describe('the kitchen on the device', () => {
  it('labels a "quick" suggestion a little over 20 minutes, as the server does', async () => {
    for (const seed of [1, 2, 3]) {
      const answer = await cookOnDevice({ goal: 'quick', servings: 2 }, PANTRY, TODAY, seed, 'u');
      if (!answer) throw new Error('the device kitchen gave no answer');
      const { recipes } = answer;
      const over = recipes.filter((recipe) => recipe.minutes > 20);
      expect(over.length, recipes.map((recipe) => recipe.title).join(', ')).toBeGreaterThan(0);
      for (const recipe of recipes) {
        expect(recipe.goalNote).toBe(
          recipe.minutes > 20 ? `${recipe.minutes} min, a little over 20` : undefined,
        );
      }
      expect(
        over.some((recipe) => recipe.usesPantry.includes('p1') && recipe.usesPantry.includes('p2')),
      ).toBe(true);
    }
  });

  it("keeps to the cook's diet and allergens offline, as the server does", async () => {
    const request = {
      goal: 'use-it-up' as const,
      servings: 2,
      diet: ['vegetarian' as const],
      allergens: ['soy' as const],
    };
    for (const seed of [1, 2, 3]) {
      const answer = await cookOnDevice(request, PANTRY, TODAY, seed, 'u');
      if (!answer) throw new Error('the device kitchen gave no answer');
      expect(answer.recipes.length).toBeGreaterThan(0);
      for (const recipe of answer.made) {
        const ids = recipe.ingredients.map((line) => line.ingredientId);
        expect(ids, recipe.title).not.toContain('chicken-breast');
        expect(ids, recipe.title).not.toContain('soy-sauce');
      }
    }
  });

  it('holds the diet and allergens the cook saved (the plan answer kept here) offline too', async () => {
    const cookPreferences = { diet: ['vegetarian', 'keto'], allergens: ['soy'], dislikes: [], goal: 'quick' };
    localStorage.setItem(
      'larder_plan',
      JSON.stringify({ plan: null, answers: null, cookPreferences, userId: 'u' }),
    );
    expect(savedProfile('u')).toEqual({ diets: ['vegetarian'], allergens: ['soy'] });
    // Another account on this device: none of u's preferences.
    expect(savedProfile('someone-else')).toEqual({ diets: [], allergens: [] });
    for (const seed of [1, 2, 3]) {
      const answer = await cookOnDevice({ goal: 'use-it-up', servings: 2 }, PANTRY, TODAY, seed, 'u');
      if (!answer) throw new Error('the device kitchen gave no answer');
      expect(answer.recipes.length).toBeGreaterThan(0);
      for (const recipe of answer.made) {
        const ids = recipe.ingredients.map((line) => line.ingredientId);
        expect(ids, recipe.title).not.toContain('chicken-breast');
        expect(ids, recipe.title).not.toContain('soy-sauce');
      }
    }
  });

  it('has nothing saved when the copy is missing or does not read', () => {
    expect(savedProfile('u')).toEqual({ diets: [], allergens: [] });
    localStorage.setItem('larder_plan', '{not json');
    expect(savedProfile('u')).toEqual({ diets: [], allergens: [] });
  });
});
