import { describe, expect, it } from 'vitest';
import { recipeProblems } from './recipe-checks.ts';
import { type LibraryRecipeRow, recipeFromRow } from './recipe-row.ts';
import { derivedTags } from './recipe-tags.ts';

function recipe(overrides: Partial<LibraryRecipeRow>) {
  return recipeFromRow({
    id: 'buttered-eggs',
    title: 'Buttered eggs',
    description: '',
    cuisine: 'british',
    mealTypes: ['breakfast'],
    servings: 1,
    prepMinutes: 2,
    cookMinutes: 5,
    ingredients: [
      ['egg', 2],
      ['butter', 10, 'g'],
    ],
    steps: [['Melt the butter and stir the eggs in it for 3 minutes.', 180]],
    tags: ['vegetarian', 'mild', 'quick'],
    ...overrides,
  });
}

const codes = (overrides: Partial<LibraryRecipeRow>) => recipeProblems(recipe(overrides)).map((p) => p.code);

describe('recipeProblems', () => {
  it('finds nothing wrong with a sound recipe', () => {
    expect(recipeProblems(recipe({}))).toEqual([]);
  });

  it('flags the shape: id, servings, minutes, meal types, empty lists', () => {
    expect(codes({ id: 'Buttered Eggs' })).toContain('bad-id');
    expect(codes({ servings: 0 })).toContain('bad-servings');
    expect(codes({ cookMinutes: -1 })).toContain('bad-minutes');
    expect(codes({ mealTypes: [] })).toContain('no-meal-type');
    expect(codes({ ingredients: [], steps: [] })).toEqual(
      expect.arrayContaining(['no-ingredients', 'no-steps']),
    );
  });

  it('flags unknown, unweighable, repeated and unused ingredients', () => {
    expect(
      codes({
        ingredients: [
          ['egg', 2],
          ['butter', 10, 'g'],
          ['unicorn', 1],
        ],
      }),
    ).toContain('unknown-ingredient');
    expect(
      codes({
        ingredients: [
          ['egg', 2],
          ['butter', 1, 'clove'],
        ],
      }),
    ).toContain('unweighable-ingredient');
    expect(
      codes({
        ingredients: [
          ['egg', 2],
          ['butter', 0, 'g'],
        ],
      }),
    ).toContain('unweighable-ingredient');
    expect(
      codes({
        ingredients: [
          ['egg', 2],
          ['butter', 10, 'g'],
          ['egg', 1],
        ],
      }),
    ).toContain('repeated-ingredient');
    expect(
      codes({
        ingredients: [
          ['egg', 2],
          ['butter', 10, 'g'],
          ['salt', 1, 'pinch'],
        ],
      }),
    ).toEqual(['ingredient-not-in-steps']);
  });

  it('flags a timer that does not match its step', () => {
    expect(codes({ steps: [['Melt the butter and stir the eggs in it for 3 minutes.', 120]] })).toEqual([
      'timer-mismatch',
    ]);
  });

  it('flags a duration no cook would write', () => {
    expect(codes({ steps: [['Melt the butter and stir the eggs in it for 1 minutes.', 60]] })).toEqual([
      'bad-wording',
    ]);
    expect(
      codes({ steps: [['Melt the butter and stir the eggs in it for 4 minutes minutes.', 240]] }),
    ).toEqual(['bad-wording']);
    expect(codes({ steps: [['Melt the butter and stir the eggs in it for 1 minute.', 60]] })).toEqual([]);
  });

  it('flags derived tags that are false or missing', () => {
    expect(codes({ tags: ['vegetarian', 'vegan', 'mild', 'quick'] })).toEqual(['wrong-tag']);
    expect(codes({ tags: ['mild', 'quick'] })).toEqual(['missing-tag']);
    expect(codes({ tags: ['vegetarian', 'spicy', 'quick'] })).toEqual(['wrong-tag', 'missing-tag']);
    expect(codes({ tags: ['vegetarian', 'quick', 'family-friendly'] })).toEqual(['missing-tag', 'wrong-tag']);
  });
});

describe('derivedTags', () => {
  const dish = (ingredients: LibraryRecipeRow['ingredients']) => derivedTags(recipe({ ingredients }));

  it('reads vegetarian and vegan from the catalog diet facts, hidden animal products included', () => {
    const tofu = dish([
      ['tofu', 200, 'g'],
      ['soy-sauce', 1, 'tbsp'],
    ]);
    expect([tofu.has('vegetarian'), tofu.has('vegan')]).toEqual([true, true]);
    expect(
      dish([
        ['tofu', 200, 'g'],
        ['butter', 10, 'g'],
      ]).has('vegan'),
    ).toBe(false);
    expect(
      dish([
        ['tofu', 200, 'g'],
        ['honey', 1, 'tbsp'],
      ]).has('vegan'),
    ).toBe(false);
    expect(
      dish([
        ['tofu', 200, 'g'],
        ['worcestershire-sauce', 1, 'tsp'],
      ]).has('vegetarian'),
    ).toBe(false);
    expect(
      dish([
        ['tofu', 200, 'g'],
        ['fish-sauce', 1, 'tsp'],
      ]).has('vegetarian'),
    ).toBe(false);
    expect(
      dish([
        ['tofu', 200, 'g'],
        ['oyster-sauce', 1, 'tsp'],
      ]).has('vegetarian'),
    ).toBe(false);
  });

  it('calls a dish spicy when a hot ingredient is not optional', () => {
    expect(
      dish([
        ['egg', 2],
        ['chilli-flakes', 1, 'pinch'],
      ]).has('spicy'),
    ).toBe(true);
    expect(
      dish([
        ['egg', 2],
        ['chilli-flakes', 1, 'pinch', { optional: true }],
      ]).has('mild'),
    ).toBe(true);
  });

  it('tags quick, no-cook and high-protein from the times and the computed nutrition', () => {
    expect(derivedTags(recipe({ prepMinutes: 10, cookMinutes: 10 })).has('quick')).toBe(true);
    expect(derivedTags(recipe({ prepMinutes: 10, cookMinutes: 11 })).has('quick')).toBe(false);
    expect(derivedTags(recipe({ cookMinutes: 0 })).has('no-cook')).toBe(true);
    // 200 g chicken breast: 240 kcal and 45 g protein, so 75 % of the energy is protein.
    expect(dish([['chicken-breast', 200, 'g']]).has('high-protein')).toBe(true);
    // 2 eggs and 10 g butter: 12.6 g protein, under the 20 g floor.
    expect(
      dish([
        ['egg', 2],
        ['butter', 10, 'g'],
      ]).has('high-protein'),
    ).toBe(false);
  });
});
