import { describe, expect, it } from 'vitest';
import { addDislikes, listInWords, minuteChoices, minutesInWords, wholeNumber } from './choices.ts';

describe('minuteChoices', () => {
  it('offers the usual times', () => {
    expect(minuteChoices(30)).toEqual([15, 20, 30, 45, 60, 90, 120]);
  });

  it('keeps an older answer the server still accepts, in order', () => {
    expect(minuteChoices(25)).toEqual([15, 20, 25, 30, 45, 60, 90, 120]);
    expect(minuteChoices(5)).toEqual([15, 20, 30, 45, 60, 90, 120]);
  });
});

describe('words', () => {
  it('says minutes and hours', () => {
    expect(minutesInWords(45)).toBe('45 minutes');
    expect(minutesInWords(60)).toBe('1 hour');
    expect(minutesInWords(90)).toBe('1 hour 30 minutes');
    expect(minutesInWords(120)).toBe('2 hours');
  });

  it('lists things as a sentence does', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['lunch'])).toBe('lunch');
    expect(listInWords(['lunch', 'dinner'])).toBe('lunch and dinner');
    expect(listInWords(['breakfast', 'lunch', 'dinner'])).toBe('breakfast, lunch and dinner');
  });

  it('groups thousands', () => {
    expect(wholeNumber(1980)).toBe('1,980');
    expect(wholeNumber(77)).toBe('77');
    expect(wholeNumber(12345.6)).toBe('12,346');
  });
});

describe('addDislikes', () => {
  it('splits on commas, trims, lowers and skips blanks and repeats', () => {
    expect(addDislikes(['olives'], ' Mushrooms ,, olives,  blue   cheese ')).toEqual([
      'olives',
      'mushrooms',
      'blue cheese',
    ]);
  });

  it('stops at the 30 foods the server takes', () => {
    const many = Array.from({ length: 29 }, (_, index) => `food ${index}`);
    expect(addDislikes(many, 'a, b, c')).toHaveLength(30);
  });
});
