import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { generateDishes } from './generate-recipes.ts';

/** Blind set 6: a chickpea stew said "until the vegetables are soft and the vegetables are soft". */
describe('a braise of beans says once what it waits for', () => {
  it('never names the soft vegetables twice in one step', { timeout: 60_000 }, () => {
    const pantry = [
      pantryItem('chickpeas', 2, 'tin'),
      pantryItem('green-pepper', 2, null, '2025-06-03'),
      pantryItem('potato', 1, 'kg'),
      pantryItem('onion', 2, null),
      pantryItem('garlic', 6, null),
      pantryItem('olive-oil', 500, 'ml'),
      pantryItem('crushed-tomatoes', 1, 'tin'),
      pantryItem('smoked-paprika', null, null),
    ];
    const braises = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      generateDishes({
        pantry,
        profile: NO_RESTRICTIONS,
        goal: 'use-it-up',
        servings: 4,
        today: '2025-06-01',
        seed,
        limit: 40,
        mealType: 'dinner',
      }).filter((dish) => dish.archetype === 'braise'),
    );
    expect(braises.length).toBeGreaterThan(0);
    for (const dish of braises) {
      for (const step of dish.recipe.steps) {
        expect(step.text.match(/the vegetables are soft/g)?.length ?? 0, step.text).toBeLessThan(2);
      }
    }
  });
});
