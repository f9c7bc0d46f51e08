import { describe, expect, it } from 'vitest';
import { recipeTimeText } from './recipe-time.ts';

describe('recipeTimeText', () => {
  it('shows the minutes of a recipe with no waiting', () => {
    expect(recipeTimeText({ minutes: 25 })).toBe('25 min');
  });

  it('names overnight soaking instead of hiding it or counting 485 minutes', () => {
    expect(recipeTimeText({ minutes: 485, waitMinutes: 480 })).toBe('5 min + overnight');
  });

  it('says how much of a shorter wait is hands-off', () => {
    expect(recipeTimeText({ minutes: 75, waitMinutes: 30 })).toBe('75 min, 30 hands-off');
  });
});
