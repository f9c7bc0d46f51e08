import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import type { Allergen } from '../catalog-types.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { type Suggestion, type SuggestOptions, suggestRecipes } from '../rank-recipes.ts';

const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';
const IN_THREE_DAYS = '2025-06-04';

const suggest = (pantry: readonly PantryItem[], overrides: Partial<SuggestOptions> = {}) =>
  suggestRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings: 4,
    today: TODAY,
    seed: 1,
    limit: 6,
    ...overrides,
  });

const uses = (suggestion: Suggestion, id: string) =>
  suggestion.recipe.ingredients.some((line) => line.ingredientId === id);
/** Goals that keep the whole pantry in play (quick leaves out what takes long; family, what is hot). */
/** A dozen suggestion runs each: more than the default 5 s on a busy machine. */
const SLOW = { timeout: 60_000 };

const GOALS_TRIED = ['use-it-up', 'family', 'budget', 'high-protein'] as const;
const titles = (suggestions: readonly Suggestion[]) => suggestions.map((each) => each.recipe.title);

/** Cupboard things most kitchens hold, so the fridge's main ingredient has to win on its own merit. */
const CUPBOARD = [
  pantryItem('egg', 6, null, '2025-06-20'),
  pantryItem('milk', 1, 'l', '2025-06-06'),
  pantryItem('oats', 500, 'g'),
  pantryItem('bread', 20, 'slice', '2025-06-05'),
  pantryItem('olive-oil', 500, 'ml'),
  pantryItem('onion', 4, null),
  pantryItem('garlic', 8, null),
  pantryItem('potato', 1.5, 'kg'),
  pantryItem('carrot', 4, null, '2025-06-10'),
];

describe('hearty dishes for meat, mince and poultry', () => {
  it('cooks 2 kg of pork shoulder with cider, apples and sage for eight people', SLOW, () => {
    const pantry = [
      pantryItem('pork-shoulder', 2, 'kg', IN_THREE_DAYS),
      pantryItem('cider', 500, 'ml'),
      pantryItem('apple', 4, null, '2025-06-12'),
      pantryItem('sage', 20, 'g', '2025-06-06'),
      ...CUPBOARD,
    ];
    for (const seed of [1, 2, 3]) {
      const top = suggest(pantry, { servings: 8, seed }).slice(0, 3);
      expect(
        top.some((each) => uses(each, 'pork-shoulder')),
        `seed ${seed}: ${titles(top).join('; ')}`,
      ).toBe(true);
    }
  });

  it('uses the beef mince that goes off tomorrow in one of the first three, whatever the goal', SLOW, () => {
    const pantry = [
      pantryItem('minced-beef', 500, 'g', TOMORROW),
      pantryItem('lettuce', 1, null, '2025-06-03'),
      pantryItem('tomato', 4, null, '2025-06-04'),
      pantryItem('cucumber', 1, null, '2025-06-04'),
      pantryItem('banana', 4, null, '2025-06-03'),
      ...CUPBOARD,
    ];
    for (const goal of GOALS_TRIED) {
      for (const seed of [1, 2, 3]) {
        const top = suggest(pantry, { goal, seed }).slice(0, 3);
        expect(
          top.some((each) => uses(each, 'minced-beef')),
          `${goal}, seed ${seed}: ${titles(top).join('; ')}`,
        ).toBe(true);
      }
    }
  });

  it(
    'makes a curry of an Indian fridge’s chicken thighs among the first three, whatever the goal',
    SLOW,
    () => {
      const pantry = [
        pantryItem('chicken-thigh', 600, 'g', IN_THREE_DAYS),
        pantryItem('onion', 3, null),
        pantryItem('garlic', 8, null),
        pantryItem('ginger', 50, 'g', '2025-06-14'),
        pantryItem('garam-masala', 50, 'g'),
        pantryItem('tomato', 4, null, '2025-06-05'),
        pantryItem('yogurt', 500, 'g', '2025-06-07'),
        pantryItem('coriander', 30, 'g', '2025-06-04'),
      ];
      for (const goal of GOALS_TRIED) {
        for (const seed of [1, 2, 3, 4]) {
          const top = suggest(pantry, { goal, seed, servings: 2 }).slice(0, 3);
          const curry = top.find(
            (each) => /curry|masala|korma|tikka/i.test(each.recipe.title) && uses(each, 'chicken-thigh'),
          );
          expect(curry, `${goal}, seed ${seed}: ${titles(top).join('; ')}`).toBeDefined();
        }
      }
    },
  );

  it(
    'makes a fish curry of a Bangladeshi fridge’s tilapia with the cook’s own turmeric, cumin and chilli, buying no curry powder',
    SLOW,
    () => {
      const pantry = [
        pantryItem('tilapia', 4, null, IN_THREE_DAYS),
        pantryItem('cauliflower', 1, null, '2025-06-05'),
        pantryItem('potato', 4, null, '2025-06-12'),
        pantryItem('onion', 3, null),
        pantryItem('turmeric', 40, 'g'),
        pantryItem('cumin-seeds', 40, 'g'),
        pantryItem('chilli-powder', 40, 'g'),
        pantryItem('green-chilli', 4, null, '2025-06-07'),
        pantryItem('basmati-rice', 1, 'kg'),
        pantryItem('tomato', 2, null, '2025-06-05'),
        ...CUPBOARD,
      ];
      for (const seed of [1, 2, 3]) {
        const top = suggest(pantry, { seed, servings: 3 }).slice(0, 3);
        const curry = top.find((each) => /curry/i.test(each.recipe.title) && uses(each, 'tilapia'));
        expect(curry, `seed ${seed}: ${titles(top).join('; ')}`).toBeDefined();
        expect(curry?.missing.map((line) => line.ingredientId)).toEqual([]);
      }
    },
  );

  it(
    'makes tacos of a Mexican fridge’s pork and pineapple in the tortillas it has, and no tacos without them',
    SLOW,
    () => {
      const pantry = [
        pantryItem('pork-tenderloin', 500, 'g', TOMORROW),
        pantryItem('pineapple', 1, null, IN_THREE_DAYS),
        pantryItem('corn-tortilla', 12, null, '2025-06-10'),
        pantryItem('red-onion', 1, null),
        pantryItem('lime', 3, null, '2025-06-10'),
        pantryItem('chipotle', 50, 'g'),
        pantryItem('ground-cumin', 40, 'g'),
        pantryItem('rice', 1, 'kg'),
        ...CUPBOARD,
      ];
      for (const seed of [1, 2, 3]) {
        const top = suggest(pantry, { seed, servings: 4 }).slice(0, 3);
        const tacos = top.find((each) => /tacos/i.test(each.recipe.title));
        expect(tacos, `seed ${seed}: ${titles(top).join('; ')}`).toBeDefined();
        expect(uses(tacos as Suggestion, 'pork-tenderloin') && uses(tacos as Suggestion, 'pineapple')).toBe(
          true,
        );
        expect(tacos?.missing).toEqual([]);
      }
      const noTortillas = pantry.filter((item) => item.ingredientId !== 'corn-tortilla');
      for (const seed of [1, 2, 3]) {
        const shown = suggest(noTortillas, { seed, servings: 4 });
        expect(
          shown.filter((each) => /tacos/i.test(each.recipe.title)).map((each) => each.recipe.title),
        ).toEqual([]);
      }
    },
  );

  it('joints a whole chicken going off for a casserole as well as roasting it whole', SLOW, () => {
    const pantry = [
      pantryItem('whole-chicken', 1.6, 'kg', TOMORROW),
      pantryItem('parsnip', 4, null, '2025-06-09'),
      pantryItem('chicken-stock', 500, 'ml'),
      pantryItem('thyme', 20, 'g', '2025-06-06'),
      ...CUPBOARD,
    ];
    for (const seed of [1, 2, 3]) {
      const top = suggest(pantry, { seed }).slice(0, 3);
      const roast = top.find((each) => /^Roast chicken/.test(each.recipe.title));
      const jointed = top.find(
        (each) =>
          uses(each, 'whole-chicken') &&
          each.recipe.steps.some((step) => /joint the whole chicken into 8 pieces/i.test(step.text)),
      );
      expect(roast, `seed ${seed}: ${titles(top).join('; ')}`).toBeDefined();
      expect(jointed, `seed ${seed}: ${titles(top).join('; ')}`).toBeDefined();
      const steps = jointed?.recipe.steps.map((step) => step.text).join(' ') ?? '';
      expect(steps).toMatch(/cooked through, with no pink at the bone/);
      expect(steps).not.toMatch(/brown the whole chicken/i);
    }
  });

  it(
    "makes the stew's beef stock from the cook's own beef stock cube, unless the cook avoids gluten",
    SLOW,
    () => {
      const pantry = [
        pantryItem('stewing-beef', 800, 'g', TOMORROW),
        pantryItem('beef-stock-cube', 8, null),
        pantryItem('parsnip', 4, null, IN_THREE_DAYS),
        pantryItem('thyme', 20, 'g', '2025-06-05'),
        ...CUPBOARD,
      ];
      const stews = (allergens: readonly Allergen[]) =>
        [1, 2, 3].flatMap((seed) =>
          suggest(pantry, { seed, profile: { ...NO_RESTRICTIONS, allergens } }).filter((each) =>
            each.recipe.id.startsWith('braise-'),
          ),
        );
      const withCube = stews([]).filter((each) => uses(each, 'beef-stock-cube'));
      expect(withCube.length).toBeGreaterThan(0);
      for (const stew of withCube) {
        expect(stew.missing.map((line) => line.ingredientId)).not.toContain('beef-stock');
        expect(stew.recipe.steps.map((step) => step.text).join(' ')).toMatch(/dissolve the beef stock cube/i);
      }
      // A beef stock cube is made with wheat; beef stock is not.
      expect(stews(['gluten']).filter((each) => uses(each, 'beef-stock-cube'))).toEqual([]);
    },
  );

  it(
    'dissolves a stock cube in the stock the dish takes, not 500 ml a cube: a pie filling is not soup',
    SLOW,
    () => {
      const pantry = [
        pantryItem('minced-lamb', 750, 'g', TOMORROW),
        pantryItem('carrot', 1, 'kg', IN_THREE_DAYS),
        pantryItem('beef-stock-cube', 8, null),
        pantryItem('tomato-puree', 200, 'g'),
        ...CUPBOARD,
      ];
      const dishes = [1, 2, 3].flatMap((seed) =>
        suggest(pantry, { seed, servings: 5, mealType: 'dinner', limit: 10 }).filter(
          (each) => each.recipe.source === 'generated' && uses(each, 'beef-stock-cube'),
        ),
      );
      expect(dishes.length).toBeGreaterThan(0);
      for (const dish of dishes) {
        const steps = dish.recipe.steps.map((step) => step.text).join(' ');
        const water = /dissolve the beef stock cubes? in boiling water, (\d+) ml for each serving/i.exec(
          steps,
        );
        expect(water, dish.recipe.title).not.toBeNull();
        const ml = Number(water?.[1]) * dish.recipe.servings;
        const cubes =
          dish.recipe.ingredients.find((line) => line.ingredientId === 'beef-stock-cube')?.quantity ?? 0;
        // As many cubes as make that stock, to the half cube: never three cubes in 300 ml.
        expect(Math.abs(cubes - ml / 500), dish.recipe.title).toBeLessThanOrEqual(0.5);
      }
    },
  );

  it(
    'stews chunks of potato and carrot in water as well when fresh tomatoes are all its liquid',
    SLOW,
    () => {
      const pantry = [
        pantryItem('chickpeas', 2, 'tin', TOMORROW),
        pantryItem('green-pepper', 2, null, TOMORROW),
        pantryItem('carrot', 1, 'kg', IN_THREE_DAYS),
        pantryItem('tomato', 6, null, IN_THREE_DAYS),
        pantryItem('paprika', null, null),
        pantryItem('bay-leaf', null, null),
        ...CUPBOARD,
      ];
      const liquid = /(stock|chopped-tomatoes|passata|coconut-milk|wine|cider|beer|milk|cream)/;
      const stews = [1, 2, 3, 4].flatMap((seed) =>
        suggest(pantry, { seed, servings: 4, mealType: 'dinner', limit: 20 }).filter(
          (each) =>
            each.recipe.id.startsWith('braise-') &&
            each.recipe.ingredients.some((line) => line.ingredientId === 'tomato') &&
            !each.recipe.ingredients.some((line) => liquid.test(line.ingredientId)),
        ),
      );
      expect(stews.length).toBeGreaterThan(0);
      for (const stew of stews) {
        expect(stew.recipe.steps.map((step) => step.text).join(' '), stew.recipe.title).toMatch(
          /ml of water/,
        );
      }
    },
  );

  it('makes a soup with the only stock cube the cook has, a beef one, rather than buy stock', SLOW, () => {
    const pantry = [
      pantryItem('carrot', 1, 'kg', TOMORROW),
      pantryItem('potato', 2, 'kg', IN_THREE_DAYS),
      pantryItem('ham', 200, 'g', IN_THREE_DAYS),
      pantryItem('beef-stock-cube', 8, null),
      ...CUPBOARD,
    ];
    const soups = [1, 2, 3, 4].flatMap((seed) =>
      suggest(pantry, { seed, mealType: 'lunch' }).filter((each) => each.recipe.id.startsWith('soup-')),
    );
    expect(soups.length).toBeGreaterThan(0);
    for (const soup of soups) {
      expect(soup.missing.map((line) => line.ingredientId)).not.toContain('vegetable-stock');
      expect(uses(soup, 'beef-stock-cube')).toBe(true);
    }
  });
});
