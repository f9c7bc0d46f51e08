import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { isMainMeal } from './goals.ts';
import { suggestRecipes } from './rank-recipes.ts';

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
