import { randomBytes } from 'node:crypto';
import { findIngredient, getIngredient } from '@larder/kitchen/catalog';
import { labelForProfile, profileCheck } from '@larder/kitchen/diet';
import { goalMaxMinutes, goalServings, isMainMeal, meetsGoal } from '@larder/kitchen/generation';
import {
  DERIVED_TAGS,
  derivedTags,
  nutritionPerServing,
  type Recipe,
  type RecipeIngredient,
  type RecipeStep,
  recipeProblems,
  scaleRecipe,
  stepDurations,
  totalMinutes,
} from '@larder/kitchen/recipes';
import type { AiRecipeRequest } from './ai-request.ts';
import { type AnswerRecipe, recipeAnswer } from './recipe-answer.ts';

export type CheckedAnswer = { ok: true; recipes: Recipe[] } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 12;

function kebab(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The catalog ingredient a line means: its id, or failing that its id or name read as a name. */
function catalogId(line: AnswerRecipe['ingredients'][number]): string | null {
  return (
    getIngredient(line.ingredientId)?.id ??
    findIngredient(line.ingredientId.replace(/[-_]/g, ' '))?.id ??
    findIngredient(line.name)?.id ??
    null
  );
}

/** A step's timer is what its text says (the check still refuses a step naming two durations). */
function stepWithTimer(step: AnswerRecipe['steps'][number]): RecipeStep {
  const durations = stepDurations(step.text);
  const [only] = durations;
  if (durations.length === 1 && only) return { text: step.text, timerSeconds: only.seconds };
  return step.timerSeconds === null || durations.length === 0
    ? { text: step.text }
    : { text: step.text, timerSeconds: step.timerSeconds };
}

/**
 * The model's recipe in the kitchen's shape. Facts the catalog decides are worked out, not trusted:
 * derived tags (vegan, quick, high-protein...) and timers that follow from the text.
 */
function toRecipe(answer: AnswerRecipe, ingredients: RecipeIngredient[]): Recipe {
  const draft: Recipe = {
    id: `ai-${kebab(answer.title, 'recipe')}-${randomBytes(3).toString('hex')}`,
    title: answer.title.trim(),
    description: answer.description.trim(),
    cuisine: kebab(answer.cuisine, 'international'),
    mealTypes: [...new Set(answer.mealTypes)],
    servings: answer.servings,
    prepMinutes: answer.prepMinutes,
    cookMinutes: answer.cookMinutes,
    ingredients,
    steps: answer.steps.map(stepWithTimer),
    tags: [],
    source: 'ai',
  };
  const truth = derivedTags(draft);
  const judged = answer.tags.filter(
    (tag) =>
      !(DERIVED_TAGS as readonly string[]).includes(tag) && (tag !== 'family-friendly' || truth.has('mild')),
  );
  return { ...draft, tags: [...new Set([...judged, ...truth])] };
}

/** Everything that keeps a recipe from this cook: the kitchen's checks, their diet and allergens, their limits. */
function problemsOf(recipe: Recipe, request: AiRecipeRequest): string[] {
  const problems = recipeProblems(recipe).map((problem) => `${problem.code}: ${problem.detail}`);
  const allowed = profileCheck(request.profile);
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (ingredient && !allowed(ingredient)) {
      problems.push(`${ingredient.id} (${ingredient.name}) is forbidden by the cook's diet or allergens`);
    }
  }
  const maxMinutes = goalMaxMinutes(request.goal, request.maxMinutes);
  if (totalMinutes(recipe) > maxMinutes) {
    problems.push(`takes ${totalMinutes(recipe)} minutes; the limit is ${maxMinutes}`);
  }
  if (request.mealType && !recipe.mealTypes.includes(request.mealType)) {
    problems.push(`is not a ${request.mealType}`);
  }
  if (request.goal === 'family' && !recipe.tags.includes('mild')) problems.push('is not mild');
  const nutrition = nutritionPerServing(recipe);
  if (!meetsGoal(request.goal, nutrition, isMainMeal(recipe.mealTypes, request.mealType))) {
    problems.push(
      `misses the ${request.goal} goal: ${nutrition.kcal} kcal and ${nutrition.proteinG} g protein per serving`,
    );
  }
  return problems;
}

function checkRecipe(
  answer: AnswerRecipe,
  request: AiRecipeRequest,
): { recipe?: Recipe; problems: string[] } {
  const ingredients: RecipeIngredient[] = [];
  const unknown: string[] = [];
  for (const line of answer.ingredients) {
    const id = catalogId(line);
    if (!id)
      unknown.push(`"${line.name}" (${line.ingredientId}) is not in the catalog; use only the listed ids`);
    else {
      ingredients.push({
        ingredientId: id,
        quantity: line.quantity,
        unit: line.unit,
        ...(line.note ? { note: line.note } : {}),
        ...(line.optional ? { optional: true } : {}),
      });
    }
  }
  if (unknown.length > 0) return { problems: unknown };
  const servings = goalServings(request.goal, request.servings);
  const written = toRecipe(answer, ingredients);
  const scaled = written.servings === servings ? written : scaleRecipe(written, servings);
  // A food that may contain an allergen the cook avoids is named as its safe kind, whatever the model wrote.
  const recipe = labelForProfile(scaled, request.profile);
  return { recipe, problems: problemsOf(recipe, request) };
}

/**
 * Reads and checks the model's answer: JSON, the schema, ingredients mapped to the catalog, then the
 * kitchen's recipe checks and the cook's hard rules. Any problem in any recipe rejects the answer, with
 * every problem listed so the model can be told what to fix.
 */
export function checkAnswer(content: string, request: AiRecipeRequest): CheckedAnswer {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problems: ['The answer is not valid JSON.'] };
  }
  const parsed = recipeAnswer.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`,
    );
    return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  }
  const recipes: Recipe[] = [];
  const problems: string[] = [];
  parsed.data.recipes.forEach((answer, index) => {
    const checked = checkRecipe(answer, request);
    if (checked.recipe) recipes.push(checked.recipe);
    for (const problem of checked.problems)
      problems.push(`Recipe ${index + 1} ("${answer.title}"): ${problem}`);
  });
  return problems.length > 0
    ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) }
    : { ok: true, recipes };
}
