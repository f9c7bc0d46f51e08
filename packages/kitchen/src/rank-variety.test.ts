import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { getIngredient } from './catalog.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { isMainMeal } from './goals.ts';
import { LEFTOVER_ONLY } from './leftovers.ts';
import { suggestRecipes } from './rank-recipes.ts';
import { dishType } from './recipe-likeness.ts';

/** Four salmon fillets going off tomorrow, with what goes with them; no meal asked for, as on Today. */
const SALMON = [
  pantryItem('salmon', 4, null, '2025-06-03'),
  pantryItem('broccoli', 1, null, '2025-06-06'),
  pantryItem('new-potato', 1, 'kg', '2025-06-12'),
  pantryItem('lemon', 2, null, '2025-06-16'),
  pantryItem('dill', 20, 'g', '2025-06-05'),
  pantryItem('butter', 200, 'g', '2025-06-22'),
];

describe('what Today shows for a fridge with one food going off', () => {
  it.each([1, 2, 3])('offers several meals on the salmon before any filler (seed %i)', (seed) => {
    const shown = suggestRecipes({
      pantry: SALMON,
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings: 4,
      today: '2025-06-02',
      seed,
      limit: 5,
    });
    const salmon = SALMON[0]?.id ?? '';
    const onSalmon = shown.filter((suggestion) => suggestion.usesPantry.includes(salmon));
    expect(onSalmon.length, shown.map((s) => s.recipe.title).join(' | ')).toBeGreaterThanOrEqual(3);
    for (const suggestion of shown.slice(0, 3)) {
      expect(isMainMeal(suggestion.recipe.mealTypes), suggestion.recipe.title).toBe(true);
    }
  });
});

describe('generated dishes from a fridge with food in it', () => {
  it('are built on something the cook has, never a soup of bought carrots beside mussels going off', () => {
    const pantry = [
      pantryItem('mussel', 1, 'kg', '2025-06-02'),
      pantryItem('white-wine', 750, 'ml'),
      pantryItem('shallot', 3, null, '2025-06-20'),
      pantryItem('parsley', 30, 'g', '2025-06-06'),
      pantryItem('double-cream', 150, 'ml', '2025-06-07'),
      pantryItem('baguette', 1, null, '2025-06-04'),
    ];
    for (const seed of [1, 2, 3, 4]) {
      const shown = suggestRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'use-it-up',
        servings: 2,
        mealType: 'dinner',
        today: '2025-06-02',
        seed,
        limit: 5,
      });
      for (const { recipe, lines } of shown.filter((s) => s.recipe.source === 'generated')) {
        // Its protein, vegetables or fruit (onions and shallots aside): at least one from the fridge.
        const heart = recipe.ingredients.flatMap((line, index) => {
          const roles = getIngredient(line.ingredientId)?.roles ?? [];
          const main = ['protein', 'vegetable', 'fruit'].some((role) => roles.includes(role as never));
          return main && !roles.includes('aromatic') ? [lines[index]?.held ?? 0] : [];
        });
        expect(
          heart.some((held) => held !== 0),
          recipe.title,
        ).toBe(true);
      }
    }
  });
});

describe('what a suggestion asks the cook to buy', () => {
  it('is never a leftover no shop sells, even when "quick" wants the fastest pasta', () => {
    const pantry = [
      pantryItem('chicken-breast', 400, 'g', '2025-06-03'),
      pantryItem('broccoli', 1, null, '2025-06-05'),
      pantryItem('jasmine-rice', 500, 'g'),
      pantryItem('ginger', null, null),
      pantryItem('soy-sauce', null, null),
      pantryItem('honey', null, null),
    ];
    const bought = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      suggestRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'quick',
        servings: 2,
        today: '2025-06-02',
        seed,
        limit: 8,
      }).flatMap((suggestion) => suggestion.missing.map((line) => line.ingredientId)),
    );
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.filter((id) => LEFTOVER_ONLY.has(id))).toEqual([]);
  });
});

describe('the same dish twice', () => {
  it('never shows two dishes of one kind built on the same things (moules marinière and mussels in wine)', () => {
    const pantry = [
      pantryItem('mussel', 1, 'kg', '2025-06-02'),
      pantryItem('white-wine', 750, 'ml'),
      pantryItem('shallot', 3, null, '2025-06-20'),
      pantryItem('garlic', 10, 'clove'),
      pantryItem('butter', 250, 'g', '2025-06-20'),
      pantryItem('parsley', 30, 'g', '2025-06-06'),
      pantryItem('baguette', 1, null, '2025-06-04'),
      pantryItem('spaghetti', 500, 'g'),
    ];
    for (const seed of [1, 2, 3]) {
      const shown = suggestRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'use-it-up',
        servings: 2,
        today: '2025-06-02',
        seed,
        limit: 5,
        mealType: 'dinner',
      });
      // Mussels cooked in white wine are one dish under two names; Thai coconut mussels or mussels with
      // chorizo and tomato are other dishes, and welcome when the mussels are due today.
      const inWhiteWine = shown.filter(
        (each) =>
          /mussels|moules/i.test(each.recipe.title) &&
          each.recipe.ingredients.some((line) => line.ingredientId === 'white-wine' && !line.optional) &&
          !each.recipe.ingredients.some((line) =>
            ['coconut-milk', 'chorizo', 'chopped-tomatoes'].includes(line.ingredientId),
          ),
      );
      expect(inWhiteWine.length, shown.map((each) => each.recipe.title).join('; ')).toBeLessThanOrEqual(1);
      expect(shown.some((each) => each.usesPantry.some((id) => id.includes('mussel')))).toBe(true);
    }
  });
});

describe('from the cook reviews of round one', () => {
  const suggest = (pantry: ReturnType<typeof pantryItem>[], servings = 2, limit = 5) =>
    suggestRecipes({
      pantry,
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings,
      today: '2025-06-02',
      seed: 1,
      limit,
    });

  it('never shows a cottage pie and a hachis parmentier of the same mince: one dish under two names', () => {
    const shown = suggest(
      [
        pantryItem('minced-beef', 500, 'g', '2025-06-03'),
        pantryItem('potato', 1.5, 'kg', '2025-06-16'),
        pantryItem('carrot', 4, null, '2025-06-12'),
        pantryItem('onion', 3, null),
        pantryItem('chopped-tomatoes', 2, 'tin'),
      ],
      5,
      10,
    ).map((suggestion) => suggestion.recipe.id);
    const pies = shown.filter((id) => id.startsWith('mince-pie-'));
    expect(pies.length, shown.join(' | ')).toBeLessThanOrEqual(1);
  });

  it('stir-fries the chicken with the green beans the cook has, buying no second vegetable for two', () => {
    const stirFry = suggest(
      [
        pantryItem('chicken-breast', 300, 'g', '2025-06-03'),
        pantryItem('green-bean', 200, 'g', '2025-06-04'),
        pantryItem('rice', 1, 'kg'),
        pantryItem('soy-sauce', null, null),
      ],
      2,
      20,
    ).find((suggestion) => suggestion.recipe.id.startsWith('stir-fry-'));
    expect(stirFry, 'a stir-fry is offered').toBeDefined();
    const bought = stirFry?.missing.map((line) => getIngredient(line.ingredientId)) ?? [];
    expect(bought.filter((ingredient) => ingredient?.roles.includes('vegetable'))).toEqual([]);
  });

  it('shows no starter-sized soup or side as a main after the first three', () => {
    const shown = suggest(
      [
        pantryItem('whole-chicken', 1.6, 'kg', '2025-06-04'),
        pantryItem('potato', 1.5, 'kg', '2025-06-16'),
        pantryItem('carrot', 5, null, '2025-06-11'),
        pantryItem('parsnip', 4, null, '2025-06-10'),
        pantryItem('onion', 3, null),
        pantryItem('chicken-stock-cube', 10, null),
      ],
      4,
    );
    for (const suggestion of shown.slice(3)) {
      expect(suggestion.nutritionPerServing.kcal, suggestion.recipe.title).toBeGreaterThanOrEqual(300);
    }
  });
});

describe('one of a kind around one food among the first three', () => {
  it('shows one frittata of the eggs, not a pea one and a cheese one (an Irish budget fridge)', () => {
    const pantry = [
      pantryItem('cooked-potatoes', 1.2, 'kg', '2025-06-03'),
      pantryItem('savoy-cabbage', 1, null, '2025-06-04'),
      pantryItem('bacon', 300, 'g', '2025-06-07'),
      pantryItem('sausage', 12, null, '2025-06-08'),
      pantryItem('spring-onion', 6, null, '2025-06-06'),
      pantryItem('onion', 3, null, '2025-06-22'),
      pantryItem('carrot', 1, 'kg', '2025-06-14'),
      pantryItem('egg', 12, null, '2025-06-16'),
      pantryItem('milk', 2, 'l', '2025-06-07'),
      pantryItem('butter', 454, 'g', '2025-07-02'),
      pantryItem('cheddar', 400, 'g', '2025-06-27'),
      pantryItem('bread', 20, 'slice', '2025-06-06'),
      pantryItem('plain-flour', 2, 'kg'),
      pantryItem('baked-beans', 2, 'tin'),
      pantryItem('frozen-peas', 1, 'kg'),
      pantryItem('chicken-stock-cube', null, null),
    ];
    for (const seed of [1, 2, 3]) {
      const firstThree = suggestRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'budget',
        servings: 6,
        mealType: 'dinner',
        today: '2025-06-02',
        seed,
        limit: 5,
      }).slice(0, 3);
      const titles = firstThree.map((each) => each.recipe.title);
      const setInAPan = titles.filter((title) => dishType(title) === 'frittata');
      expect(setInAPan.length, titles.join(' | ')).toBeLessThanOrEqual(1);
    }
  });
});
