import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { RECIPE_LIBRARY, recipeById, recipesFor } from './library.ts';
import { packLibraryRow } from './library-pack.ts';
import { MEAL_TYPES, type MealType, type Recipe, type RecipeTag, totalMinutes } from './recipe.ts';
import { recipeProblems } from './recipe-checks.ts';
import { unmentionedIngredients } from './recipe-mentions.ts';
import { ingredientLineGrams, nutritionPerServing } from './recipe-nutrition.ts';
import { rowFromRecipe } from './recipe-row.ts';
import { stepDurations } from './recipe-timers.ts';

const library = RECIPE_LIBRARY;
const tagged = (tag: RecipeTag) => library.filter((recipe) => recipe.tags.includes(tag));
const forMeal = (meal: MealType, recipes: readonly Recipe[] = library) =>
  recipes.filter((recipe) => recipe.mealTypes.includes(meal));

const CUISINES = [
  ...['british', 'american', 'italian', 'french', 'spanish', 'greek', 'turkish', 'middle-eastern'],
  ...[
    'north-african',
    'indian',
    'sri-lankan',
    'thai',
    'vietnamese',
    'chinese',
    'japanese',
    'korean',
    'mexican',
    'caribbean',
    'west-african',
    'east-african',
    'portuguese',
    'persian',
    'filipino',
    'german',
    'polish',
    'brazilian',
    'malaysian',
    ...[
      'taiwanese',
      'dutch',
      'colombian',
      'hungarian',
      'georgian',
      'belgian',
      'swedish',
      'norwegian',
      'swiss',
    ],
    ...[
      'austrian',
      'peruvian',
      'argentinian',
      'canadian',
      'south-african',
      'pakistani',
      'ethiopian',
      'senegalese',
      'indonesian',
      'danish',
      'russian',
      'cuban',
      'bangladeshi',
      'egyptian',
      'somali',
      'czech',
      'ukrainian',
      'new-zealand',
      'romanian',
      'lao',
      'goan',
    ],
  ],
];

/** Energy a serving can sensibly hold for each meal; a recipe must fit every meal it is offered for. */
const KCAL_PER_SERVING: Readonly<Record<MealType, readonly [number, number]>> = {
  breakfast: [150, 900],
  lunch: [250, 1100],
  dinner: [250, 1100],
  snack: [50, 500],
};

/** A day's worth of sodium (6 g of salt): no single serving should come near it. */
const MAX_SODIUM_MG_PER_SERVING = 2300;

/**
 * What the browser downloads with the kitchen for the library, gzipped: the recipes packed without their
 * words (`library-pack.ts`; descriptions and step text load per library file, for the recipes shown:
 * decision 022). The whole kitchen download has its own budget in the bench (150 KB).
 */
const MAX_LIBRARY_GZIP_BYTES = 28_500;
/** The library's source, words included, gzipped: each file's words are a chunk fetched on demand. */
const MAX_LIBRARY_SOURCE_GZIP_BYTES = 168_000;

describe('the recipe library', () => {
  it('has at least 130 recipes with unique kebab-case ids, all from the library', () => {
    expect(library.length).toBeGreaterThanOrEqual(130);
    const ids = library.map((recipe) => recipe.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const recipe of library) {
      expect(recipe.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(recipe.source).toBe('library');
    }
  });

  it('covers every meal, with at least 20 breakfasts and 15 snacks', () => {
    expect(forMeal('breakfast').length).toBeGreaterThanOrEqual(20);
    expect(forMeal('snack').length).toBeGreaterThanOrEqual(15);
    expect(forMeal('lunch').length).toBeGreaterThanOrEqual(30);
    expect(forMeal('dinner').length).toBeGreaterThanOrEqual(40);
  });

  it('spans at least 12 cuisines, each a known kebab-case name', () => {
    const cuisines = new Set(library.map((recipe) => recipe.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(12);
    for (const cuisine of cuisines) expect(CUISINES).toContain(cuisine);
  });

  it('offers at least 40 vegetarian recipes, and vegetarian and vegan ones for every meal', () => {
    expect(tagged('vegetarian').length).toBeGreaterThanOrEqual(40);
    for (const meal of MEAL_TYPES) {
      expect(forMeal(meal, tagged('vegetarian')).length, meal).toBeGreaterThanOrEqual(5);
      expect(forMeal(meal, tagged('vegan')).length, meal).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 30 quick recipes (20 minutes or less, all in) and plenty that are high-protein, mild or use leftovers', () => {
    expect(library.filter((recipe) => totalMinutes(recipe) <= 20).length).toBeGreaterThanOrEqual(30);
    expect(tagged('high-protein').length).toBeGreaterThanOrEqual(20);
    expect(tagged('family-friendly').length).toBeGreaterThanOrEqual(30);
    expect(tagged('uses-leftovers').length).toBeGreaterThanOrEqual(30);
  });

  it('lists only catalog ingredients, each once, in quantities the catalog can weigh', () => {
    const problems: string[] = [];
    for (const recipe of library) {
      const ids = recipe.ingredients.map((line) => line.ingredientId);
      if (new Set(ids).size !== ids.length) problems.push(`${recipe.id}: an ingredient is listed twice`);
      for (const line of recipe.ingredients) {
        if (!getIngredient(line.ingredientId)) problems.push(`${recipe.id}: unknown ${line.ingredientId}`);
        else if (!(line.quantity > 0) || ingredientLineGrams(line) === null) {
          problems.push(
            `${recipe.id}: cannot weigh ${line.quantity} ${line.unit ?? 'piece'} ${line.ingredientId}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('tags vegetarian and vegan exactly where the catalog diet facts allow, whatever the tags claim', () => {
    const problems: string[] = [];
    for (const recipe of library) {
      const facts = recipe.ingredients.map((line) => getIngredient(line.ingredientId));
      const vegetarian = facts.every(
        (facts) => facts && !facts.diet.meat && !facts.diet.fish && !facts.diet.shellfish,
      );
      const vegan =
        vegetarian &&
        facts.every((facts) => facts && !facts.diet.dairy && !facts.diet.egg && !facts.diet.honey);
      if (recipe.tags.includes('vegetarian') !== vegetarian)
        problems.push(`${recipe.id}: vegetarian is ${vegetarian}`);
      if (recipe.tags.includes('vegan') !== vegan) problems.push(`${recipe.id}: vegan is ${vegan}`);
    }
    expect(problems).toEqual([]);
  });

  it('uses every listed ingredient in a step, by its catalog name or an alias', () => {
    const problems = library.flatMap((recipe) =>
      unmentionedIngredients(recipe).map((id) => `${recipe.id}: ${id}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives each step that names a duration a timer of exactly that length, and no other step a timer', () => {
    const problems: string[] = [];
    for (const recipe of library) {
      recipe.steps.forEach((step, index) => {
        const seconds = stepDurations(step.text).map((duration) => duration.seconds);
        const expected = seconds.length === 1 ? seconds[0] : undefined;
        if (seconds.length > 1 || step.timerSeconds !== expected) {
          problems.push(
            `${recipe.id} step ${index + 1}: text says ${seconds.join(', ') || 'nothing'}, timer ${step.timerSeconds}`,
          );
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('passes every recipe check, derived tags (mild, spicy, quick, high-protein, no-cook) included', () => {
    const problems = library.flatMap((recipe) =>
      recipeProblems(recipe).map((problem) => `${recipe.id}: ${problem.code} ${problem.detail}`),
    );
    expect(problems).toEqual([]);
  });

  it('works out plausible energy and sodium per serving for every meal a recipe is offered for', () => {
    const problems: string[] = [];
    for (const recipe of library) {
      const { kcal, sodiumMg, unweighed } = nutritionPerServing(recipe);
      if (unweighed.length > 0) problems.push(`${recipe.id}: cannot weigh ${unweighed.join(', ')}`);
      if (sodiumMg > MAX_SODIUM_MG_PER_SERVING) problems.push(`${recipe.id}: ${sodiumMg} mg sodium`);
      for (const meal of recipe.mealTypes) {
        const [least, most] = KCAL_PER_SERVING[meal];
        if (kcal < least || kcal > most) problems.push(`${recipe.id}: ${kcal} kcal for ${meal}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves a sensible number and writes every recipe out in full', () => {
    for (const recipe of library) {
      expect(recipe.servings, recipe.id).toBeGreaterThanOrEqual(1);
      expect(recipe.servings, recipe.id).toBeLessThanOrEqual(8);
      expect(recipe.title.length, recipe.id).toBeGreaterThan(3);
      expect(recipe.description.length, recipe.id).toBeGreaterThan(30);
      expect(recipe.steps.length, recipe.id).toBeGreaterThanOrEqual(2);
      expect(recipe.tags.includes('mild') !== recipe.tags.includes('spicy'), recipe.id).toBe(true);
    }
  });

  it(`stays under ${MAX_LIBRARY_GZIP_BYTES / 1000} KB gzipped for the browser, without its words`, () => {
    const packed = RECIPE_LIBRARY.map((recipe) => packLibraryRow(rowFromRecipe(recipe)));
    expect(gzipSync(JSON.stringify(packed)).length).toBeLessThan(MAX_LIBRARY_GZIP_BYTES);
    const folder = new URL('./library/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const source = files.map((name) => readFileSync(new URL(name, folder), 'utf8')).join('');
    expect(gzipSync(source).length).toBeLessThan(MAX_LIBRARY_SOURCE_GZIP_BYTES);
  });
});

describe('recipeById and recipesFor', () => {
  it('find library recipes by id and by meal', () => {
    expect(recipeById('shakshuka')?.cuisine).toBe('north-african');
    expect(recipeById('unicorn-pie')).toBeNull();
    expect(recipesFor('snack').every((recipe) => recipe.mealTypes.includes('snack'))).toBe(true);
    expect(recipesFor('snack').length).toBe(forMeal('snack').length);
  });
});
