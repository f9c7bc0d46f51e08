import type { Env } from '../../env.ts';

/** Where the OpenAI-compatible model lives; null when none is configured (the kitchen engine answers). */
export interface AiConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** For each answer, before it counts as too slow. */
  timeoutMs: number;
}

export type AiEnv = Pick<Env, 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_TIMEOUT_MS'>;

export function aiConfigFrom(env: AiEnv): AiConfig | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}
