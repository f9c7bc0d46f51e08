import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { RECIPE_LIBRARY, recipeById } from './library.ts';
import type { PantryItem } from './pantry.ts';
import { coverRecipe, indexPantry } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';
import { stepsMentioning } from './recipe-mentions.ts';

/*
 * A good cook with the dish's main foods and its signature seasonings in the fridge makes it without buying a
 * third dried herb, a bay leaf, a garnish or a square of chocolate: library recipes mark such lines optional,
 * and what to buy leaves them out. The signature (cumin and chilli in a chilli, garam masala in a curry) and
 * what the dish is built on stay required.
 */

const TODAY = '2026-03-02';

/** A pantry holding "enough" of each food. */
function pantryOf(ingredientIds: readonly string[]): PantryItem[] {
  return ingredientIds.map((ingredientId) => ({
    id: `p-${ingredientId}`,
    ingredientId,
    name: getIngredient(ingredientId)?.name ?? ingredientId,
    quantity: null,
    unit: null,
    place: 'fridge',
    expiresOn: null,
    expiryEstimated: false,
    opened: false,
  }));
}

function recipe(id: string): Recipe {
  const found = recipeById(id);
  if (!found) throw new Error(`no library recipe ${id}`);
  return found;
}

function toBuy(id: string, pantry: readonly string[]): string[] {
  return coverRecipe(recipe(id), indexPantry(pantryOf(pantry), TODAY)).missing.map(
    (line) => line.ingredientId,
  );
}

const CASES: readonly Readonly<{
  recipe: string;
  pantry: readonly string[];
  most: number;
  never: readonly string[];
}>[] = [
  {
    recipe: 'chilli-con-carne',
    pantry: [
      ...['minced-beef', 'onion', 'red-pepper', 'garlic', 'chopped-tomatoes', 'kidney-beans'],
      ...['ground-cumin', 'chilli-powder'],
    ],
    most: 2,
    never: ['smoked-paprika', 'dried-oregano', 'dark-chocolate', 'soured-cream'],
  },
  {
    recipe: 'chicken-fajitas',
    pantry: [
      ...['chicken-breast', 'mixed-peppers', 'red-onion', 'smoked-paprika', 'ground-cumin', 'lime'],
      ...['flour-tortilla', 'cheddar'],
    ],
    most: 2,
    never: ['garlic-powder', 'dried-oregano'],
  },
  {
    recipe: 'spaghetti-bolognese',
    pantry: [
      ...['onion', 'carrot', 'garlic', 'minced-beef', 'tomato-puree', 'chopped-tomatoes', 'spaghetti'],
      'parmesan',
    ],
    most: 1,
    never: ['bay-leaf', 'dried-oregano'],
  },
  {
    recipe: 'chicken-chorizo-rice',
    pantry: [
      ...['chicken-thigh', 'chorizo', 'onion', 'red-pepper', 'garlic', 'smoked-paprika', 'risotto-rice'],
      ...['chicken-stock', 'frozen-peas'],
    ],
    most: 1,
    never: ['saffron', 'parsley'],
  },
  {
    recipe: 'saag-paneer',
    pantry: [
      ...['paneer', 'spinach', 'onion', 'garlic', 'ginger', 'tomato', 'cumin-seeds', 'garam-masala'],
      'chapati',
    ],
    most: 2,
    never: [],
  },
];

/** What each dish is: lines that stay required however well-stocked the cook is. */
const SIGNATURE: Readonly<Record<string, readonly string[]>> = {
  'chilli-con-carne': ['minced-beef', 'kidney-beans', 'chopped-tomatoes', 'ground-cumin', 'chilli-powder'],
  'chicken-fajitas': ['chicken-breast', 'mixed-peppers', 'flour-tortilla', 'smoked-paprika', 'ground-cumin'],
  'spaghetti-bolognese': ['minced-beef', 'chopped-tomatoes', 'spaghetti'],
  'chana-masala': ['chickpeas', 'garam-masala', 'chopped-tomatoes', 'onion'],
  'saag-paneer': ['paneer', 'spinach', 'garam-masala'],
  'gochujang-beef-rice-bowl-fried-egg': ['gochujang', 'minced-beef', 'rice'],
  'chicken-chorizo-rice': ['chicken-thigh', 'chorizo', 'risotto-rice', 'smoked-paprika'],
};

/** Words that tell the cook a line may be left out. */
const SAYS_OPTIONAL = /\bif\b|optional|to serve|for anyone who|for those who/i;

describe('optional lines in library recipes', () => {
  it.each(CASES)('$recipe asks a well-stocked cook to buy at most $most items', (example) => {
    const buy = toBuy(example.recipe, example.pantry);
    expect(buy.length, buy.join(', ')).toBeLessThanOrEqual(example.most);
    for (const id of example.never) expect(buy).not.toContain(id);
  });

  it('keeps the main foods and signature seasonings of a dish required', () => {
    const optional = Object.entries(SIGNATURE).flatMap(([id, lines]) =>
      recipe(id)
        .ingredients.filter((line) => lines.includes(line.ingredientId) && line.optional)
        .map((line) => `${id}: ${line.ingredientId}`),
    );
    expect(optional).toEqual([]);
  });

  it('says so in every step that names an optional line', () => {
    const problems = RECIPE_LIBRARY.flatMap((dish) =>
      dish.ingredients
        .filter((line) => line.optional)
        .flatMap((line) =>
          stepsMentioning(dish, line.ingredientId)
            .filter((index) => !SAYS_OPTIONAL.test(dish.steps[index]?.text ?? ''))
            .map(
              (index) => `${dish.id} step ${index + 1} (${line.ingredientId}): ${dish.steps[index]?.text}`,
            ),
        ),
    );
    expect(problems).toEqual([]);
  });
});
