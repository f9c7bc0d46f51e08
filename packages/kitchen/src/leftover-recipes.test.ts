import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { NO_RESTRICTIONS } from './diet-profile.ts';
import { generateRecipes } from './generator/generate-recipes.ts';
import { LEFTOVER_ONLY, LEFTOVER_PORTION_GRAMS } from './leftovers.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { type PantryItem, placeNewItem } from './pantry.ts';
import { parsePantryText } from './parse-pantry-text.ts';
import { type SuggestOptions, suggestRecipes } from './rank-recipes.ts';
import type { Recipe } from './recipe.ts';

const TODAY = '2025-06-01';
const COOKED = new Set(Object.keys(LEFTOVER_PORTION_GRAMS));

/** The pantry the server would keep for what the cook typed: parsed, placed and dated the one way. */
function pantryFrom(text: string): PantryItem[] {
  return parsePantryText(text).map((parsed, index) => ({
    id: `item-${index}`,
    ingredientId: parsed.ingredientId,
    name: parsed.name,
    quantity: parsed.quantity,
    unit: parsed.unit,
    ...placeNewItem(parsed.ingredientId, TODAY, parsed.place ? { place: parsed.place } : {}),
    opened: false,
  }));
}

const suggest = (pantry: PantryItem[], overrides: Partial<SuggestOptions> = {}) =>
  suggestRecipes({
    pantry,
    profile: NO_RESTRICTIONS,
    goal: 'use-it-up',
    servings: 2,
    today: TODAY,
    seed: 1,
    limit: 6,
    ...overrides,
  });

const itemOf = (pantry: PantryItem[], ingredientId: string) =>
  pantry.find((item) => item.ingredientId === ingredientId)?.id;

const usesCookedFood = (recipe: Recipe) => recipe.ingredients.some((line) => COOKED.has(line.ingredientId));

/** Words of a step that puts food over heat ("roast" is left out: it names the roast beef). */
const HEAT = /\b(fry|fried|heat|bake|simmer|stir-fry|grill|boil|microwave|warm)\b/i;

/**
 * Whether a step puts the cooked food over heat: a step naming it ("the chicken", "the pasta") with a
 * heating word. A Caesar salad of yesterday's chicken serves it cold, and fries only its croutons.
 */
function heatsCookedFood(recipe: Recipe): boolean {
  const words = recipe.ingredients
    .filter((line) => COOKED.has(line.ingredientId))
    .map(
      (line) => (getIngredient(line.ingredientId)?.name ?? '').split(' ').at(-1)?.replace(/e?s$/, '') ?? '',
    )
    .filter(Boolean);
  return recipe.steps.some(
    (step) => HEAT.test(step.text) && words.some((word) => step.text.toLowerCase().includes(word)),
  );
}

describe('recipes for leftovers', () => {
  it.each([1, 2, 3, 4, 5])(
    'ranks a fried rice first for "use it up" from leftover rice, eggs and spring onions (seed %i)',
    (seed) => {
      const pantry = pantryFrom('leftover rice, 6 eggs, a bunch of spring onions');
      const [first] = suggest(pantry, { seed });
      expect(first?.recipe.title).toMatch(/fried rice/i);
      expect(first?.usesPantry).toContain(itemOf(pantry, 'microwave-rice'));
      expect(first?.usesPantry).toContain(itemOf(pantry, 'egg'));
    },
  );

  it.each([
    ['leftover roast chicken', 'cooked-chicken', /wrap|quesadilla|pie|fried rice|hash/i],
    ['cooked pasta, 6 eggs', 'cooked-pasta', /pasta bake|frittata|pasta/i],
    ['roast potatoes', 'cooked-potatoes', /bubble and squeak|hash|frittata/i],
    ['leftover bolognese', 'bolognese-sauce', /spaghetti|jacket potato|sloppy joe/i],
    ['half a tray of lasagne', 'lasagne', /lasagne/i],
    ['leftover chilli', 'chilli-con-carne', /chilli/i],
    ['leftover roast beef', 'cooked-beef', /beef/i],
  ])('suggests first a recipe that uses %s', (text, id, title) => {
    const pantry = pantryFrom(text);
    const [first] = suggest(pantry);
    expect(first?.usesPantry).toContain(itemOf(pantry, id));
    expect(first?.recipe.title).toMatch(title);
  });

  it('cooks the chicken and the rice of "leftover rice, leftover roast chicken" together', () => {
    const pantry = pantryFrom('leftover rice, leftover roast chicken, 4 eggs');
    const both = suggest(pantry).filter(
      (suggestion) =>
        suggestion.usesPantry.includes(itemOf(pantry, 'microwave-rice') ?? '') &&
        suggestion.usesPantry.includes(itemOf(pantry, 'cooked-chicken') ?? ''),
    );
    expect(both.length).toBeGreaterThan(0);
  });

  it('never asks a cook without them to buy leftover pasta, potatoes, vegetables or bolognese', () => {
    const needsLeftover = (recipe: Recipe) =>
      recipe.ingredients.some((line) => LEFTOVER_ONLY.has(line.ingredientId));
    expect(RECIPE_LIBRARY.filter(needsLeftover).length).toBeGreaterThan(2);
    for (const seed of [1, 2, 3]) {
      for (const pantry of [[], pantryFrom('6 eggs, 500g spaghetti, 4 potatoes, an onion')]) {
        const suggested = suggest(pantry, { seed, limit: 10 }).map((suggestion) => suggestion.recipe);
        expect(suggested.filter(needsLeftover).map((recipe) => recipe.id)).toEqual([]);
      }
    }
  });

  it('reheats cooked food until piping hot, and never gives it a raw cooking time', () => {
    const pantries = [
      'leftover roast chicken, 2 onions, 4 eggs, 2 potatoes, 4 tortillas',
      'leftover rice, leftover chicken, 2 carrots, 3 eggs',
      'leftover roast beef, roast potatoes, 2 eggs',
      'cooked pasta, 2 courgettes, 3 eggs',
      'roast potatoes, leftover veg, 3 eggs, an onion',
    ];
    const recipes = [
      ...RECIPE_LIBRARY.filter(usesCookedFood),
      ...pantries.flatMap((text) =>
        [1, 2, 3].flatMap((seed) =>
          generateRecipes({
            pantry: pantryFrom(text),
            profile: NO_RESTRICTIONS,
            goal: 'use-it-up',
            servings: 2,
            today: TODAY,
            seed,
            limit: 6,
          }).filter(usesCookedFood),
        ),
      ),
    ];
    expect(recipes.filter((recipe) => recipe.source === 'generated').length).toBeGreaterThan(5);
    for (const recipe of recipes) {
      const method = recipe.steps.map((step) => step.text).join(' ');
      if (heatsCookedFood(recipe)) expect(method, recipe.id).toMatch(/piping hot/);
      expect(method, recipe.id).not.toMatch(/cook(?:ed)? chicken[^.]*until cooked through/i);
    }
  });
});
