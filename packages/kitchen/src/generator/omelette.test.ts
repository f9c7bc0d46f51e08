import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay } from '../../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { suggestRecipes } from '../rank-recipes.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { generateRecipes } from './generate-recipes.ts';

/**
 * Omelettes (issue 15): the twenty-minute supper of a near-empty fridge with eggs, the end of the bacon and
 * a handful of spinach, which a frittata (grilled, cut in wedges) misses by a minute or two.
 */

const NEAR_EMPTY = [
  pantryItem('bacon', 150, 'g', isoDay(1)),
  pantryItem('spinach', 60, 'g', isoDay(1)),
  pantryItem('egg', 4, null, isoDay(10)),
  pantryItem('cheddar', 100, 'g', isoDay(20)),
  pantryItem('potato', 2, null, isoDay(10)),
  pantryItem('butter', 80, 'g', isoDay(20)),
  pantryItem('salt', null, null, null),
  pantryItem('black-pepper', null, null, null),
];

const text = (steps: readonly { text: string }[]) => steps.map((step) => step.text).join(' ');

describe('omelettes', () => {
  it('are the quick supper of eggs, the bacon and spinach going off, and cheddar, buying nothing', () => {
    const shown = suggestRecipes({
      pantry: NEAR_EMPTY,
      profile: NO_RESTRICTIONS,
      goal: 'quick',
      servings: 2,
      mealType: 'dinner',
      maxMinutes: 20,
      today: isoDay(0),
      seed: 1,
      limit: 5,
    });
    const omelette = shown.slice(0, 3).find((each) => each.recipe.id.startsWith('omelette-'));
    expect(omelette?.recipe.title).toMatch(/omelette$/);
    if (!omelette) return;
    const used = omelette.recipe.ingredients.map((line) => line.ingredientId);
    expect(used).toEqual(expect.arrayContaining(['egg', 'bacon', 'spinach', 'cheddar']));
    expect(omelette.missing).toEqual([]);
    expect(omelette.recipe.prepMinutes + omelette.recipe.cookMinutes).toBeLessThanOrEqual(20);
    const steps = text(omelette.recipe.steps);
    // The bacon crisps first and the spinach wilts in its fat; the eggs are set one omelette at a time.
    expect(steps.indexOf('cook the bacon')).toBeLessThan(steps.indexOf('Add the spinach'));
    expect(steps).toMatch(/one omelette for each person/);
    expect(recipeProblems(omelette.recipe)).toEqual([]);
  });

  it('take longer the more people there are, one omelette after another, and are not made for more than four', () => {
    const pantry = [
      pantryItem('egg', 24, null, isoDay(10)),
      pantryItem('mushroom', 400, 'g', isoDay(2)),
      pantryItem('gruyere', 200, 'g', isoDay(20)),
      pantryItem('butter', 250, 'g', isoDay(20)),
    ];
    const omeletteFor = (servings: number) =>
      generateRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'use-it-up',
        servings,
        today: isoDay(0),
        seed: 3,
        limit: 40,
      }).find((recipe) => recipe.id.startsWith('omelette-'));
    const minutes = (servings: number) => {
      const omelette = omeletteFor(servings);
      if (!omelette) throw new Error(`no omelette for ${servings}`);
      return omelette.prepMinutes + omelette.cookMinutes;
    };
    // Two minutes an omelette: three more people, six more minutes.
    expect(minutes(4) - minutes(1)).toBeGreaterThanOrEqual(6);
    expect(omeletteFor(5)).toBeUndefined();
    expect(
      generateRecipes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'use-it-up',
        servings: 5,
        today: isoDay(0),
        seed: 3,
        limit: 40,
      }).some((recipe) => recipe.id.startsWith('frittata-')),
    ).toBe(true);
  });

  it('makes no masala omelette without a spice of the cook’s: an onion omelette is no masala', () => {
    const recipes = generateRecipes({
      pantry: [
        pantryItem('ham', 4, 'slice', isoDay(1)),
        pantryItem('green-pepper', 1, null, isoDay(1)),
        pantryItem('egg', 4, null, isoDay(10)),
        pantryItem('cheddar', 110, 'g', isoDay(20)),
        pantryItem('onion', 1, null, isoDay(14)),
        pantryItem('butter', 110, 'g', isoDay(20)),
        pantryItem('olive-oil', null, null, null),
        pantryItem('vegetable-oil', null, null, null),
      ],
      profile: NO_RESTRICTIONS,
      goal: 'quick',
      mealType: 'breakfast',
      servings: 2,
      today: isoDay(0),
      seed: 5,
      limit: 60,
    });
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.filter((recipe) => recipe.id.startsWith('omelette-masala'))).toEqual([]);
  });

  it('beat a masala omelette’s onion, tomato, chilli and coriander into the eggs, with warm chapatis', () => {
    const recipes = generateRecipes({
      pantry: [
        pantryItem('egg', 6, null, isoDay(6)),
        pantryItem('red-onion', 2, null, isoDay(20)),
        pantryItem('tomato', 2, null, isoDay(3)),
        pantryItem('green-chilli', 3, null, isoDay(5)),
        pantryItem('coriander', 30, 'g', isoDay(2)),
        pantryItem('turmeric', null, null, null),
        pantryItem('chapati', 4, null, isoDay(4)),
        pantryItem('vegetable-oil', null, null, null),
      ],
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings: 2,
      today: isoDay(0),
      seed: 5,
      limit: 60,
    });
    const masala = recipes.find((recipe) => recipe.id.startsWith('omelette-masala'));
    expect(masala?.title).toBe('Masala omelette');
    if (!masala) return;
    expect(masala.cuisine).toBe('indian');
    const beaten = masala.steps.find((step) => step.text.startsWith('Beat the eggs'))?.text ?? '';
    for (const food of ['red onion', 'tomato', 'green chilli', 'coriander']) expect(beaten).toContain(food);
    expect(text(masala.steps)).not.toMatch(/filling/);
    expect(text(masala.steps)).toMatch(/Warm the chapatis in a dry frying pan/);
    expect(recipeProblems(masala)).toEqual([]);
  });

  it('slice a brie rather than grate it', () => {
    const recipes = generateRecipes({
      pantry: [
        pantryItem('egg', 6, null, isoDay(6)),
        pantryItem('brie', 200, 'g', isoDay(2)),
        pantryItem('mushroom', 250, 'g', isoDay(2)),
        pantryItem('bread', 6, 'slice', isoDay(3)),
        pantryItem('butter', 250, 'g', isoDay(20)),
      ],
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings: 2,
      today: isoDay(0),
      seed: 2,
      limit: 40,
    });
    const omelette = recipes.find(
      (recipe) =>
        recipe.id.startsWith('omelette-') && recipe.ingredients.some((line) => line.ingredientId === 'brie'),
    );
    expect(omelette?.title).toMatch(/brie/i);
    expect(text(omelette?.steps ?? [])).toMatch(/Slice the brie/);
    expect(text(omelette?.steps ?? [])).not.toMatch(/grate the brie/i);
  });
});
