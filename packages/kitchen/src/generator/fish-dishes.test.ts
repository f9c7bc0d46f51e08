import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { type SuggestOptions, suggestRecipes } from '../rank-recipes.ts';

const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';

/** An everyday fridge and cupboard: nothing in it is about to go off. */
const STAPLES: readonly PantryItem[] = [
  pantryItem('egg', 6, null, '2025-06-20'),
  pantryItem('onion', 3, null),
  pantryItem('garlic', 8, null),
  pantryItem('potato', 1, 'kg', '2025-06-25'),
  pantryItem('carrot', 4, null, '2025-06-14'),
  pantryItem('cheddar', 200, 'g', '2025-06-30'),
  pantryItem('spaghetti', 500, 'g'),
  pantryItem('rice', 1, 'kg'),
  pantryItem('chopped-tomatoes', 2, 'tin'),
  pantryItem('olive-oil', 500, 'ml'),
  pantryItem('butter', 250, 'g', '2025-07-01'),
  pantryItem('lemon', 2, null, '2025-06-12'),
  pantryItem('parsley', 30, 'g', '2025-06-06'),
];

/** A busy week: chicken, spinach and mushrooms want using too, so the fish has competition. */
const BUSY: readonly PantryItem[] = [
  pantryItem('chicken-thigh', 500, 'g', '2025-06-03'),
  pantryItem('spinach', 200, 'g', TOMORROW),
  pantryItem('mushroom', 250, 'g', TOMORROW),
  ...STAPLES,
];

const suggest = (pantry: readonly PantryItem[], overrides: Partial<SuggestOptions> = {}) =>
  suggestRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings: 2,
    today: TODAY,
    seed: 1,
    limit: 6,
    mealType: 'dinner',
    ...overrides,
  });

/** The seeds and household sizes whose top three do not use the food (by its catalog id), over a few seeds and household sizes. */
function topThreeUsing(id: string, pantry: readonly PantryItem[]): string[] {
  const misses: string[] = [];
  for (const [seed, servings] of [
    [1, 2],
    [2, 4],
    [3, 1],
    [4, 2],
    [5, 3],
  ] as const) {
    const top = suggest(pantry, { seed, servings }).slice(0, 3);
    const uses = top.filter((suggestion) =>
      suggestion.recipe.ingredients.some((line) => line.ingredientId === id),
    );
    if (uses.length === 0) {
      misses.push(`seed ${seed}, ${servings} servings: ${top.map((s) => s.recipe.title).join(' | ')}`);
    }
  }
  return misses;
}

describe('fish and shellfish about to go off', () => {
  it('puts a dish of the mussels expiring tomorrow in the top three', () => {
    const pantry = [pantryItem('mussel', 1, 'kg', TOMORROW), ...BUSY];
    expect(topThreeUsing('mussel', pantry)).toEqual([]);
  });

  it('puts a dish of the salmon fillets expiring tomorrow in the top three', () => {
    const pantry = [pantryItem('salmon', 4, null, TOMORROW), ...BUSY];
    expect(topThreeUsing('salmon', pantry)).toEqual([]);
  });

  it('puts a dish of the prawns expiring tomorrow in the top three', () => {
    const pantry = [pantryItem('prawn', 300, 'g', TOMORROW), ...BUSY];
    expect(topThreeUsing('prawn', pantry)).toEqual([]);
  });

  it('tells the cook to throw away mussels that stay closed, and cooks fish until it flakes', () => {
    const mussels = suggest([pantryItem('mussel', 1, 'kg', TOMORROW), ...STAPLES]).find((suggestion) =>
      suggestion.recipe.ingredients.some((line) => line.ingredientId === 'mussel'),
    );
    const musselSteps = mussels?.recipe.steps.map((step) => step.text).join(' ') ?? '';
    expect(musselSteps).toMatch(/discard any that (stay|have stayed|remain) closed/i);
    expect(musselSteps).toMatch(/discard any .*open.* (do not|don't) close/i);

    const salmon = suggest([pantryItem('salmon', 2, null, TOMORROW), ...STAPLES])
      .map((suggestion) => suggestion.recipe)
      .filter((recipe) => recipe.source === 'generated' && /baked-fish|steamed-fish/.test(recipe.id));
    expect(salmon.length).toBeGreaterThan(0);
    for (const recipe of salmon) {
      expect(recipe.steps.map((step) => step.text).join(' ')).toMatch(/flakes? easily/);
    }
  });
});

describe('fish in a parcel', () => {
  it('bakes the green beans going off under the fish rather than buying courgettes for the parcel', () => {
    const pantry = [
      pantryItem('haddock', 3, null, TOMORROW),
      pantryItem('green-bean', 340, 'g', '2025-06-03'),
      pantryItem('new-potato', 700, 'g', '2025-06-11'),
      pantryItem('butter', 250, 'g', '2025-07-01'),
      pantryItem('lemon', 2, null, '2025-06-12'),
      pantryItem('parsley', 30, 'g', '2025-06-06'),
      pantryItem('salt', null, null),
      pantryItem('black-pepper', null, null),
    ];
    const parcels = suggest(pantry, { servings: 3, limit: 8 }).filter((each) =>
      /papillote/.test(each.recipe.title),
    );
    expect(parcels.length).toBeGreaterThan(0);
    for (const parcel of parcels) {
      expect(parcel.recipe.ingredients.map((line) => line.ingredientId)).toContain('green-bean');
      expect(parcel.missing, parcel.recipe.title).toEqual([]);
    }
  });
});
