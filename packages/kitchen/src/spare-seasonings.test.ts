import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { coverRecipe, indexPantry } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';
import { maySpare, spareSeasonings } from './spare-seasonings.ts';

const TODAY = '2026-03-02';

function recipe(title: string, lines: [string, number, string?][]): Recipe {
  return {
    id: 'test',
    title,
    description: '',
    cuisine: 'british',
    mealTypes: ['dinner'],
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 20,
    ingredients: lines.map(([ingredientId, quantity, unit]) => ({
      ingredientId,
      quantity,
      unit: unit ?? null,
    })),
    steps: [{ text: 'Cook it all.' }],
    tags: [],
    source: 'library',
  } as Recipe;
}

/** What is left to buy, and which lines became optional, for a recipe and the foods the cook has. */
function spared(made: Recipe, has: readonly string[]) {
  const { recipe: after, cover } = spareSeasonings(
    made,
    coverRecipe(
      made,
      indexPantry(
        has.map((id) => pantryItem(id, null, null)),
        TODAY,
      ),
    ),
  );
  return {
    toBuy: cover.missing.map((item) => item.ingredientId),
    optional: after.ingredients.filter((line) => line.optional).map((line) => line.ingredientId),
  };
}

const CHILLI = recipe('Beef chilli', [
  ['minced-beef', 500, 'g'],
  ['onion', 1],
  ['garlic', 2],
  ['ground-cumin', 2, 'tsp'],
  ['chilli-powder', 1, 'tsp'],
  ['chopped-tomatoes', 400, 'g'],
  ['tomato-puree', 2, 'tbsp'],
]);

describe('seasonings a cook goes without', () => {
  it('leaves out the garlic, a spice and the purée the cook has none of, while their chilli powder and tomatoes flavour the dish', () => {
    const result = spared(CHILLI, ['minced-beef', 'onion', 'chilli-powder', 'chopped-tomatoes']);
    expect(result.toBuy).toEqual([]);
    expect(result.optional.sort()).toEqual(['garlic', 'ground-cumin', 'tomato-puree']);
  });

  it('buys the spices when the cook holds no other flavour for the dish, and the purée without tomatoes', () => {
    const result = spared(CHILLI, ['minced-beef', 'onion']);
    expect(result.toBuy.sort()).toEqual([
      'chilli-powder',
      'chopped-tomatoes',
      'ground-cumin',
      'tomato-puree',
    ]);
    expect(result.optional).toEqual(['garlic']);
  });

  it('keeps what names the dish: the garlic of garlic mushrooms, the cumin of cumin-roast carrots', () => {
    const mushrooms = recipe('Garlic mushrooms on toast', [
      ['mushroom', 250, 'g'],
      ['garlic', 2],
      ['bread', 2],
    ]);
    expect(spared(mushrooms, ['mushroom', 'bread']).toBuy).toEqual(['garlic']);
    const aglio = recipe('Spaghetti aglio, olio e peperoncino', [
      ['spaghetti', 200, 'g'],
      ['garlic', 4],
      ['chilli-flakes', 1, 'tsp'],
      ['parsley', 10, 'g'],
    ]);
    expect(spared(aglio, ['spaghetti', 'parsley']).toBuy.sort()).toEqual(['chilli-flakes', 'garlic']);
    const carrots = recipe('Cumin-roast carrots', [
      ['carrot', 4],
      ['ground-cumin', 1, 'tsp'],
      ['dried-thyme', 1, 'tsp'],
    ]);
    expect(spared(carrots, ['carrot', 'dried-thyme']).toBuy).toEqual(['ground-cumin']);
  });

  it('spares two spices at most: a curry of five bought spices is still a trip to the shop', () => {
    const curry = recipe('Chicken curry', [
      ['chicken-thigh', 500, 'g'],
      ['garam-masala', 1, 'tsp'],
      ['ground-cumin', 1, 'tsp'],
      ['ground-coriander', 1, 'tsp'],
      ['turmeric', 1, 'tsp'],
      ['chilli-powder', 1, 'tsp'],
    ]);
    const result = spared(curry, ['chicken-thigh', 'garam-masala']);
    expect(result.optional).toHaveLength(2);
    expect(result.toBuy).toHaveLength(2);
  });

  it('never lets the cook go without the dish’s own food', () => {
    expect(spared(CHILLI, ['onion', 'chilli-powder', 'chopped-tomatoes']).toBuy).toEqual(['minced-beef']);
    expect(maySpare('minced-beef')).toBe(false);
    expect(maySpare('garlic')).toBe(true);
    expect(maySpare('dried-oregano')).toBe(true);
  });
});
