import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import { generateRecipes } from './generate-recipes.ts';

/**
 * One-pot rice (the chicken and pea pilaf the cook review missed for a single cook's chicken thighs,
 * rice, peas, onion, garlic and lemon): the rice fried and cooked covered in stock by absorption, peas
 * and prawns scattered on for the last minutes, nothing cooked on after it is done.
 */

const TODAY = '2025-06-01';
const TOMORROW = '2025-06-02';

function pilafs(ids: readonly (readonly [string, number | null, 'g' | 'kg' | null])[], servings = 1) {
  const pantry = ids.map(([id, quantity, unit]) =>
    pantryItem(id, quantity, unit, id === 'rice' ? null : TOMORROW),
  );
  return generateRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings,
    today: TODAY,
    seed: 1,
    limit: 40,
  }).filter((recipe) => recipe.id.startsWith('pilaf-'));
}

describe('one-pot rice', () => {
  it("makes a chicken and pea pilaf from a single cook's chicken thighs, rice, peas, onion and garlic", () => {
    const found = pilafs([
      ['chicken-thigh', 300, 'g'],
      ['rice', 1, 'kg'],
      ['frozen-peas', 500, 'g'],
      ['onion', 2, null],
      ['garlic', 10, null],
    ]);
    const chicken = found.find((recipe) =>
      recipe.ingredients.some((line) => line.ingredientId === 'chicken-thigh'),
    );
    expect(chicken, found.map((recipe) => recipe.title).join('; ')).toBeDefined();
    const text = chicken?.steps.map((step) => step.text).join(' ') ?? '';
    expect(chicken?.ingredients.map((line) => line.ingredientId)).toEqual(
      expect.arrayContaining(['rice', 'frozen-peas', 'onion']),
    );
    // The chicken is browned and lifted out, then goes back with the stock: not cooked on twice over.
    expect(text).toMatch(/fry the chicken thighs? for \d+ minutes, until golden; lift out/);
    expect(text).toMatch(/return the chicken thighs? with any juices/);
    // The peas steam on top for the last minutes, without stirring.
    expect(text).toMatch(/Scatter the frozen peas over the rice without stirring/);
  });

  it('adds prawns only for the last minutes, until pink all the way through', () => {
    const prawn = pilafs(
      [
        ['prawn', 300, 'g'],
        ['basmati-rice', 1, 'kg'],
        ['red-pepper', 2, null],
        ['onion', 2, null],
      ],
      2,
    ).find((recipe) => recipe.ingredients.some((line) => line.ingredientId === 'prawn'));
    const steps = prawn?.steps.map((step) => step.text) ?? [];
    const added = steps.findIndex((step) => /prawns/.test(step) && /pink all the way through/.test(step));
    expect(added, steps.join('\n')).toBeGreaterThan(0);
    expect(steps.slice(0, added).some((step) => /prawn/.test(step))).toBe(false);
  });
});
