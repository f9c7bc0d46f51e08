import type { Recipe } from '@larder/kitchen/recipes';
import type { Logger } from '../../logger.ts';
import type { AiConfig } from './ai-config.ts';
import { recipeConversation } from './ai-prompt.ts';
import { checkAnswer } from './ai-recipe-check.ts';
import type { AiRecipeRequest } from './ai-request.ts';
import { type ChatAnswer, type ChatMessage, chatCompletion } from './chat-completions.ts';
import { RECIPE_RESPONSE_FORMAT } from './recipe-answer.ts';

/** The first answer, and one more when it is invalid or slow: then the kitchen engine answers. */
const ATTEMPTS = 2;

function retryFor(answer: Extract<ChatAnswer, { ok: false }>): ChatMessage {
  return {
    role: 'user',
    content: `Your previous answer could not be used (${answer.problem}: ${answer.detail}). Answer again with the JSON only, briefly.`,
  };
}

/**
 * Recipes from the configured model, checked like every other source, or null when it gave no acceptable
 * answer in two tries. An invalid answer is retried with the reasons appended to the conversation.
 */
export async function aiRecipes(
  config: AiConfig,
  request: AiRecipeRequest,
  log: Logger,
): Promise<Recipe[] | null> {
  const messages = recipeConversation(request);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await chatCompletion(config, messages, RECIPE_RESPONSE_FORMAT);
    if (!answer.ok) {
      log.warn({ attempt, problem: answer.problem, detail: answer.detail }, 'AI recipes: no usable answer');
      messages.push(retryFor(answer));
      continue;
    }
    const checked = checkAnswer(answer.content, request);
    if (checked.ok) return checked.recipes;
    log.warn({ attempt, problems: checked.problems }, 'AI recipes: answer rejected');
    messages.push(
      { role: 'assistant', content: answer.content },
      {
        role: 'user',
        content: `Your answer was rejected:\n${checked.problems.map((problem) => `- ${problem}`).join('\n')}\nWrite all the recipes again as the complete JSON, fixing every problem and keeping every hard rule.`,
      },
    );
  }
  return null;
}
