import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { allIngredients, getIngredient, gramsFor } from './catalog.ts';
import { ALLERGENS, DIET_FLAGS, DIETS, type Ingredient } from './catalog-types.ts';
import { type DietProfile, NO_RESTRICTIONS, profileCheck } from './diet-profile.ts';
import { kindsCovering } from './kinds.ts';
import type { PantryItem } from './pantry.ts';
import { coverRecipe, indexPantry } from './pantry-cover.ts';
import { drawNeed } from './pantry-draw.ts';
import { recipeFromRow } from './recipe-row.ts';

const TODAY = '2026-11-25';

/** Every one-diet and one-allergen profile a cook can choose. */
const PROFILES: DietProfile[] = [
  ...DIETS.map((diet) => ({ ...NO_RESTRICTIONS, diets: [diet] })),
  ...ALLERGENS.map((allergen) => ({ ...NO_RESTRICTIONS, allergens: [allergen] })),
];
const CHECKS = PROFILES.map((profile) => ({ profile, check: profileCheck(profile) }));

/**
 * What `kind` would bring into a line of `line` that the line's food does not have: an allergen, a
 * may-contain allergen, a diet fact (meat, fish, dairy, egg, honey, gluten…), or a diet or allergen
 * profile that allows the line's food and not the kind. Empty when the kind is safe to stand in.
 */
function breaches(line: Ingredient, kind: Ingredient): string[] {
  const has = new Set([...line.allergens, ...line.mayContain]);
  return [
    ...kind.allergens.filter((allergen) => !line.allergens.includes(allergen)).map((a) => `contains ${a}`),
    ...kind.mayContain.filter((allergen) => !has.has(allergen)).map((a) => `may contain ${a}`),
    ...DIET_FLAGS.filter((flag) => kind.diet[flag] && !line.diet[flag]).map((flag) => `is ${flag}`),
    ...CHECKS.filter(({ check }) => check(line) && !check(kind)).map(
      ({ profile }) => `not for ${[...profile.diets, ...profile.allergens].join(', ')}`,
    ),
  ];
}

function ingredient(id: string): Ingredient {
  const found = getIngredient(id);
  if (!found) throw new Error(`${id} is not in the catalog`);
  return found;
}

/** What is still to buy of `quantity` `unit` of the line's food with only `pantry` in the cupboard. */
function short(
  ingredientId: string,
  quantity: number,
  unit: 'g' | 'ml' | 'tsp' | null,
  pantry: PantryItem[],
): number {
  return drawNeed({ ingredientId, quantity, unit }, indexPantry(pantry, TODAY), new Map()).short;
}

describe('kinds: what stands in for a line', () => {
  it('never adds an allergen, a may-contain allergen or a diet fact the line does not have', () => {
    const bad = allIngredients().flatMap((line) =>
      kindsCovering(line.id).flatMap((kind) =>
        breaches(line, ingredient(kind.id)).map((why) => `${kind.id} for ${line.id}: ${why}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('the safety rule says no to swaps that would bring an allergen or meat in', () => {
    const pairs: [string, string][] = [
      ['rice-noodles', 'udon-noodles'],
      ['soy-milk', 'oat-milk'],
      ['beef-stock', 'beef-stock-cube'],
      ['vegetable-stock', 'chicken-stock'],
      ['chapati', 'naan'],
      ['corn-tortilla', 'flour-tortilla'],
      ['rice-vinegar', 'white-wine-vinegar'],
      ['maple-syrup', 'honey'],
      ['tamari', 'soy-sauce'],
    ];
    for (const [line, kind] of pairs) {
      expect(breaches(ingredient(line), ingredient(kind)), `${kind} for ${line}`).not.toEqual([]);
      expect(kindsCovering(line).map((covering) => covering.id)).not.toContain(kind);
    }
  });

  it('covers a fajitas line of mixed peppers with a red and a green pepper', () => {
    const peppers = [pantryItem('red-pepper', 1, 'piece'), pantryItem('green-pepper', 1, 'piece')];
    expect(short('mixed-peppers', 2, null, peppers)).toBe(0);
    expect(short('mixed-peppers', 3, null, peppers)).toBeCloseTo(1, 6);
  });

  it('covers a spaghetti or penne with the cook’s wholewheat pasta, and a roll with a baguette or sourdough', () => {
    for (const shape of ['spaghetti', 'linguine', 'penne', 'fusilli']) {
      expect(kindsCovering(shape).map((kind) => kind.id)).toContain('wholewheat-pasta');
    }
    expect(kindsCovering('bread-roll').map((kind) => kind.id)).toEqual(
      expect.arrayContaining(['baguette', 'sourdough']),
    );
  });

  it('covers tinned tuna in brine with tuna in oil and the other way round', () => {
    expect(short('tuna-in-oil', 100, 'g', [pantryItem('tuna', 200, 'g')])).toBe(0);
    expect(short('tuna', 100, 'g', [pantryItem('tuna-in-oil', 200, 'g')])).toBe(0);
  });

  it('covers thighs, drumsticks or breasts with a whole chicken the cook can joint (the Sunday-roast fridge)', () => {
    const bird = [pantryItem('whole-chicken', 1600, 'g')];
    for (const piece of ['chicken-thigh', 'chicken-drumstick', 'chicken-breast']) {
      expect(short(piece, 600, 'g', bird), piece).toBe(0);
    }
  });

  it('asks for nothing in a fajitas recipe when the fridge has near kinds of every line', () => {
    const fajitas = recipeFromRow({
      id: 'test-fajitas',
      title: 'Test fajitas',
      description: 'A test.',
      cuisine: 'mexican',
      mealTypes: ['dinner'],
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 15,
      tags: [],
      ingredients: [
        ['chicken-breast', 2],
        ['mixed-peppers', 2],
        ['red-onion', 1],
        ['smoked-paprika', 1, 'tsp'],
        ['ground-cumin', 1, 'tsp'],
        ['dried-oregano', 1, 'tsp'],
        ['chilli-powder', 0.5, 'tsp'],
        ['flour-tortilla', 4],
        ['soured-cream', 100, 'g'],
        ['lettuce', 80, 'g'],
        ['cheddar', 60, 'g'],
      ],
      steps: ['Fry the chicken and peppers with the spices and wrap them in the tortillas.'],
    });
    const pantry = [
      pantryItem('chicken-breast', 2, 'piece'),
      pantryItem('red-pepper', 1, 'piece'),
      pantryItem('green-pepper', 1, 'piece'),
      pantryItem('onion', 2, 'piece'),
      pantryItem('paprika', 40, 'g'),
      pantryItem('cumin-seeds', 40, 'g'),
      pantryItem('mixed-herbs', 10, 'g'),
      pantryItem('chilli-flakes', 30, 'g'),
      pantryItem('wholemeal-tortilla', 8, 'piece'),
      pantryItem('creme-fraiche', 200, 'ml'),
      pantryItem('salad-leaves', 100, 'g'),
      pantryItem('gruyere', 150, 'g'),
    ];
    expect(coverRecipe(fajitas, indexPantry(pantry, TODAY)).missing).toEqual([]);
  });

  it('lets a cook use the kind of each food they already have', () => {
    const covered: [line: string, pantry: string][] = [
      ['red-onion', 'onion'],
      ['onion', 'shallot'],
      ['egg-noodles', 'rice-noodles'],
      ['udon-noodles', 'rice-noodles'],
      ['rice-noodles', 'glass-noodles'],
      ['soy-milk', 'rice-milk'],
      ['sugar', 'light-brown-sugar'],
      ['light-brown-sugar', 'sugar'],
      ['honey', 'maple-syrup'],
      ['lettuce', 'salad-leaves'],
      ['salad-leaves', 'lettuce'],
      ['rocket', 'watercress'],
      ['watercress', 'rocket'],
      ['kale', 'spring-greens'],
      ['spring-greens', 'kale'],
      ['broccoli', 'tenderstem-broccoli'],
      ['tenderstem-broccoli', 'broccoli'],
      ['cabbage', 'savoy-cabbage'],
      ['pak-choi', 'chinese-cabbage'],
      ['bacon', 'pancetta'],
      ['pancetta', 'bacon'],
      ['prawn', 'frozen-prawns'],
      ['cod', 'haddock'],
      ['haddock', 'pollock'],
      ['hake', 'cod'],
      ['soured-cream', 'creme-fraiche'],
      ['soured-cream', 'greek-yogurt'],
      ['creme-fraiche', 'soured-cream'],
      ['single-cream', 'half-and-half'],
      ['red-wine-vinegar', 'white-wine-vinegar'],
      ['cider-vinegar', 'white-wine-vinegar'],
      ['flour-tortilla', 'wholemeal-tortilla'],
      ['pitta', 'wholemeal-pitta'],
      ['naan', 'chapati'],
      ['chapati', 'paratha'],
      ['cheddar', 'gouda'],
      ['gruyere', 'emmental'],
      ['beef-stock', 'vegetable-stock'],
      ['soy-sauce', 'tamari'],
      ['cannellini-beans', 'butter-beans'],
      ['kidney-beans', 'black-beans'],
      ['ciabatta', 'sourdough'],
      ['cherry-tomato', 'tomato'],
    ];
    const stillToBuy = covered.filter(
      ([line, kind]) => short(line, 100, 'g', [pantryItem(kind, 500, 'g')]) > 0,
    );
    expect(stillToBuy).toEqual([]);
  });

  it('lets spices stand in for one another: paprika, cumin seeds, chilli flakes, mixed herbs', () => {
    const swaps: [line: string, pantry: string][] = [
      ['smoked-paprika', 'paprika'],
      ['ground-cumin', 'cumin-seeds'],
      ['ground-coriander', 'coriander-seeds'],
      ['chilli-powder', 'chilli-flakes'],
      ['dried-oregano', 'mixed-herbs'],
      ['mixed-herbs', 'dried-thyme'],
    ];
    // A jar with a teaspoon left covers a teaspoon, weighed through each spice's own spoon weight.
    const stillToBuy = swaps.filter(([line, kind]) => {
      const grams = gramsFor(line, 1, 'tsp');
      return grams === null || short(line, 1, 'tsp', [pantryItem(kind, grams, 'g')]) > 1e-9;
    });
    expect(stillToBuy).toEqual([]);
  });

  it('covers fresh thyme with a third of its weight of dried thyme, and dried with three times fresh', () => {
    const dried = gramsFor('dried-thyme', 1, 'tsp');
    const fresh = gramsFor('thyme', 1, 'tsp');
    if (dried === null || fresh === null) throw new Error('the catalog weighs a teaspoon of thyme');
    const index = indexPantry([pantryItem('dried-thyme', 1, 'tsp')], TODAY);
    const result = drawNeed({ ingredientId: 'thyme', quantity: 6, unit: 'tsp' }, index, new Map());
    expect(result.held).toBeCloseTo((dried * 3) / fresh, 6);
    expect(result.draws[0]?.grams).toBeCloseTo(dried, 6);
    // Fresh for dried: three teaspoons' weight of fresh thyme is worth a third as much dried.
    const back = drawNeed(
      { ingredientId: 'dried-thyme', quantity: 1, unit: 'tsp' },
      indexPantry([pantryItem('thyme', fresh * 3, 'g')], TODAY),
      new Map(),
    );
    expect(back.held).toBeCloseTo(fresh / dried, 6);
  });

  it('never covers a soft fresh herb with the dried one', () => {
    const soft: [line: string, pantry: string][] = [
      ['basil', 'dried-basil'],
      ['parsley', 'dried-parsley'],
      ['coriander', 'ground-coriander'],
    ];
    for (const [line, kind] of soft) {
      expect(short(line, 10, 'g', [pantryItem(kind, 50, 'g')]), `${kind} for ${line}`).toBe(10);
    }
  });

  it('does not cover rice noodles with udon or soya milk with oat milk: both bring gluten', () => {
    expect(short('rice-noodles', 200, 'g', [pantryItem('udon-noodles', 400, 'g')])).toBe(200);
    expect(short('soy-milk', 200, 'ml', [pantryItem('oat-milk', 1000, 'ml')])).toBe(200);
  });
});
