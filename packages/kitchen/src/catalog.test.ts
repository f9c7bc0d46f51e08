import { describe, expect, it } from 'vitest';
import {
  allIngredients,
  findIngredient,
  getIngredient,
  gramsFor,
  searchIngredients,
  suggestIngredient,
} from './catalog.ts';

describe('getIngredient', () => {
  it('returns an ingredient by id, or null', () => {
    expect(getIngredient('spring-onion')?.name).toBe('spring onion');
    expect(getIngredient('unicorn')).toBeNull();
  });
});

describe('findIngredient', () => {
  it.each([
    ['Courgette', 'courgette'],
    ['  COURGETTES  ', 'courgette'],
    ['zucchini', 'courgette'],
    ['creme fraiche', 'creme-fraiche'],
    ['Crème Fraîche', 'creme-fraiche'],
    ['jalapeno', 'jalapeno'],
    ['Jalapeños', 'jalapeno'],
    ['spring-onions', 'spring-onion'],
    ["ladies' fingers", 'okra'],
    ['Cherries', 'cherry'],
    ['peaches', 'peach'],
    ['bay leaves', 'bay-leaf'],
  ])('finds "%s" as %s', (text, id) => {
    expect(findIngredient(text)?.id).toBe(id);
  });

  it('finds nothing for unknown or empty text', () => {
    expect(findIngredient('unicorn steak')).toBeNull();
    expect(findIngredient('   ')).toBeNull();
  });

  it('does not guess at typos (that is suggestIngredient)', () => {
    expect(findIngredient('tomatoe')).toBeNull();
  });
});

describe('searchIngredients', () => {
  it('ranks an exact match first, then names starting with the text, then later words, then typos', () => {
    const results = searchIngredients('rice', 40);
    expect(results[0]).toMatchObject({ matched: 'rice', rank: 'exact' });
    expect(results[0]?.ingredient.id).toBe('rice');
    const order = ['exact', 'prefix', 'word-prefix', 'fuzzy'];
    const ranks = results.map((result) => order.indexOf(result.rank));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const ids = results.map((result) => result.ingredient.id);
    expect(ids.indexOf('rice-noodles')).toBeLessThan(ids.indexOf('brown-rice'));
    expect(results.find((result) => result.ingredient.id === 'brown-rice')?.rank).toBe('word-prefix');
    expect(results.find((result) => result.ingredient.id === 'ricotta')?.rank).toBe('fuzzy');
  });

  it('matches aliases and says which one matched', () => {
    expect(searchIngredients('zucc', 3)[0]).toMatchObject({ matched: 'zucchini', rank: 'prefix' });
    expect(searchIngredients('zucc', 3)[0]?.ingredient.id).toBe('courgette');
  });

  it('lists each ingredient once, under its best match', () => {
    const ids = searchIngredients('tomato', 20).map((result) => result.ingredient.id);
    expect(ids[0]).toBe('tomato');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prefers names to aliases among matches of the same kind', () => {
    const first = searchIngredients('chick', 3).map((result) => result.matched);
    expect(first[0]).toBe('chickpeas');
  });

  it('forgives a typo once a few letters are typed', () => {
    expect(searchIngredients('corri', 5).map((result) => result.ingredient.id)).toContain('coriander');
    expect(searchIngredients('brocc', 1)[0]?.ingredient.id).toBe('broccoli');
    expect(searchIngredients('brocoli', 1)[0]).toMatchObject({ rank: 'fuzzy', matched: 'broccoli' });
  });

  it('respects the limit and returns nothing for empty text', () => {
    expect(searchIngredients('s', 5)).toHaveLength(5);
    expect(searchIngredients('', 5)).toEqual([]);
    expect(searchIngredients('qqqqqq', 5)).toEqual([]);
  });
});

describe('suggestIngredient', () => {
  it.each([
    ['tomatoe', 'tomato'],
    ['corriander', 'coriander'],
    ['brocoli', 'broccoli'],
    ['zuchini', 'courgette'],
    ['parmasan', 'parmesan'],
    ['tomtao', 'tomato'],
    ['chiken breast', 'chicken-breast'],
  ])('suggests %s → %s', (typo, id) => {
    expect(suggestIngredient(typo)?.id).toBe(id);
  });

  it('suggests nothing when no name is close', () => {
    expect(suggestIngredient('xyz')).toBeNull();
    expect(suggestIngredient('dragonfly wings')).toBeNull();
    expect(suggestIngredient('ab')).toBeNull();
  });
});

describe('gramsFor', () => {
  it('weighs pieces with USDA portion weights', () => {
    expect(gramsFor('egg', 1, 'piece')).toBe(50);
    expect(gramsFor('onion', 2, 'piece')).toBe(220);
    expect(gramsFor('garlic', 3, 'clove')).toBe(9);
    expect(gramsFor('bread', 2, 'slice')).toBe(58);
  });

  it('weighs cups and spoons with USDA measures', () => {
    expect(gramsFor('rice', 1, 'cup')).toBe(185);
    expect(gramsFor('olive-oil', 2, 'tbsp')).toBe(27);
    expect(gramsFor('plain-flour', 1, 'cup')).toBe(125);
    expect(gramsFor('salt', 1, 'tsp')).toBe(6);
  });

  it('weighs other volumes through the density from the cup weight', () => {
    // 244 g a cup of milk over 236.6 ml: 1.031 g/ml.
    expect(gramsFor('milk', 250, 'ml')).toBeCloseTo(257.75, 2);
    expect(gramsFor('milk', 1, 'l')).toBeCloseTo(1031, 0);
    // 216 g a cup of olive oil: 0.913 g/ml; a US fluid ounce is 29.575 ml.
    expect(gramsFor('olive-oil', 1, 'fl-oz')).toBeCloseTo(27.0, 1);
    // A pinch is a sixteenth of a 6 g teaspoon of salt.
    expect(gramsFor('salt', 1, 'pinch')).toBe(0.375);
  });

  it('converts mass units', () => {
    expect(gramsFor('cheddar', 1, 'kg')).toBe(1000);
    expect(gramsFor('cheddar', 8, 'oz')).toBeCloseTo(226.8, 1);
    expect(gramsFor('minced-beef', 1, 'lb')).toBeCloseTo(453.59, 2);
  });

  it('uses Larder estimates for tins, bunches and handfuls', () => {
    expect(gramsFor('chickpeas', 1, 'tin')).toBe(240);
    expect(gramsFor('chopped-tomatoes', 2, 'tin')).toBe(800);
    expect(gramsFor('coriander', 1, 'bunch')).toBe(30);
    expect(gramsFor('spinach', 1, 'handful')).toBe(30);
  });

  it('returns null when it cannot weigh', () => {
    expect(gramsFor('unicorn', 1, 'g')).toBeNull();
    expect(gramsFor('chicken-breast', 1, 'cup')).toBeNull();
    expect(gramsFor('salt', 1, 'piece')).toBeNull();
    expect(gramsFor('egg', 1, 'clove')).toBeNull();
    expect(gramsFor('egg', -1, 'piece')).toBeNull();
    expect(gramsFor('egg', Number.NaN, 'piece')).toBeNull();
  });
});

describe('diet facts', () => {
  it('marks every food named after a meat as meat, stock cubes included, unless it says it is meat-free', () => {
    const meatWord = /\b(chicken|beef|lamb|pork|ham|bacon|turkey|veal|venison|gammon|chorizo|salami)\b/i;
    const notMeat = /\b(egg|vegetable|vegetarian|meat-free)\b/i;
    const wrong = allIngredients().filter(
      (ingredient) =>
        meatWord.test(ingredient.name) && !notMeat.test(ingredient.name) && !ingredient.diet.meat,
    );
    expect(wrong.map((ingredient) => ingredient.id)).toEqual([]);
  });
});
