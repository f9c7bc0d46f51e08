import { describe, expect, it } from 'vitest';
import {
  type AmountUnit,
  comparableGrams,
  convertAmount,
  countAsNull,
  isVolumeUnit,
  sameUnit,
} from './convert-amount.ts';

describe('convertAmount', () => {
  it('gives the quantity back unchanged for the same unit, even for an id the catalog does not know', () => {
    expect(convertAmount('egg', 3, null, null)).toBe(3);
    expect(convertAmount('no-such-food', 2.5, 'bunch', 'bunch')).toBe(2.5);
    // A count (null) and 'piece' are the same unit.
    expect(convertAmount('no-such-food', 4, null, 'piece')).toBe(4);
  });

  it('converts masses by their fixed ratios, whatever the ingredient', () => {
    expect(convertAmount('chicken-breast', 1.5, 'kg', 'g')).toBe(1500);
    expect(convertAmount('no-such-food', 500, 'g', 'kg')).toBe(0.5);
    expect(convertAmount('minced-beef', 1, 'lb', 'g')).toBeCloseTo(453.59237, 9);
  });

  it('weighs pieces, cloves and tins through the catalog', () => {
    // A chicken breast is 170 g, an egg 50 g, a clove of garlic 3 g, a tin of chopped tomatoes 400 g.
    expect(convertAmount('chicken-breast', 2, null, 'g')).toBe(340);
    expect(convertAmount('chicken-breast', 510, 'g', null)).toBe(3);
    expect(convertAmount('egg', 100, 'g', 'piece')).toBe(2);
    expect(convertAmount('garlic', 6, 'clove', 'g')).toBe(18);
    expect(convertAmount('garlic', 3, 'clove', null)).toBe(3);
    expect(convertAmount('chopped-tomatoes', 1, 'tin', 'g')).toBe(400);
  });

  it('crosses between volume and mass through cup weights and the density', () => {
    // Milk: 1.031 g/ml, a cup 244 g. Rice: a cup 185 g.
    expect(convertAmount('milk', 1, 'l', 'g')).toBeCloseTo(1031, 9);
    expect(convertAmount('milk', 0.5, 'l', 'ml')).toBeCloseTo(500, 9);
    expect(convertAmount('milk', 1, 'cup', 'g')).toBe(244);
    expect(convertAmount('milk', 1, 'cup', 'ml')).toBeCloseTo(244 / 1.031, 9);
    expect(convertAmount('rice', 2, 'cup', 'g')).toBe(370);
    expect(convertAmount('rice', 185, 'g', 'cup')).toBe(1);
  });

  it('converts two volumes by their fixed ratio when the catalog cannot weigh them', () => {
    expect(convertAmount('no-such-food', 1, 'tbsp', 'tsp')).toBeCloseTo(3, 12);
    expect(convertAmount('no-such-food', 250, 'ml', 'l')).toBe(0.25);
  });

  it('is null when a side cannot be weighed or the quantity is not a real amount', () => {
    expect(convertAmount('chicken-breast', 100, 'ml', 'g')).toBeNull(); // no density
    expect(convertAmount('minced-beef', 2, null, 'g')).toBeNull(); // no piece weight
    expect(convertAmount('milk', 1, null, 'ml')).toBeNull();
    expect(convertAmount('no-such-food', 1, 'kg', 'ml')).toBeNull();
    expect(convertAmount('no-such-food', 1, null, 'g')).toBeNull();
    expect(convertAmount('rice', -1, 'g', 'kg')).toBeNull();
    expect(convertAmount('rice', Number.NaN, 'g', 'kg')).toBeNull();
    expect(convertAmount('rice', Number.POSITIVE_INFINITY, 'g', 'g')).toBeNull();
  });
});

describe('comparableGrams', () => {
  it('weighs an amount in any unit the catalog knows, and is null otherwise', () => {
    expect(comparableGrams('egg', 3, null)).toBe(150);
    expect(comparableGrams('milk', 100, 'ml')).toBeCloseTo(103.1, 9);
    expect(comparableGrams('minced-beef', 1, null)).toBeNull();
  });
});

describe('unit helpers', () => {
  it('treat a count and piece as one unit, and know the volumes', () => {
    expect(sameUnit(null, 'piece')).toBe(true);
    expect(sameUnit('g', 'kg')).toBe(false);
    expect(countAsNull('piece')).toBeNull();
    expect(countAsNull('tin')).toBe('tin');
    const units: AmountUnit[] = ['ml', 'l', 'fl-oz', 'cup', 'tbsp', 'tsp', 'g', 'pinch', null];
    expect(units.map((unit) => isVolumeUnit(unit))).toEqual([
      ...[true, true, true, true, true, true],
      ...[false, false, false],
    ]);
  });
});
