import { describe, expect, it } from 'vitest';
import {
  belowSideLine,
  GOALS,
  goalFit,
  goalMaxMinutes,
  goalServings,
  goalTimeLimit,
  isGoal,
  isMainMeal,
  meetsGoal,
} from './goals.ts';

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
    // A limit within quick's stretch is the cook's own line for quick tonight.
    expect(goalMaxMinutes('quick', 25)).toBe(25);
    expect(goalMaxMinutes('quick', 30)).toBe(30);
    expect(goalMaxMinutes('quick', 31)).toBe(20);
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

  it('lets "quick" stretch to 30 minutes, never past the cook\'s own limit', () => {
    expect(goalTimeLimit('quick')).toBe(30);
    expect(goalTimeLimit('quick', 25)).toBe(25);
    expect(goalTimeLimit('quick', 15)).toBe(15);
    expect(goalTimeLimit('quick', 45)).toBe(30);
    expect(goalTimeLimit('budget', 45)).toBe(45);
  });

  it('says how a recipe misses the goal, by a little or by far, with its own numbers', () => {
    const dinner = { kcal: 450, proteinG: 32 };
    expect(goalFit('quick', { minutes: 20, nutrition: dinner })).toEqual({ fit: 'met' });
    expect(goalFit('quick', { minutes: 24, nutrition: dinner })).toEqual({
      fit: 'near',
      note: '24 min, a little over 20',
    });
    expect(goalFit('quick', { minutes: 18, nutrition: dinner }, { maxMinutes: 15 })).toEqual({
      fit: 'far',
      note: '18 min, a little over 15',
    });
    const protein = (proteinG: number, mealType?: 'dinner' | 'snack') =>
      goalFit('high-protein', { minutes: 30, nutrition: { kcal: 400, proteinG } }, { mealType });
    expect(protein(30).fit).toBe('met');
    expect(protein(24.4)).toEqual({ fit: 'near', note: '24 g protein a serving, a little under 30 g' });
    expect(protein(3.3)).toEqual({ fit: 'far', note: '3 g protein a serving, under 30 g' });
    expect(protein(3.3, 'snack').fit).toBe('met');
    const kcal = (value: number) =>
      goalFit('lighter', { minutes: 30, nutrition: { kcal: value, proteinG: 20 } });
    expect(kcal(500).fit).toBe('met');
    expect(kcal(560)).toEqual({ fit: 'near', note: '560 kcal a serving, a little over 500' });
    expect(kcal(720).fit).toBe('far');
    expect(kcal(97).fit).toBe('far');
    expect(goalFit('use-it-up', { minutes: 90, nutrition: { kcal: 1200, proteinG: 2 } })).toEqual({
      fit: 'met',
    });
  });
});

describe('belowSideLine', () => {
  it('holds a lunch or dinner to a side\'s kcal, a lower one for "lighter", and never a breakfast', () => {
    expect(belowSideLine('use-it-up', ['dinner'], undefined, 290)).toBe(true);
    expect(belowSideLine('use-it-up', ['dinner'], undefined, 300)).toBe(false);
    expect(belowSideLine('lighter', ['dinner'], 'lunch', 290)).toBe(false);
    expect(belowSideLine('lighter', ['dinner'], 'lunch', 194)).toBe(true);
    expect(belowSideLine('use-it-up', ['breakfast'], 'breakfast', 150)).toBe(false);
  });
});
