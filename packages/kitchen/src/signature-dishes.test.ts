import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { isoDay } from '../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import type { Goal } from './goals.ts';
import { recipeById } from './library.ts';
import type { PantryItem } from './pantry.ts';
import { coverRecipe, indexPantry } from './pantry-cover.ts';
import { suggestRecipes } from './rank-recipes.ts';
import { signatureOf } from './signature-dishes.ts';

/** A fridge stocked for a dish gets that dish (issue 15: the obvious dish of the household's kitchen). */

const titles = (pantry: PantryItem[], goal: Goal, seed: number) =>
  suggestRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal,
    servings: 4,
    today: isoDay(0),
    seed,
    limit: 5,
  }).map((suggestion) => suggestion.recipe.title);

const kept = (...ids: string[]) => ids.map((id) => pantryItem(id, null, null, null));

describe('the dish a fridge was stocked for', () => {
  it('cooks the mapo tofu of a fridge with chilli bean paste, Sichuan pepper, tofu and pork mince', () => {
    const pantry = [
      pantryItem('tofu', 400, 'g', isoDay(2)),
      pantryItem('minced-pork', 250, 'g', isoDay(2)),
      pantryItem('chinese-cabbage', 1, null, isoDay(4)),
      pantryItem('spring-onion', 6, null, isoDay(4)),
      pantryItem('egg', 6, null, isoDay(12)),
      pantryItem('rice', 2, 'kg', null),
      ...kept('doubanjiang', 'sichuan-pepper', 'cornflour', 'soy-sauce', 'ginger', 'garlic', 'vegetable-oil'),
    ];
    for (const seed of [1, 2, 3])
      expect(titles(pantry, 'use-it-up', seed)[0], `seed ${seed}`).toBe('Mapo tofu');
  });

  it('cooks the lobio of a fridge with kidney beans, walnuts, coriander and red wine vinegar', () => {
    const pantry = [
      pantryItem('spinach', 400, 'g', isoDay(1)),
      pantryItem('aubergine', 2, null, isoDay(2)),
      pantryItem('coriander', 1, 'bunch', isoDay(2)),
      pantryItem('tomato', 6, null, isoDay(3)),
      pantryItem('cucumber', 2, null, isoDay(5)),
      pantryItem('egg', 10, null, isoDay(12)),
      pantryItem('bread', 10, 'slice', isoDay(3)),
      pantryItem('kidney-beans', 3, 'tin', null),
      pantryItem('walnuts', 200, 'g', null),
      ...kept('onion', 'garlic', 'ground-coriander', 'paprika', 'red-wine-vinegar', 'vegetable-oil'),
    ];
    for (const seed of [1, 2, 3]) {
      expect(titles(pantry, 'lighter', seed).slice(0, 3).join(' | '), `seed ${seed}`).toMatch(/Lobio/);
    }
  });

  it('counts only the rare foods kept in for it, two at least, and nothing for a recipe that is a shopping list', () => {
    const lobio = recipeById('lobio-kidney-beans-walnuts');
    expect(lobio).not.toBeNull();
    if (!lobio) return;
    const signature = (pantry: PantryItem[]) =>
      signatureOf(lobio, coverRecipe(lobio, indexPantry(pantry, isoDay(0))));
    const everyday = kept('onion', 'garlic', 'paprika', 'ground-coriander', 'coriander', 'bread');
    const stocked = [
      pantryItem('kidney-beans', 2, 'tin', null),
      pantryItem('walnuts', 200, 'g', null),
      ...kept('red-wine-vinegar'),
      ...everyday,
    ];
    expect(signature(stocked)).toBeGreaterThan(0);
    // One rare food is not a cuisine, and everyday foods say nothing.
    expect(signature([pantryItem('walnuts', 200, 'g', null), ...everyday])).toBe(0);
    // Held, but the rest must be bought: no lift.
    expect(
      signature([pantryItem('kidney-beans', 2, 'tin', null), pantryItem('walnuts', 200, 'g', null)]),
    ).toBe(0);
    // A food that only stands in for the one written was not bought for this dish.
    expect(
      signatureOf(lobio, coverRecipe(lobio, indexPantry(stocked, isoDay(0))), new Set(['walnuts'])),
    ).toBe(0);
  });
});
