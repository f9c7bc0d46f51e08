import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { generateDishes } from './generate-recipes.ts';

/**
 * Issue 15 point 1, dishes in several styles for every protein: turkey steaks go wherever chicken breast
 * does, wings where drumsticks roast. A turkey fridge had three dishes in all (stir-fry, pan-fry, pilaf).
 */

const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';

const FRIDGE = [
  pantryItem('potato', 1, 'kg'),
  pantryItem('tomato', 4, null, '2025-06-05'),
  pantryItem('cucumber', 1, null, '2025-06-05'),
  pantryItem('lettuce', 1, null, '2025-06-04'),
  pantryItem('rice', 1, 'kg'),
  pantryItem('onion', 3, null),
  pantryItem('lemon', 2, null),
  pantryItem('olive-oil', 500, 'ml'),
  pantryItem('salt', null, null),
  pantryItem('black-pepper', null, null),
  pantryItem('garlic', 6, null),
];

const dishesOf = (pantry: PantryItem[], seed = 1) =>
  generateDishes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings: 3,
    mealType: 'dinner',
    today: TODAY,
    seed,
    limit: 60,
  });

const built = (pantry: PantryItem[], id: string) =>
  dishesOf(pantry).filter((dish) => dish.recipe.ingredients.some((line) => line.ingredientId === id));

describe('proteins cooked as their twins are', () => {
  it('makes a turkey curry, tray bake and salad of turkey steaks, as of chicken breast, never buying chicken', () => {
    const turkey = built([pantryItem('turkey-breast', 500, 'g', TOMORROW), ...FRIDGE], 'turkey-breast');
    const kinds = new Set(turkey.map((dish) => dish.archetype));
    for (const kind of ['curry', 'tray-bake', 'salad']) expect([...kinds], kind).toContain(kind);
    for (const dish of turkey) {
      expect(dish.recipe.ingredients.map((line) => line.ingredientId)).not.toContain('chicken-breast');
      expect(recipeProblems(dish.recipe), dish.recipe.title).toEqual([]);
    }
  });

  it('roasts chicken wings in a tray bake as long as drumsticks, until no pink is left at the bone', () => {
    const wings = built([pantryItem('chicken-wing', 1, 'kg', TOMORROW), ...FRIDGE], 'chicken-wing');
    const trays = wings.filter((dish) => dish.archetype === 'tray-bake');
    expect(trays.length).toBeGreaterThan(0);
    for (const dish of trays) {
      const steps = dish.recipe.steps.map((step) => step.text).join(' ');
      expect(steps, dish.recipe.title).toMatch(/no pink at the bone/);
      expect(recipeProblems(dish.recipe), dish.recipe.title).toEqual([]);
    }
  });
});

describe('the second meal of a roast chicken', () => {
  it('makes a chicken noodle soup of carrot and celery in chicken stock, and no "British" one of bought fish sauce', () => {
    const pantry = [
      pantryItem('cooked-chicken', 500, 'g', TOMORROW),
      pantryItem('celery', 6, null, '2025-06-04'),
      pantryItem('carrot', 4, null, '2025-06-10'),
      pantryItem('egg-noodles', 250, 'g'),
      pantryItem('chicken-stock', 1, 'l'),
      ...FRIDGE,
    ];
    const soups = dishesOf(pantry).filter((dish) => dish.recipe.cuisine === 'american');
    const soup = soups.find((dish) => dish.archetype === 'noodle-soup');
    expect(soup?.recipe.title).toMatch(/chicken.*noodle soup/i);
    const ids = soup?.recipe.ingredients.map((line) => line.ingredientId) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['celery', 'carrot', 'egg-noodles', 'chicken-stock']));
    expect(soup?.cover.missing).toEqual([]);
    for (const dish of dishesOf(pantry)) {
      const bought = dish.cover.missing.map((line) => line.ingredientId);
      expect(bought, dish.recipe.title).not.toContain('fish-sauce');
    }
  });
});

describe('warm sweet spices', () => {
  it('puts about a teaspoon of ground cinnamon in a pilau for eight, not four', () => {
    const pantry = [
      pantryItem('chickpeas', 2, 'tin'),
      pantryItem('carrot', 1, 'kg', '2025-06-03'),
      pantryItem('basmati-rice', 2, 'kg'),
      pantryItem('garam-masala', null, null),
      pantryItem('ground-cinnamon', null, null),
      pantryItem('chicken-stock', 2, 'l'),
      ...FRIDGE,
    ];
    const spiced = [1, 2, 3].flatMap((seed) =>
      generateDishes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'budget',
        servings: 8,
        mealType: 'dinner',
        today: TODAY,
        seed,
        limit: 60,
      }).flatMap((dish) => dish.recipe.ingredients.filter((line) => line.ingredientId === 'ground-cinnamon')),
    );
    expect(spiced.length).toBeGreaterThan(0);
    for (const line of spiced) {
      expect(line.unit).toBe('tsp');
      expect(line.quantity).toBeLessThanOrEqual(1.5);
    }
  });
});
