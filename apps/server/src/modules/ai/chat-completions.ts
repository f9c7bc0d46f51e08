import { z } from 'zod';
import type { AiConfig } from './ai-config.ts';

/** One message of an OpenAI-style chat. */
export type ChatMessage = Readonly<{ role: 'system' | 'user' | 'assistant'; content: string }>;

export type ChatProblem = 'timeout' | 'unreachable' | 'http-error' | 'bad-response' | 'refusal';

export type ChatAnswer =
  | Readonly<{ ok: true; content: string }>
  | Readonly<{ ok: false; problem: ChatProblem; detail: string }>;

/** The part of a chat completions answer Larder reads. */
const completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** Answers larger than this are not read (a recipe answer is a few kilobytes). */
const MAX_ANSWER_CHARS = 1_000_000;

function readAnswer(text: string): ChatAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'bad-response', detail: 'the answer is not JSON' };
  }
  const parsed = completion.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'bad-response', detail: 'the answer has no choices' };
  const [choice] = parsed.data.choices;
  if (choice?.message.refusal) return { ok: false, problem: 'refusal', detail: choice.message.refusal };
  const content = choice?.message.content;
  if (!content) return { ok: false, problem: 'bad-response', detail: 'the answer is empty' };
  return { ok: true, content };
}

/**
 * Asks `POST {AI_BASE_URL}/chat/completions` once, giving up after `timeoutMs` (the whole answer, body
 * included). Never throws; the API key travels only in the Authorization header and is never reported.
 */
export async function chatCompletion(
  config: AiConfig,
  messages: readonly ChatMessage[],
  responseFormat: unknown,
): Promise<ChatAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        response_format: responseFormat,
        temperature: 0.7,
      }),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, problem: 'http-error', detail: `HTTP ${response.status}` };
    if (text.length > MAX_ANSWER_CHARS) return { ok: false, problem: 'bad-response', detail: 'too large' };
    return readAnswer(text);
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, problem: 'timeout', detail: `no answer within ${config.timeoutMs} ms` };
    }
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, problem: 'unreachable', detail: code ?? 'the request failed' };
  } finally {
    clearTimeout(timer);
  }
}
