import { describe, expect, it } from 'vitest';
import { editDistance, prefixEditDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it.each([
    ['tomato', 'tomato', 0],
    ['tomatoe', 'tomato', 1],
    ['corriander', 'coriander', 1],
    ['tomtao', 'tomato', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
  ])('from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('stops early past the limit', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('tomatoe', 'tomato', 1)).toBe(1);
  });
});

describe('prefixEditDistance', () => {
  it('measures against the closest start of the text', () => {
    expect(prefixEditDistance('cori', 'coriander', 1)).toBe(0);
    expect(prefixEditDistance('corri', 'coriander', 1)).toBe(1);
    expect(prefixEditDistance('brocc', 'broccoli', 1)).toBe(0);
    expect(prefixEditDistance('brocolli', 'broccoli', 2)).toBe(2);
    expect(prefixEditDistance('xyz', 'coriander', 1)).toBe(2);
  });
});
