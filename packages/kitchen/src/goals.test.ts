import { describe, expect, it } from 'vitest';
import { GOALS, goalMaxMinutes, goalServings, isGoal, isMainMeal, meetsGoal } from './goals.ts';

describe('goals', () => {
  it('lists the six goals the today screen offers', () => {
    expect(GOALS).toEqual(['use-it-up', 'quick', 'high-protein', 'lighter', 'family', 'budget']);
    expect(isGoal('quick')).toBe(true);
    expect(isGoal('keto')).toBe(false);
  });

  it('cooks for four for a family and for the asked servings otherwise', () => {
    expect(goalServings('family', 2)).toBe(4);
    expect(goalServings('quick', 3)).toBe(3);
  });

  it('caps quick at 20 minutes, and never lifts a tighter limit', () => {
    expect(goalMaxMinutes('quick')).toBe(20);
    expect(goalMaxMinutes('quick', 15)).toBe(15);
    expect(goalMaxMinutes('quick', 45)).toBe(20);
    expect(goalMaxMinutes('budget', 45)).toBe(45);
    expect(goalMaxMinutes('budget')).toBe(Number.POSITIVE_INFINITY);
  });

  it('treats lunch and dinner as main meals', () => {
    expect(isMainMeal(['breakfast', 'lunch'])).toBe(true);
    expect(isMainMeal(['breakfast', 'snack'])).toBe(false);
    expect(isMainMeal(['breakfast', 'lunch'], 'breakfast')).toBe(false);
    expect(isMainMeal(['snack'], 'dinner')).toBe(true);
  });

  it('holds high-protein to 30 g and lighter to 500 kcal per main-meal serving only', () => {
    expect(meetsGoal('high-protein', { proteinG: 30, kcal: 600 }, true)).toBe(true);
    expect(meetsGoal('high-protein', { proteinG: 29.9, kcal: 600 }, true)).toBe(false);
    expect(meetsGoal('high-protein', { proteinG: 8, kcal: 300 }, false)).toBe(true);
    expect(meetsGoal('lighter', { proteinG: 20, kcal: 500 }, true)).toBe(true);
    expect(meetsGoal('lighter', { proteinG: 20, kcal: 501 }, true)).toBe(false);
    expect(meetsGoal('budget', { proteinG: 0, kcal: 2000 }, true)).toBe(true);
  });
});
