import { afterEach, describe, expect, it } from 'vitest';
import { localToday } from '../../lib/local-day.ts';
import { offlineGenerationsWaiting } from '../../lib/offline-generations.ts';
import { noteRemaining, remainingOn } from '../../lib/offline-kitchen.ts';
import { recentRecipe } from '../../lib/recent-recipes.ts';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { cookHere } from './cook-here.ts';

afterEach(() => localStorage.clear());

const PANTRY = [
  pantryItem('p1', 'egg', { ingredientId: 'egg', quantity: 6, unit: null }),
  pantryItem('p2', 'feta', { ingredientId: 'feta', quantity: 200, unit: 'g', expiresOn: localToday() }),
  pantryItem('p3', 'spinach', { ingredientId: 'spinach', quantity: 300, unit: 'g' }),
];

describe('cooking on the device while offline', () => {
  it('answers from the pantry on this device and queues the generation', async () => {
    const stages: number[] = [];
    const result = await cookHere(
      { goal: 'use-it-up', servings: 2 },
      { pantry: PANTRY, signedIn: true, userId: 'u', freeRecipesPerDay: 5 },
      (percent) => stages.push(percent),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.answer.source).toBe('device');
    expect(result.answer.recipes.length).toBeGreaterThan(0);
    expect(result.answer.recipes.some((recipe) => recipe.usesPantry.includes('p2'))).toBe(true);
    expect(result.answer.recipes.some((recipe) => recipe.usesExpiring.includes('p2'))).toBe(true);
    for (const recipe of result.answer.recipes) {
      expect(recipe.servings).toBe(2);
      expect(recipe.nutritionPerServing.kcal).toBeGreaterThan(0);
      // Each opens from this device without a network.
      expect(recentRecipe(recipe.id)?.title).toBe(recipe.title);
    }
    // Browsing is free: a generation on the device counts nothing.
    expect(result.answer.remainingToday).toBe(5);
    expect(remainingOn(localToday(), true, 5)).toBe(5);
    expect(offlineGenerationsWaiting()).toBe(1);
    expect(stages).toEqual([60, 80]);
  });

  it('makes suggestions even when the day’s free recipes are used: browsing is free', async () => {
    noteRemaining(localToday(), 0);
    const result = await cookHere(
      { goal: 'quick', servings: 2 },
      { pantry: PANTRY, signedIn: false, userId: 'u', freeRecipesPerDay: 5 },
      () => undefined,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.answer.recipes.length).toBeGreaterThan(0);
    expect(result.answer.remainingToday).toBe(0);
  });

  it('counts nothing on a server that sets no daily limit', async () => {
    const result = await cookHere(
      { goal: 'use-it-up', servings: 2 },
      { pantry: PANTRY, signedIn: true, userId: 'u', freeRecipesPerDay: null },
      () => undefined,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.answer.remainingToday).toBeNull();
    expect(remainingOn(localToday(), true, null)).toBeNull();
  });
});
