import { describe, expect, it } from 'vitest';
import { recipeConversation } from './ai-prompt.ts';
import type { AiRecipeRequest } from './ai-request.ts';

const request: AiRecipeRequest = {
  pantry: [],
  profile: { diets: [], allergens: [], dislikes: [] },
  goal: 'quick',
  servings: 2,
  today: '2026-03-10',
  count: 3,
};

const systemOf = (changes: Partial<AiRecipeRequest>) =>
  recipeConversation({ ...request, ...changes })[0]?.content ?? '';

describe('the goal the model is asked for', () => {
  it('asks for quick in 20 minutes, or in the cook’s own limit when it is within quick’s stretch', () => {
    expect(systemOf({})).toContain('Goal: on the table in 20 minutes or less');
    expect(systemOf({ maxMinutes: 25 })).toContain('Goal: on the table in 25 minutes or less');
    expect(systemOf({ maxMinutes: 25 })).toContain('prepMinutes + cookMinutes is at most 25.');
    expect(systemOf({ maxMinutes: 60 })).toContain('Goal: on the table in 20 minutes or less');
  });

  it('words the other goals as before', () => {
    expect(systemOf({ goal: 'lighter' })).toContain('Goal: at most 500 kcal per serving');
  });
});
