import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { type Suggestion, type SuggestOptions, suggestRecipes } from '../rank-recipes.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { generateDishes } from './generate-recipes.ts';

/** Issue 15 point 1: a chop, steak, breast or fillet going off gets the plate a cook makes of it. */

const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';
const SLOW = { timeout: 60_000 };

const CUPBOARD = [
  pantryItem('olive-oil', 500, 'ml'),
  pantryItem('salt', null, null),
  pantryItem('black-pepper', null, null),
  pantryItem('garlic', 6, null),
];

const ask = (pantry: readonly PantryItem[], overrides: Partial<SuggestOptions> = {}): SuggestOptions => ({
  pantry,
  profile: NO_RESTRICTIONS,
  goal: 'use-it-up',
  servings: 2,
  today: TODAY,
  seed: 1,
  limit: 5,
  mealType: 'dinner',
  ...overrides,
});

const uses = (suggestion: Suggestion, id: string) =>
  suggestion.recipe.ingredients.some((line) => line.ingredientId === id);

const plates = (options: SuggestOptions) =>
  generateDishes({ ...options, limit: 30 }).filter((dish) => dish.archetype === 'pan-fry');

describe('pan-fried plates of meat and fish', () => {
  it(
    "serves the cook's rice beside the plate when there are no potatoes, rather than buying them",
    SLOW,
    () => {
      const pantry = [
        pantryItem('steak', 400, 'g', TOMORROW),
        pantryItem('rice', 1, 'kg'),
        pantryItem('broccoli', 300, 'g', '2025-06-05'),
        pantryItem('rosemary', 15, 'g', '2025-06-05'),
        ...CUPBOARD,
      ];
      const all = [1, 2, 3].flatMap((seed) => plates(ask(pantry, { seed })));
      expect(all.length).toBeGreaterThan(0);
      for (const dish of all) {
        const bought = dish.cover.missing.map((line) => line.ingredientId);
        expect(
          bought.filter((id) => /potato/.test(id)),
          dish.recipe.title,
        ).toEqual([]);
        expect(
          dish.recipe.ingredients.some((line) => /rice/.test(line.ingredientId)),
          dish.recipe.title,
        ).toBe(true);
      }
    },
  );

  it(
    'offers lamb chops going off tomorrow with the new potatoes and green beans of the same fridge',
    SLOW,
    () => {
      const pantry = [
        pantryItem('lamb-chop', 4, null, TOMORROW),
        pantryItem('new-potato', 750, 'g', '2025-06-10'),
        pantryItem('green-bean', 200, 'g', '2025-06-05'),
        pantryItem('rosemary', 20, 'g', '2025-06-06'),
        ...CUPBOARD,
      ];
      for (const seed of [1, 2, 3]) {
        const top = suggestRecipes(ask(pantry, { seed })).slice(0, 3);
        const plate = top.find((each) => each.recipe.id.startsWith('pan-fry'));
        expect(plate, `seed ${seed}: ${top.map((each) => each.recipe.title).join('; ')}`).toBeDefined();
        if (!plate) continue;
        for (const id of ['lamb-chop', 'new-potato', 'green-bean']) expect(uses(plate, id), id).toBe(true);
        expect(plate.missing.length, plate.recipe.title).toBeLessThanOrEqual(1);
      }
    },
  );

  it('glazes salmon in teriyaki with rice and greens when the cupboard has the sauce', () => {
    const pantry = [
      pantryItem('salmon', 2, null, TOMORROW),
      pantryItem('teriyaki-sauce', 250, 'ml'),
      pantryItem('jasmine-rice', 500, 'g'),
      pantryItem('pak-choi', 2, null, '2025-06-04'),
      ...CUPBOARD,
    ];
    const titles = plates(ask(pantry)).map((dish) => dish.recipe.title);
    expect(titles).toContain('Teriyaki salmon with jasmine rice and pak choi');
  });

  it('fries each food as it should be: chicken through with no pink, steak rested, fish skin side down', () => {
    const cases = [
      ['chicken-breast', /cooked through, with no pink/],
      ['rump-steak', /rest for 5 minutes/],
      ['salmon', /skin side down/],
      ['pork-chop', /cooked through, with no pink/],
      ['duck-breast', /skin side down in a cold frying pan, then turn the heat to medium/],
      // No flavour offered these before: the blind set's turkey steaks went into a noodle soup.
      ['turkey-breast', /cooked through, with no pink/],
      ['venison', /rest for 5 minutes/],
      ['pork-tenderloin', /medallions/],
      // Escalopes and livers had no dish of their own: a Swiss veal fridge got a casserole that bought
      // tomatoes and a steak dish that bought sirloin, a Russian one a liver salad that bought four things.
      ['veal', /until golden and just cooked through/],
      ['lambs-liver', /just pink in the middle/],
      ['chicken-liver', /cooked through, with no pink/],
      // Thin plaice fillets: two minutes and one, not the four and two of a thick fillet.
      ['plaice', /for 2 minutes, without moving[^.]*\.[^.]*for 1 minute/],
    ] as const;
    for (const [id, pattern] of cases) {
      const pantry = [
        pantryItem(id, 400, 'g', TOMORROW),
        pantryItem('potato', 1, 'kg'),
        pantryItem('broccoli', 1, null, '2025-06-04'),
        ...CUPBOARD,
      ];
      const found = plates(ask(pantry));
      expect(found.length, id).toBeGreaterThan(0);
      for (const dish of found) {
        const steps = dish.recipe.steps.map((step) => step.text).join(' ');
        expect(steps, dish.recipe.title).toMatch(pattern);
        expect(recipeProblems(dish.recipe), dish.recipe.title).toEqual([]);
      }
    }
  });

  it(
    'keeps a second protein going off tomorrow in the top three beside three dishes of another',
    SLOW,
    () => {
      const pantry = [
        pantryItem('mussel', 1, 'kg', TOMORROW),
        pantryItem('chicken-thigh', 500, 'g', '2025-06-03'),
        pantryItem('spinach', 200, 'g', TOMORROW),
        pantryItem('potato', 1, 'kg'),
        pantryItem('lemon', 2, null),
        pantryItem('white-wine', 750, 'ml'),
        ...CUPBOARD,
      ];
      for (const seed of [1, 2, 3]) {
        const top = suggestRecipes(ask(pantry, { seed })).slice(0, 3);
        expect(
          top.some((each) => uses(each, 'mussel')),
          `seed ${seed}: ${top.map((each) => each.recipe.title).join('; ')}`,
        ).toBe(true);
      }
    },
  );

  it('fries a proper portion of turkey for a "lighter" dinner for one, not the whole 300 g pack', () => {
    const pantry = [
      pantryItem('turkey-breast', 300, 'g', TOMORROW),
      pantryItem('broccoli', 1, null, '2025-06-03'),
      pantryItem('new-potato', 500, 'g'),
      pantryItem('lemon', 1, null),
      ...CUPBOARD,
    ];
    const lighter = ask(pantry, { goal: 'lighter', servings: 1 });
    const plate = suggestRecipes(lighter).find((each) => each.recipe.id.startsWith('pan-fry'));
    expect(plate).toBeDefined();
    const turkey = plate?.recipe.ingredients.find((line) => line.ingredientId === 'turkey-breast');
    expect(turkey?.unit).toBe('g');
    expect(turkey?.quantity).toBeLessThanOrEqual(180);
    expect(plate?.goalMet).toBe(true);
    // Using it up still cooks more of it than a lighter serving would.
    const usingUp = generateDishes({ ...ask(pantry, { servings: 1 }), limit: 30 }).find(
      (dish) => dish.archetype === 'pan-fry',
    );
    const more = usingUp?.recipe.ingredients.find((line) => line.ingredientId === 'turkey-breast');
    expect(more?.quantity).toBeGreaterThan(turkey?.quantity ?? 0);
  });

  it('serves the mackerel with the peas in the freezer for "lighter", not bought green beans, a few kcal over or not', () => {
    const pantry = [
      pantryItem('mackerel', 2, null, TOMORROW),
      pantryItem('new-potato', 750, 'g'),
      pantryItem('frozen-peas', 900, 'g'),
      pantryItem('butter', 250, 'g'),
      pantryItem('horseradish', null, null),
      pantryItem('lemon', 2, null),
      ...CUPBOARD,
    ];
    const best = plates(ask(pantry, { goal: 'lighter' }))[0];
    expect(best?.recipe.title).toMatch(/mackerel/i);
    expect(best?.cover.missing).toEqual([]);
    const steps = best?.recipe.steps.map((step) => step.text).join(' ') ?? '';
    expect(steps).toMatch(/frozen peas/);
    expect(steps).not.toMatch(/frozen ones/);
  });
});
