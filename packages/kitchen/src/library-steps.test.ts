import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { nameForms } from './recipe-mentions.ts';

/*
 * Library recipes are written for a number of servings and scaled by `scaleRecipe`, which changes the
 * ingredient amounts and not the words. A step that counts what scales ("make four hollows", "divide
 * between two bowls", "heat 2 tbsp oil") is false at any other number of servings; "make a hollow for
 * each egg", "divide between the bowls" and "heat the oil" stay true.
 */

const NUMBER_WORDS = [
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  ...['a couple of', 'a dozen', 'half a dozen'],
];
/** A count or an amount: "4", "1.5", "1/2", "four", "a couple of". */
const NUMBER = `(?:\\d+(?:[.,/]\\d+)?|${NUMBER_WORDS.join('|')})`;

/** What a cook counts out per serving, whatever the recipe. */
const COUNTED = [
  ...['bowl', 'plate', 'glass', 'slice', 'hollow', 'well', 'tortilla', 'wrap', 'pitta', 'bun', 'fillet'],
  ...['chop', 'steak', 'breast', 'thigh', 'egg', 'portion', 'burger', 'patty', 'patties', 'ball'],
  ...['meatball', 'serving', 'clove', 'rasher', 'sausage', 'cake', 'fritter', 'pancake', 'muffin'],
  ...['round', 'log', 'triangle', 'gap', 'board', 'jar', 'of them'],
];
/** Spoon, weight and volume amounts of an ingredient ("2 tbsp olive oil", "100 g feta"). */
const UNITS = [
  ...['tbsp', 'tsp', 'tablespoons?', 'teaspoons?', 'g', 'kg', 'ml', 'l', 'litres?', 'cups?'],
  ...['handfuls?', 'pinch(?:es)?', 'tins?', 'cans?'],
];

/**
 * Up to two words may stand between a count and its thing ("4 large tortillas"), but not these: "for 10 minutes
 * until the eggs set" counts minutes, not eggs.
 */
const NOT_BETWEEN = new Set([
  ...['minute', 'minutes', 'hour', 'hours', 'second', 'seconds', 'cm', 'mm', 'inch', 'inches', 'c', 'f'],
  ...['degrees', 'fan', 'gas', 'mark', 'and', 'or', 'to', 'in', 'into', 'for', 'the', 'a', 'an', 'at'],
  ...['on', 'with', 'then', 'until', 'each', 'per', 'more', 'times', 'by', 'from', 'side', 'sides'],
]);

/**
 * Counts and amounts that do not scale: a ratio ("130 ml of water for every 100 g of rice"), an amount
 * per person or per piece ("2 per person", "cut each breast into 3").
 */
const RATIO_BEFORE = /(?:for every|for each|per|each)\s+$/;
const RATIO_AFTER = /^(?:\s+of(?:\s+[a-z]+){1,2})?\s*,?\s*(?:for every|for each|per|a head|each)\b/;
/** A count within a clause about each piece: "fill each roll with lettuce, three fish fingers". */
const EACH_CLAUSE = /\beach\b[^.;:]*$/;
/** The size of a dish or tin ("a 1.2 litre pie dish"), which is a size, not an amount of food. */
const COOKWARE_AFTER = /^(?:\s+[a-z]+)?\s+(?:dish|tin|pan|tray|pot|casserole|mould)\b/;

/** A few exact phrases that read true at any servings. */
const ALLOWED = ['one egg at a time'];

function plural(word: string): string[] {
  return [word, `${word}s`, `${word}es`, ...(word.endsWith('y') ? [`${word.slice(0, -1)}ies`] : [])];
}

/** The words for the countable things of this recipe: the list above, its foods' names and their pieces. */
function thingsOf(ingredientIds: readonly string[]): string[] {
  const things = new Set(COUNTED.flatMap(plural));
  for (const id of ingredientIds) {
    const ingredient = getIngredient(id);
    if (!ingredient) continue;
    for (const form of nameForms(ingredient)) things.add(form);
    if (ingredient.pieceName) for (const form of plural(ingredient.pieceName)) things.add(form);
  }
  // Longest first, so "cherry tomatoes" is read before "cherry".
  return [...things].sort((a, b) => b.length - a.length);
}

function clean(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** The servings-dependent counts and amounts in one step: "four hollows", "2 tbsp olive oil". */
function servingsCounts(text: string, things: readonly string[]): string[] {
  const cleaned = clean(text);
  const found: string[] = [];
  const thing = `(?:${things.map((word) => word.replace(/ /g, '\\s+')).join('|')})`;
  const counted = new RegExp(
    `\\b${NUMBER}(?:\\s*(?:${UNITS.join('|')})\\b|((?:\\s+[a-z-]+){0,2}?)\\s+${thing}\\b)`,
    'g',
  );
  // "Make eight." at the end of a step counts what the recipe makes.
  for (const match of cleaned.matchAll(new RegExp(`\\bmake\\s+${NUMBER}\\s*[.;]`, 'g'))) found.push(match[0]);
  for (const match of cleaned.matchAll(counted)) {
    const between = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
    if (between.some((word) => NOT_BETWEEN.has(word))) continue;
    const before = cleaned.slice(0, match.index);
    const after = cleaned.slice(match.index + match[0].length);
    if (RATIO_BEFORE.test(before) || RATIO_AFTER.test(after) || EACH_CLAUSE.test(before)) continue;
    if (COOKWARE_AFTER.test(after)) continue;
    if (ALLOWED.some((phrase) => cleaned.slice(match.index).startsWith(phrase))) continue;
    found.push(match[0]);
  }
  return found;
}

describe('library step text', () => {
  it('flags counts and amounts that scale, and lets times, sizes, ratios and cookware through', () => {
    const things = thingsOf(['egg', 'olive-oil', 'feta', 'basmati-rice']);
    expect(servingsCounts('Make four hollows and crack in the eggs.', things)).toEqual(['four hollows']);
    expect(servingsCounts('Divide between two bowls.', things)).toEqual(['two bowls']);
    expect(servingsCounts('Heat 2 tbsp olive oil and crumble in 100 g feta.', things)).toEqual([
      '2 tbsp',
      '100 g',
    ]);
    expect(servingsCounts('Beat 2 large eggs.', things)).toEqual(['2 large eggs']);
    expect(servingsCounts('Roll up tightly. Make eight.', things)).toEqual(['make eight.']);
    expect(servingsCounts('Butter the bread and spread two of them with mustard.', things)).toEqual([
      'two of them',
    ]);
    expect(
      servingsCounts(
        'Simmer the rice in 150 ml of water for every 100 g of rice for 12 minutes in one large pan at 200°C; cut it into 3 pieces, 2 per person, 2 cm thick.',
        things,
      ),
    ).toEqual([]);
    expect(servingsCounts('Heat the oil and crack in the eggs, one egg at a time.', things)).toEqual([]);
    expect(servingsCounts('Fill each pitta with feta, two eggs and the salad.', things)).toEqual([]);
    expect(servingsCounts('Spoon into a 1.2 litre pie dish and bake.', things)).toEqual([]);
  });

  it('has no step whose counts or amounts go stale when the recipe is scaled', () => {
    const offending = RECIPE_LIBRARY.flatMap((recipe) => {
      const things = thingsOf(recipe.ingredients.map((line) => line.ingredientId));
      return recipe.steps.flatMap((step, index) => {
        const found = servingsCounts(step.text, things);
        return found.length > 0
          ? [`${recipe.id} step ${index + 1}: ${found.map((words) => `"${words}"`).join(', ')}: ${step.text}`]
          : [];
      });
    });
    expect(offending).toEqual([]);
    // One long pattern (every countable word of the recipe) is built for each of the library's steps: several
    // seconds on a busy machine, more than the 5-second default.
  }, 60_000);
});
