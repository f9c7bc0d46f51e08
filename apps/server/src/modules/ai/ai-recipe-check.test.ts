import { describe, expect, it } from 'vitest';
import { answerWith, CUCUMBER_SALAD, FETA_SALAD } from '../../../test/ai-answers.ts';
import { checkAnswer } from './ai-recipe-check.ts';
import type { AiRecipeRequest } from './ai-request.ts';
import { RECIPE_RESPONSE_FORMAT } from './recipe-answer.ts';

const request: AiRecipeRequest = {
  pantry: [],
  profile: { diets: [], allergens: [], dislikes: [] },
  goal: 'use-it-up',
  servings: 2,
  mealType: 'lunch',
  today: '2026-03-10',
  count: 3,
};

const problemsOf = (content: string, changes: Partial<AiRecipeRequest> = {}) => {
  const checked = checkAnswer(content, { ...request, ...changes });
  return checked.ok ? [] : checked.problems;
};

describe("checking the model's answer", () => {
  it('turns a sound answer into kitchen recipes, deciding tags and timers from the catalog and the text', () => {
    const withTimer = {
      ...CUCUMBER_SALAD,
      tags: ['vegan', 'spicy', 'family-friendly'],
      steps: [
        { text: 'Slice the cucumber and leave it for 5 minutes.', timerSeconds: 60 },
        CUCUMBER_SALAD.steps[1],
      ],
    };
    const checked = checkAnswer(answerWith(withTimer), request);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [recipe] = checked.recipes;
    expect(recipe).toMatchObject({ source: 'ai', cuisine: 'greek', servings: 2 });
    expect(recipe?.steps[0]?.timerSeconds).toBe(300);
    expect(recipe?.tags).toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'mild', 'family-friendly']));
    expect(recipe?.tags).not.toContain('spicy');
  });

  it('scales a recipe written for other servings to the ones asked for', () => {
    const checked = checkAnswer(answerWith(FETA_SALAD), { ...request, servings: 4 });
    expect(checked.ok && checked.recipes[0]?.ingredients[0]).toMatchObject({
      ingredientId: 'feta',
      quantity: 400,
    });
  });

  it("refuses recipes that break the cook's rules, saying why", () => {
    expect(
      problemsOf(answerWith(FETA_SALAD), {
        profile: { diets: ['vegan'], allergens: [], dislikes: [] },
      }).join(),
    ).toMatch(/feta \(feta\) is forbidden/);
    expect(problemsOf(answerWith(FETA_SALAD), { mealType: 'breakfast' }).join()).toMatch(
      /is not a breakfast/,
    );
    expect(problemsOf(answerWith(FETA_SALAD), { maxMinutes: 5 }).join()).toMatch(
      /takes 10 minutes; the limit is 5/,
    );
    expect(problemsOf(answerWith(CUCUMBER_SALAD), { goal: 'high-protein' }).join()).toMatch(
      /misses the high-protein goal/,
    );
    const unmentioned = { ...FETA_SALAD, steps: [{ text: 'Cut the cucumber.', timerSeconds: null }] };
    expect(problemsOf(answerWith(unmentioned)).join()).toMatch(/ingredient-not-in-steps: feta/);
    const twoTimers = {
      ...FETA_SALAD,
      steps: [
        ...FETA_SALAD.steps,
        { text: 'Chill for 5 minutes, then rest for 2 minutes.', timerSeconds: null },
      ],
    };
    expect(problemsOf(answerWith(twoTimers)).join()).toMatch(/timer-mismatch/);
  });

  it('refuses answers that are not the schema', () => {
    expect(problemsOf('{"recipes": []}')).toEqual(['recipes: Too small: expected array to have >=1 items']);
    expect(problemsOf(answerWith({ ...FETA_SALAD, servings: 0 }))[0]).toMatch(/^recipes\.0\.servings:/);
  });

  it('sends a schema that strict structured-output modes accept', () => {
    const text = JSON.stringify(RECIPE_RESPONSE_FORMAT);
    expect(text).not.toMatch(
      /"(minimum|maximum|minLength|maxLength|minItems|maxItems|exclusiveMinimum|\$schema)"/,
    );
    expect(RECIPE_RESPONSE_FORMAT.json_schema.schema).toMatchObject({
      additionalProperties: false,
      required: ['recipes'],
    });
  });
});
