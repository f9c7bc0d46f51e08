import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { isoDay, pickOne, randomPantry, randomProfile, randomSource } from '../../test/random-kitchen.ts';
import { allIngredients, getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { GOALS } from '../goals.ts';
import type { Recipe } from '../recipe.ts';
import { titleName } from './dish-words.ts';
import { generateRecipes } from './generate-recipes.ts';

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];

/** Every word the catalog uses to name a food. */
const FOOD_WORDS = new Set(
  allIngredients().flatMap((ingredient) => [ingredient.name, ...ingredient.aliases].flatMap(wordsOf)),
);

/**
 * Words that name no particular food, or a dish rather than an ingredient: a title may use them whatever
 * the recipe holds. Kept short on purpose: a food here is one a label could claim without holding.
 */
const GENERIC = new Set(
  `a and of in with the on to for or it is up as at by its be from into over ready out one two
  red green white black brown yellow hot sweet fresh dried mixed whole baby large small little cooked smoked
  plain light dark sauce paste stock style spiced spicy thai indian chinese japanese korean mexican italian
  greek french spanish moroccan english soup curry salad bowl bake tray stir fry wraps wrap hash frittata
  porridge toast broth glaze dressing filling veg vegetables vegetable mild quick easy crisp creamy golden
  best good something everything whatever leftover leftovers soft hard deep sharp sticky fiery glossy
  fragrant warm cold homely gentle gently punchy big thick new next day night minutes half hour table
  weeknight build your own food meal cup free made spread roasted tin wok fast smooth pasta
  stew casserole roast burgers pie cottage mash`.split(/\s+/),
);

/** Words that claim a food without naming it. */
const CLAIMS: Readonly<Record<string, string>> = { garlicky: 'garlic', lemony: 'lemon', cheesy: 'cheese' };

/** The words a recipe's own ingredients are called by: names, aliases and the short title names. */
function ownWords(recipe: Recipe): Set<string> {
  const ingredients = recipe.ingredients
    .map((line) => getIngredient(line.ingredientId))
    .filter((found): found is Ingredient => found !== null);
  return new Set(
    ingredients.flatMap((ingredient) =>
      [ingredient.name, ...ingredient.aliases, titleName(ingredient)].flatMap(wordsOf),
    ),
  );
}

/** Food words in the title or description that name nothing the recipe holds. */
export function strayFoodWords(recipe: Recipe): string[] {
  const own = ownWords(recipe);
  const said = wordsOf(`${recipe.title} ${recipe.description}`);
  // "Garlicky" claims garlic as much as "garlic" does.
  const foods = said.map((word) => CLAIMS[word] ?? word);
  const stray = foods.filter((word) => FOOD_WORDS.has(word) && !GENERIC.has(word) && !own.has(word));
  return [...new Set(stray)];
}

describe('titles and descriptions name only what the recipe holds', () => {
  it('describes a soy-free stir-fry by its coconut aminos, never as a soy sauce', () => {
    const pantry = [
      'chicken-breast',
      'broccoli',
      'red-pepper',
      'jasmine-rice',
      'coconut-aminos',
      'ginger',
    ].map((id) => pantryItem(id, null, null, isoDay(1)));
    const recipes = generateRecipes({
      pantry,
      profile: { diets: [], allergens: ['soy'], dislikes: [] },
      goal: 'use-it-up',
      servings: 2,
      today: isoDay(0),
      seed: 3,
      limit: 12,
    });
    const stirFry = recipes.find((recipe) => recipe.title.toLowerCase().includes('stir-fry'));
    expect(stirFry?.description).toMatch(/coconut aminos/);
    expect(stirFry?.description).not.toMatch(/\bsoy\b/);
  });

  it('across random kitchens and profiles, every food word of a title or description is an ingredient', {
    timeout: 120_000,
  }, () => {
    const faults: string[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const next = randomSource(index * 104_729 + 17);
      const recipes = generateRecipes({
        pantry: randomPantry(next),
        profile: randomProfile(next),
        goal: pickOne(next, GOALS),
        servings: 2,
        today: isoDay(0),
        seed: index,
        limit: 6,
      });
      for (const recipe of recipes) {
        const stray = strayFoodWords(recipe);
        if (stray.length > 0) faults.push(`${recipe.title} | ${recipe.description} | ${stray.join(', ')}`);
      }
    }
    expect(faults.slice(0, 60)).toEqual([]);
  });
});
