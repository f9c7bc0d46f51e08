import { useCallback, useState } from 'react';
import { ApiError, type ApiProgress, NetworkError } from '../../lib/api-client.ts';
import { syncPantryNow } from '../../lib/pantry-edits.ts';
import type { GenerateAnswer } from '../../lib/recipe-types.ts';
import { generateRecipes } from './api/generate-recipes.ts';
import { type CookChoice, readSuggestions, writeSuggestions } from './cook-choice.ts';

export type CookState =
  | { status: 'idle' }
  | { status: 'loading'; percent: number }
  | { status: 'done'; answer: GenerateAnswer }
  | { status: 'allowance'; message: string; answer: GenerateAnswer | null }
  | { status: 'error'; message: string; answer: GenerateAnswer | null };

/**
 * Progress is the call's real steps (spec §4 stages): the pantry is synced (20 %), the request is out
 * (40 %), the answer's headers are in (60 %), its body is read (80 %), then the suggestions render.
 */
export const PROGRESS: Record<'synced' | ApiProgress, number> = {
  synced: 20,
  sent: 40,
  headers: 60,
  body: 80,
};

export const OFFLINE_MESSAGE =
  "You're offline. Recipes need a connection; your pantry is saved on this device and syncs when you're back.";

export function useCook() {
  const [state, setState] = useState<CookState>(() => {
    const saved = readSuggestions();
    return saved ? { status: 'done', answer: saved } : { status: 'idle' };
  });
  const last = state.status === 'done' ? state.answer : 'answer' in state ? state.answer : null;

  const cook = useCallback(
    async (choice: CookChoice) => {
      const previous = last;
      setState({ status: 'loading', percent: 0 });
      const advance = (percent: number) =>
        setState((current) => (current.status === 'loading' ? { status: 'loading', percent } : current));
      try {
        // The server cooks from its copy of the pantry: edits made here go first.
        await syncPantryNow();
        advance(PROGRESS.synced);
        const answer = await generateRecipes(choice, (step) => advance(PROGRESS[step]));
        writeSuggestions(answer);
        setState({ status: 'done', answer });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'allowance_used') {
          setState({ status: 'allowance', message: error.message, answer: previous });
        } else {
          const message = error instanceof NetworkError ? OFFLINE_MESSAGE : errorText(error);
          setState({ status: 'error', message, answer: previous });
        }
      }
    },
    [last],
  );

  const dismiss = useCallback(
    () =>
      setState((current) =>
        'answer' in current && current.answer
          ? { status: 'done', answer: current.answer }
          : { status: 'idle' },
      ),
    [],
  );

  return { state, answer: last, cook, dismiss };
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.';
}
