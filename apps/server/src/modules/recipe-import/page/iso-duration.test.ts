import { describe, expect, it } from 'vitest';
import { durationMinutes, totalMinutes } from './iso-duration.ts';

describe('durationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['P0DT0H45M', 45],
    ['P0DT1H30M', 90],
    ['P0Y0M0DT1H30M0.000S', 90],
    ['PT1H', 60],
    ['PT45M0S', 45],
    ['PT0.5H', 30],
    ['PT2H50M', 170],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['PT90S', 2],
    ['pt20m', 20],
    [' PT 25M ', 25],
  ])('reads %s as %d minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([
    ['1 hr 30 mins', 90],
    ['45 minutes', 45],
    ['2 Std. 30 Min.', 150],
    ['1 heure 15 minutes', 75],
  ])('reads the words %s as %d minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([['PT0M'], ['P0DT0H0M'], ['PT'], [''], ['soon'], ['4'], [null], [undefined], [{}], [-5]])(
    'gives undefined for %j',
    (value) => {
      expect(durationMinutes(value)).toBeUndefined();
    },
  );

  it('takes a number as minutes', () => {
    expect(durationMinutes(30)).toBe(30);
  });
});

describe('totalMinutes', () => {
  it('prefers totalTime', () => {
    expect(totalMinutes('PT1H', 'PT10M', 'PT20M')).toBe(60);
  });

  it('adds prepTime and cookTime when there is no usable totalTime', () => {
    expect(totalMinutes(undefined, 'PT15M', 'PT1H')).toBe(75);
    expect(totalMinutes('PT0M', 'PT15M', undefined)).toBe(15);
    expect(totalMinutes(undefined, undefined, 'P0DT0H40M')).toBe(40);
  });

  it('gives undefined when no time is known', () => {
    expect(totalMinutes(undefined, undefined, undefined)).toBeUndefined();
  });
});
