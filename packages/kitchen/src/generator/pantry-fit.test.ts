import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { getIngredient } from '../catalog.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { generateRecipes } from './generate-recipes.ts';

const TODAY = '2025-06-02';

/** A Sunday roast fridge: a 1.6 kg chicken going off, five carrots, parsnips, potatoes and thyme. */
const ROAST = [
  pantryItem('whole-chicken', 1.6, 'kg', '2025-06-04'),
  pantryItem('potato', 1.5, 'kg', '2025-06-16'),
  pantryItem('carrot', 5, null, '2025-06-11'),
  pantryItem('parsnip', 4, null, '2025-06-10'),
  pantryItem('onion', 3, null, null),
  pantryItem('thyme', 20, 'g', '2025-06-07'),
  pantryItem('gravy-granules', null, null, null),
];

const options = { profile: NO_RESTRICTIONS, today: TODAY, mealType: 'dinner' as const, limit: 12 };

describe('amounts fitted to the pantry', () => {
  it('roasts the whole chicken the cook has, not "1000 g whole chicken"', () => {
    const roasts = [1, 2, 3].flatMap((seed) =>
      generateRecipes({ ...options, pantry: ROAST, goal: 'family', servings: 4, seed }).filter((recipe) =>
        recipe.ingredients.some((line) => line.ingredientId === 'whole-chicken'),
      ),
    );
    expect(roasts.length).toBeGreaterThan(0);
    for (const recipe of roasts) {
      const chicken = recipe.ingredients.find((line) => line.ingredientId === 'whole-chicken');
      expect(chicken?.quantity, recipe.title).toBe(1600);
    }
  });

  it('uses the five carrots there are rather than sending the cook out for one more', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const suggestion of suggestRecipes({
        ...options,
        pantry: ROAST,
        goal: 'family',
        servings: 4,
        seed,
      })) {
        if (suggestion.recipe.source !== 'generated') continue;
        expect(
          suggestion.missing.map((line) => line.ingredientId),
          suggestion.recipe.title,
        ).not.toContain('carrot');
      }
    }
  });

  it('uses the green beans going off the day after tomorrow and the one onion there is, buying no top-up of either', () => {
    const pantry = [
      pantryItem('hake', 600, 'g', '2025-06-03'),
      pantryItem('green-bean', 250, 'g', '2025-06-04'),
      pantryItem('onion', 1, null, null),
      pantryItem('tomato', 3, null, '2025-06-06'),
      pantryItem('turmeric', 40, 'g', null),
      pantryItem('rice', 1, 'kg', null),
    ];
    const shown = [1, 2, 3].flatMap((seed) =>
      suggestRecipes({ ...options, pantry, goal: 'use-it-up', servings: 4, seed }).filter(
        (each) => each.recipe.source === 'generated',
      ),
    );
    const withBeans = shown.filter((each) =>
      each.recipe.ingredients.some((line) => line.ingredientId === 'green-bean'),
    );
    expect(withBeans.length).toBeGreaterThan(0);
    for (const suggestion of shown) {
      const bought = suggestion.missing.map((line) => line.ingredientId);
      expect(bought, suggestion.recipe.title).not.toContain('green-bean');
      expect(bought, suggestion.recipe.title).not.toContain('onion');
    }
  });

  it('finishes a dish with a fresh herb, never with dried thyme or mixed herbs scattered raw', () => {
    const pantry = [
      pantryItem('smoked-mackerel', 2, null, '2025-06-03'),
      pantryItem('chicken-thigh', 600, 'g', '2025-06-04'),
      pantryItem('egg', 6, null, '2025-06-20'),
      pantryItem('potato', 1, 'kg', '2025-06-16'),
      pantryItem('carrot', 4, null, '2025-06-11'),
      pantryItem('onion', 3, null, null),
      pantryItem('rice', 1, 'kg', null),
      pantryItem('dried-thyme', 20, 'g', null),
      pantryItem('mixed-herbs', 20, 'g', null),
      pantryItem('dried-oregano', 20, 'g', null),
    ];
    const raw = [1, 2, 3, 4].flatMap((seed) =>
      generateRecipes({ ...options, pantry, goal: 'use-it-up', servings: 4, seed }).flatMap((recipe) =>
        recipe.steps
          .filter((step) => /(scatter|sprinkl|garnish)[^.]*(dried|mixed herbs)/i.test(step.text))
          .map((step) => `${recipe.title}: ${step.text}`),
      ),
    );
    expect(raw).toEqual([]);
  });

  it('measures salt and pepper for eight by the spoon, never "8 pinch"', () => {
    const recipes = generateRecipes({ ...options, pantry: ROAST, goal: 'use-it-up', servings: 8, seed: 1 });
    const pinches = recipes.flatMap((recipe) =>
      recipe.ingredients.filter((line) => line.unit === 'pinch' && line.quantity > 4),
    );
    expect(pinches).toEqual([]);
    expect(recipes.some((recipe) => recipe.ingredients.some((line) => line.unit === 'tsp'))).toBe(true);
  });

  it("asks for hen's eggs, not duck eggs, when the fridge has none", () => {
    const pantry = [
      pantryItem('frozen-peas', 500, 'g'),
      pantryItem('onion', 2, null),
      pantryItem('feta', 200, 'g'),
    ];
    const bought = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) =>
      suggestRecipes({
        ...options,
        mealType: undefined,
        pantry,
        goal: 'use-it-up',
        servings: 2,
        seed,
      }).flatMap((suggestion) => suggestion.missing.map((line) => line.ingredientId)),
    );
    expect(bought).toContain('egg');
    expect(bought).not.toContain('duck-egg');
    expect(getIngredient('duck-egg')).not.toBeNull();
  });

  it('leaves no half avocado or last bit of a bag to rot when they go off tomorrow', () => {
    const pantry = [
      pantryItem('avocado', 2, null, '2025-06-03'),
      pantryItem('spinach', 150, 'g', '2025-06-03'),
      pantryItem('black-beans', 2, 'tin', null),
      pantryItem('egg', 6, null, '2025-06-20'),
    ];
    const recipes = [1, 2, 3].flatMap((seed) =>
      generateRecipes({ ...options, mealType: 'lunch', pantry, goal: 'use-it-up', servings: 2, seed }),
    );
    const lines = (id: string) =>
      recipes.flatMap((recipe) => recipe.ingredients.filter((line) => line.ingredientId === id));
    expect(lines('avocado').length + lines('spinach').length).toBeGreaterThan(0);
    for (const line of lines('avocado')) {
      expect(Number.isInteger(line.quantity), `${line.quantity} avocado`).toBe(true);
      expect(2 - (line.quantity ?? 0), 'avocado left').not.toBe(0.5);
    }
    for (const line of lines('spinach')) {
      const left = 150 - (line.quantity ?? 0);
      expect(left === 0 || left >= (line.quantity ?? 0) / 2, `${line.quantity} g of 150 g spinach`).toBe(
        true,
      );
    }
  });

  it('makes the meal of the protein the cook has rather than sending them out for the last 100 g', () => {
    const pantry = [
      pantryItem('tofu', 300, 'g', '2025-06-05'),
      pantryItem('rump-steak', 400, 'g', '2025-06-03'),
      pantryItem('spring-onion', 4, null, '2025-06-06'),
      pantryItem('rice', 1, 'kg', null),
      pantryItem('soy-sauce', 150, 'ml', null),
    ];
    for (const goal of ['use-it-up', 'high-protein'] as const) {
      for (const suggestion of suggestRecipes({ ...options, pantry, goal, servings: 2, seed: 1 })) {
        if (suggestion.recipe.source !== 'generated') continue;
        const bought = suggestion.missing.map((line) => line.ingredientId);
        expect(bought, `${goal}: ${suggestion.recipe.title}`).not.toContain('tofu');
        expect(bought, `${goal}: ${suggestion.recipe.title}`).not.toContain('rump-steak');
      }
    }
  });

  it('fries the pouch of cooked rice the cook has for three rather than buying 70 g more', () => {
    const pantry = [
      pantryItem('cooked-chicken', 400, 'g', '2025-06-03'),
      pantryItem('microwave-rice', 500, 'g', '2025-06-03'),
      pantryItem('egg', 6, null, '2025-06-12'),
      pantryItem('spring-onion', 3, null, '2025-06-06'),
      pantryItem('frozen-peas', 500, 'g', null),
      pantryItem('soy-sauce', 150, 'ml', null),
      pantryItem('vegetable-oil', 500, 'ml', null),
    ];
    const dishes = generateRecipes({
      ...options,
      pantry,
      goal: 'use-it-up',
      servings: 3,
      seed: 1,
      limit: 16,
    });
    const fried = dishes.filter((recipe) =>
      recipe.ingredients.some((line) => line.ingredientId === 'microwave-rice'),
    );
    expect(fried.length).toBeGreaterThan(0);
    for (const recipe of fried) {
      const rice = recipe.ingredients.find((line) => line.ingredientId === 'microwave-rice');
      expect(rice?.quantity, recipe.title).toBeLessThanOrEqual(500);
    }
  });

  it('makes fried rice only of rice the cook has, never of a pouch bought for it', () => {
    const pantry = [
      pantryItem('ham', 150, 'g', '2025-06-04'),
      pantryItem('broccoli', 200, 'g', '2025-06-03'),
      pantryItem('frozen-peas', 500, 'g', null),
      pantryItem('egg', 6, null, '2025-06-12'),
      pantryItem('spring-onion', 3, null, '2025-06-06'),
      pantryItem('soy-sauce', 150, 'ml', null),
      pantryItem('pasta', 500, 'g', null),
    ];
    for (const seed of [1, 2, 3]) {
      const dishes = generateRecipes({ ...options, pantry, goal: 'use-it-up', servings: 3, seed, limit: 30 });
      expect(dishes.length).toBeGreaterThan(0);
      expect(
        dishes.filter((recipe) => /fried rice/i.test(recipe.title)).map((recipe) => recipe.title),
      ).toEqual([]);
      const withRice = generateRecipes({
        ...options,
        pantry: [...pantry, pantryItem('rice', 1, 'kg', null)],
        goal: 'use-it-up',
        servings: 3,
        seed,
        limit: 30,
      });
      expect(withRice.some((recipe) => /fried rice/i.test(recipe.title))).toBe(true);
    }
  });

  it('makes no 13-egg frittata of a dozen eggs: pieces the cook counted are what they are', () => {
    const dozen = [pantryItem('egg', 12, null, '2025-06-16'), pantryItem('onion', 4, null, null)];
    const frittatas = generateRecipes({
      ...options,
      mealType: 'lunch',
      pantry: [...dozen, pantryItem('frozen-peas', 1, 'kg', null), pantryItem('potato', 5, 'kg', null)],
      goal: 'family',
      servings: 8,
      seed: 1,
    }).filter((recipe) => recipe.id.startsWith('frittata-'));
    expect(frittatas.length).toBeGreaterThan(0);
    for (const frittata of frittatas) {
      const eggs = frittata.ingredients.find((line) => line.ingredientId === 'egg');
      expect(eggs?.quantity).toBeLessThanOrEqual(12);
    }
  });
});
