import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient } from './catalog.ts';
import {
  ALLERGENS,
  DIETS,
  type DietProfile,
  isAllergen,
  isAllowed,
  isDiet,
  MIXES,
  NO_RESTRICTIONS,
  recipeAllowed,
} from './diet-profile.ts';
import { recipeById } from './library.ts';
import { suggestRecipes } from './rank-recipes.ts';
import { recipeFromRow } from './recipe-row.ts';

const profile = (diets: DietProfile['diets'], allergens: DietProfile['allergens'] = []): DietProfile => ({
  diets,
  allergens,
  dislikes: [],
});

describe('DIETS and ALLERGENS', () => {
  it('are the lists the API validates against: five diets and the 14 EU allergens as the catalog names them', () => {
    expect(DIETS).toEqual(['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free']);
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS).toContain('crustaceans');
    expect(isDiet('vegan')).toBe(true);
    expect(isDiet('paleo')).toBe(false);
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('nuts')).toBe(false);
  });
});

describe('isAllowed', () => {
  it('allows everything the catalog knows when there are no restrictions, and nothing it does not know', () => {
    expect(allIngredients().every((ingredient) => isAllowed(ingredient.id, NO_RESTRICTIONS))).toBe(true);
    expect(isAllowed('unicorn-steak', NO_RESTRICTIONS)).toBe(false);
  });

  it('keeps meat, fish and shellfish, and the sauces and gelling agents made from them, from vegetarians', () => {
    const vegetarian = profile(['vegetarian']);
    for (const id of [
      'chicken-breast',
      'salmon',
      'prawn',
      'fish-sauce',
      'worcestershire-sauce',
      'gelatine',
    ]) {
      expect(isAllowed(id, vegetarian), id).toBe(false);
    }
    for (const id of ['egg', 'cheddar', 'honey', 'tofu', 'soy-sauce'])
      expect(isAllowed(id, vegetarian), id).toBe(true);
  });

  it('keeps dairy, eggs and honey from vegans as well', () => {
    const vegan = profile(['vegan']);
    for (const id of ['butter', 'egg', 'honey', 'naan', 'pesto'])
      expect(isAllowed(id, vegan), id).toBe(false);
    for (const id of ['tofu', 'oat-milk', 'margarine', 'maple-syrup'])
      expect(isAllowed(id, vegan), id).toBe(true);
  });

  it('lets pescatarians have fish but not meat', () => {
    const pescatarian = profile(['pescatarian']);
    expect(isAllowed('salmon', pescatarian)).toBe(true);
    expect(isAllowed('prawn', pescatarian)).toBe(true);
    expect(isAllowed('bacon', pescatarian)).toBe(false);
    expect(isAllowed('chicken-stock', pescatarian)).toBe(false);
  });

  it('reads gluten-free and dairy-free from the facts and the allergens', () => {
    const glutenFree = profile(['gluten-free']);
    expect(isAllowed('soy-sauce', glutenFree)).toBe(false);
    expect(isAllowed('tamari', glutenFree)).toBe(true);
    expect(isAllowed('oat-milk', glutenFree)).toBe(false);
    const dairyFree = profile(['dairy-free']);
    expect(isAllowed('butter', dairyFree)).toBe(false);
    expect(isAllowed('margarine', dairyFree)).toBe(true);
  });

  it('keeps out every ingredient that carries a chosen allergen', () => {
    expect(isAllowed('tahini', profile([], ['sesame']))).toBe(false);
    expect(isAllowed('red-curry-paste', profile([], ['crustaceans']))).toBe(false);
    expect(isAllowed('curry-powder', profile([], ['mustard']))).toBe(false);
    expect(isAllowed('dried-apricots', profile([], ['sulphites']))).toBe(false);
    expect(isAllowed('garam-masala', profile([], ['mustard']))).toBe(true);
  });

  it('keeps out what the cook dislikes', () => {
    expect(isAllowed('coriander', { diets: [], allergens: [], dislikes: ['coriander'] })).toBe(false);
    expect(isAllowed('parsley', { diets: [], allergens: [], dislikes: ['coriander'] })).toBe(true);
  });

  it('keeps out the kinds of a disliked food, and not the foods that only share its name', () => {
    const noMushrooms = { diets: [], allergens: [], dislikes: ['mushroom'] };
    for (const id of ['chestnut-mushroom', 'portobello-mushroom', 'oyster-mushroom'])
      expect(isAllowed(id, noMushrooms), id).toBe(false);
    expect(isAllowed('egg', { diets: [], allergens: [], dislikes: ['duck-egg'] })).toBe(true);
    expect(isAllowed('duck-egg', { diets: [], allergens: [], dislikes: ['egg'] })).toBe(false);
    expect(isAllowed('peanut-butter', { diets: [], allergens: [], dislikes: ['butter'] })).toBe(true);
    expect(isAllowed('coconut-milk', { diets: [], allergens: [], dislikes: ['milk'] })).toBe(true);
  });

  it('keeps out a mixed pack that holds a disliked food: mixed peppers for green peppers, mixed beans for kidney beans', () => {
    const dislike = (id: string) => ({ diets: [], allergens: [], dislikes: [id] });
    expect(isAllowed('mixed-peppers', dislike('green-pepper'))).toBe(false);
    expect(isAllowed('red-pepper', dislike('green-pepper'))).toBe(true);
    expect(isAllowed('mixed-beans', dislike('kidney-beans'))).toBe(false);
    expect(isAllowed('chickpeas', dislike('kidney-beans'))).toBe(true);
    expect(isAllowed('seafood-mix', dislike('squid'))).toBe(false);
    // The bag of frozen mixed vegetables a pan-fried plate now serves as its side.
    expect(isAllowed('frozen-mixed-veg', dislike('frozen-peas'))).toBe(false);
    expect(isAllowed('frozen-mixed-veg', dislike('carrot'))).toBe(false);
  });

  it('names only catalog foods among the mixed packs and what they hold', () => {
    const unknown = Object.entries(MIXES)
      .flatMap(([pack, parts]) => [pack, ...parts])
      .filter((id) => getIngredient(id) === null);
    expect(unknown).toEqual([]);
  });

  it('never offers a mushroom-hater a dish with mushrooms standing in (the blind set’s strogonoff)', () => {
    const pantry = [
      'chicken-breast',
      'single-cream',
      'onion',
      'garlic',
      'tomato-puree',
      'ketchup',
      'rice',
    ].map((ingredientId, at) => ({
      id: `item-${at}`,
      ingredientId,
      name: ingredientId,
      quantity: null,
      unit: null,
      place: 'fridge' as const,
      expiresOn: at === 0 ? '2025-06-02' : null,
      expiryEstimated: false,
      opened: false,
    }));
    const profile = { diets: [], allergens: [], dislikes: ['mushroom'] };
    const shown = suggestRecipes({
      pantry,
      profile,
      goal: 'family',
      servings: 4,
      today: '2025-06-01',
      seed: 1,
      limit: 8,
    });
    const names = shown.flatMap((each) =>
      each.recipe.ingredients.map((line) => getIngredient(line.ingredientId)?.name ?? ''),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(names.filter((name) => /mushroom|shiitake|enoki/i.test(name))).toEqual([]);
  });
});

describe('recipeAllowed', () => {
  it('judges library recipes by their ingredients', () => {
    const bolognese = recipeById('spaghetti-bolognese');
    const aglio = recipeById('spaghetti-aglio-olio');
    if (!bolognese || !aglio) throw new Error('library recipes missing');
    expect(recipeAllowed(bolognese, profile(['vegetarian']))).toBe(false);
    expect(recipeAllowed(aglio, profile(['vegan']))).toBe(true);
    expect(recipeAllowed(aglio, profile(['gluten-free']))).toBe(false);
  });

  it('ignores what the tags claim, and counts optional ingredients too', () => {
    const row = {
      id: 'buttered-toast',
      title: 'Buttered toast',
      description: 'Toast with butter, tagged vegan by mistake.',
      cuisine: 'british',
      mealTypes: ['breakfast'],
      servings: 1,
      prepMinutes: 1,
      cookMinutes: 3,
      tags: ['vegan'],
      steps: ['Toast the bread and spread with the butter; add honey if you like.'],
    } as const;
    const toast = recipeFromRow({
      ...row,
      ingredients: [
        ['bread', 2],
        ['butter', 10, 'g'],
      ],
    });
    expect(recipeAllowed(toast, profile(['vegan']))).toBe(false);
    const withHoney = recipeFromRow({
      ...row,
      ingredients: [
        ['bread', 2],
        ['margarine', 10, 'g'],
        ['honey', 1, 'tsp', { optional: true }],
      ],
    });
    expect(recipeAllowed(withHoney, profile(['vegan']))).toBe(false);
    expect(recipeAllowed(withHoney, profile(['vegetarian']))).toBe(true);
  });
});
