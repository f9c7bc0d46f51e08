import { afterEach, describe, expect, it } from 'vitest';
import { readCookChoice, remainingText, writeCookChoice } from './cook-choice.ts';

afterEach(() => localStorage.clear());

describe('the cook choice', () => {
  it('starts with "use it up" for two, and remembers the last choice', () => {
    expect(readCookChoice()).toEqual({ goal: 'use-it-up', servings: 2 });
    writeCookChoice({ goal: 'high-protein', servings: 3 });
    expect(readCookChoice()).toEqual({ goal: 'high-protein', servings: 3 });
  });

  it('starts from the saved preferences until the cook picks on this device', () => {
    expect(readCookChoice({ goal: 'quick', householdSize: 4 })).toEqual({ goal: 'quick', servings: 4 });
    writeCookChoice({ goal: 'budget', servings: 1 });
    expect(readCookChoice({ goal: 'quick', householdSize: 4 })).toEqual({ goal: 'budget', servings: 1 });
  });

  it('ignores a saved choice that is not valid any more', () => {
    localStorage.setItem('larder_cook_choice', JSON.stringify({ goal: 'keto', servings: 40 }));
    expect(readCookChoice()).toEqual({ goal: 'use-it-up', servings: 2 });
  });

  it('says how many of the day’s free recipes are left, and nothing for Pro', () => {
    expect(remainingText(3, 5)).toBe('3 of 5 free recipes left today');
    expect(remainingText(1, 1)).toBe('1 of 1 free recipe left today');
    expect(remainingText(0, 5)).toBe('No free recipes left today');
    expect(remainingText(2, null)).toBe('2 free recipes left today');
    expect(remainingText(null, 5)).toBeNull();
  });
});
