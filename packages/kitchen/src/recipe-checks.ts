import { getIngredient } from './catalog.ts';
import { MEAL_TYPES, RECIPE_TAGS, type Recipe } from './recipe.ts';
import { unmentionedIngredients } from './recipe-mentions.ts';
import { ingredientLineGrams } from './recipe-nutrition.ts';
import { derivedTagMismatches } from './recipe-tags.ts';
import { timerProblem } from './recipe-timers.ts';
import { stepProblems } from './step-checks.ts';

export { stepProblems };

export type RecipeProblemCode =
  | 'bad-id'
  | 'bad-servings'
  | 'bad-minutes'
  | 'no-meal-type'
  | 'no-ingredients'
  | 'no-steps'
  | 'unknown-ingredient'
  | 'unweighable-ingredient'
  | 'repeated-ingredient'
  | 'ingredient-not-in-steps'
  | 'timer-mismatch'
  | 'step-contradicts-food'
  | 'bad-wording'
  | 'unknown-tag'
  | 'wrong-tag'
  | 'missing-tag';

export type RecipeProblem = Readonly<{ code: RecipeProblemCode; detail: string }>;

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function shapeProblems(recipe: Recipe): RecipeProblem[] {
  const problems: RecipeProblem[] = [];
  if (!KEBAB_CASE.test(recipe.id)) problems.push({ code: 'bad-id', detail: recipe.id });
  if (!Number.isInteger(recipe.servings) || recipe.servings < 1) {
    problems.push({ code: 'bad-servings', detail: String(recipe.servings) });
  }
  for (const minutes of [recipe.prepMinutes, recipe.cookMinutes, recipe.waitMinutes ?? 0]) {
    if (!Number.isInteger(minutes) || minutes < 0)
      problems.push({ code: 'bad-minutes', detail: String(minutes) });
  }
  const mealTypes = recipe.mealTypes.filter((meal) => MEAL_TYPES.includes(meal));
  if (mealTypes.length === 0) problems.push({ code: 'no-meal-type', detail: recipe.mealTypes.join(', ') });
  if (recipe.ingredients.length === 0) problems.push({ code: 'no-ingredients', detail: '' });
  if (recipe.steps.length === 0) problems.push({ code: 'no-steps', detail: '' });
  return problems;
}

function ingredientProblems(recipe: Recipe): RecipeProblem[] {
  const problems: RecipeProblem[] = [];
  const seen = new Set<string>();
  for (const line of recipe.ingredients) {
    const id = line.ingredientId;
    if (seen.has(id)) problems.push({ code: 'repeated-ingredient', detail: id });
    seen.add(id);
    if (!getIngredient(id)) problems.push({ code: 'unknown-ingredient', detail: id });
    else if (!(line.quantity > 0) || ingredientLineGrams(line) === null) {
      problems.push({
        code: 'unweighable-ingredient',
        detail: `${line.quantity} ${line.unit ?? 'piece'} ${id}`,
      });
    }
  }
  for (const id of unmentionedIngredients(recipe)) {
    if (getIngredient(id)) problems.push({ code: 'ingredient-not-in-steps', detail: id });
  }
  return problems;
}

/** A duration a cook would not write: "1 minutes", "4 minutes minutes". */
const BAD_WORDING = /\b1 (minutes|hours)\b|\b(minutes|hours) \2\b/;

function stepAndTagProblems(recipe: Recipe): RecipeProblem[] {
  const problems: RecipeProblem[] = [];
  recipe.steps.forEach((step, index) => {
    const problem = timerProblem(step);
    if (problem) problems.push({ code: 'timer-mismatch', detail: `step ${index + 1} ${problem}` });
  });
  for (const detail of stepProblems(recipe)) problems.push({ code: 'step-contradicts-food', detail });
  recipe.steps.forEach((step, index) => {
    const wrong = BAD_WORDING.exec(step.text);
    if (wrong) problems.push({ code: 'bad-wording', detail: `step ${index + 1}: "${wrong[0]}"` });
  });
  for (const tag of recipe.tags) {
    if (!RECIPE_TAGS.includes(tag)) problems.push({ code: 'unknown-tag', detail: tag });
  }
  const { wrong, missing } = derivedTagMismatches(recipe);
  for (const tag of wrong) problems.push({ code: 'wrong-tag', detail: tag });
  for (const tag of missing) problems.push({ code: 'missing-tag', detail: tag });
  if (recipe.tags.includes('family-friendly') && !recipe.tags.includes('mild')) {
    problems.push({ code: 'wrong-tag', detail: 'family-friendly needs mild' });
  }
  return problems;
}

/**
 * Everything that makes a recipe unfit to show, whatever its source: the library's tests, the generator
 * and the AI source all hold recipes to it. An empty list means the recipe is sound: every ingredient is in
 * the catalog, can be weighed and is used in a step; timers agree with the steps; the tags the catalog
 * and the numbers decide are true.
 */
export function recipeProblems(recipe: Recipe): RecipeProblem[] {
  return [...shapeProblems(recipe), ...ingredientProblems(recipe), ...stepAndTagProblems(recipe)];
}
