import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ApiProgress, NetworkError } from '../../lib/api-client.ts';
import { readSuggestions, SUGGESTIONS_REFRESHED, writeSuggestions } from '../../lib/kept-suggestions.ts';
import { localToday } from '../../lib/local-day.ts';
import { noteRemaining, sendWaitingGenerations } from '../../lib/offline-kitchen.ts';
import { syncPantryNow } from '../../lib/pantry-edits.ts';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { GenerateAnswer, GenerateRequest } from '../../lib/recipe-types.ts';
import { generateRecipes } from './api/generate-recipes.ts';
import { OFFLINE_MESSAGE } from './offline-messages.ts';

export type CookState =
  | { status: 'idle' }
  | { status: 'loading'; percent: number }
  | { status: 'done'; answer: GenerateAnswer }
  | { status: 'allowance'; message: string; answer: GenerateAnswer | null }
  | { status: 'error'; message: string; answer: GenerateAnswer | null };

/**
 * Progress is the call's real steps (spec §4 stages): the pantry is synced (20 %), the request is out
 * (40 %), the answer's headers are in (60 %), its body is read (80 %), then the suggestions render.
 * Offline, the kitchen on the device takes over from the request: loaded (60 %), answered (80 %).
 */
export const PROGRESS: Record<'synced' | ApiProgress, number> = {
  synced: 20,
  sent: 40,
  headers: 60,
  body: 80,
};

export interface CookContext {
  /** The pantry as this device has it (queued edits included): what the kitchen cooks from offline. */
  pantry: readonly PantryItemDto[];
  signedIn: boolean;
  /** The session's user (anonymous cooks have one too): whose saved preferences hold offline. */
  userId: string | null;
  /** A free account's recipes a day on this server (its public config); null when it sets no limit. */
  freeRecipesPerDay: number | null;
}

export function useCook(context: CookContext) {
  const [state, setState] = useState<CookState>(() => {
    const saved = readSuggestions();
    return saved ? { status: 'done', answer: saved } : { status: 'idle' };
  });
  const last = state.status === 'done' ? state.answer : 'answer' in state ? state.answer : null;
  const latest = useRef(context);
  latest.current = context;

  // Cooking elsewhere checks the kept suggestions again; an answer on screen takes the new copy.
  useEffect(() => {
    const refreshed = (event: Event) => {
      const answer = (event as CustomEvent<GenerateAnswer>).detail;
      setState((current) => (current.status === 'done' ? { status: 'done', answer } : current));
    };
    window.addEventListener(SUGGESTIONS_REFRESHED, refreshed);
    // A copy kept between this screen's first render and now (cooking just finished) is taken too.
    const kept = readSuggestions();
    if (kept) setState((current) => (current.status === 'done' ? { status: 'done', answer: kept } : current));
    return () => window.removeEventListener(SUGGESTIONS_REFRESHED, refreshed);
  }, []);

  const cook = useCallback(
    async (choice: GenerateRequest) => {
      const previous = last;
      setState({ status: 'loading', percent: 0 });
      const advance = (percent: number) =>
        setState((current) => (current.status === 'loading' ? { status: 'loading', percent } : current));
      const done = (answer: GenerateAnswer) => {
        writeSuggestions(answer);
        setState({ status: 'done', answer });
      };
      try {
        // The server cooks from its copy of the pantry: edits made here go first, and recipes made
        // offline are counted before this one.
        await syncPantryNow();
        await sendWaitingGenerations();
        advance(PROGRESS.synced);
        const answer = await generateRecipes(choice, (step) => advance(PROGRESS[step]));
        noteRemaining(localToday(), answer.remainingToday);
        done(answer);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'allowance_used') {
          noteRemaining(localToday(), 0);
          setState({ status: 'allowance', message: error.message, answer: previous });
        } else if (error instanceof NetworkError) {
          const here = await cookHereIfLoaded(choice, latest.current, advance);
          if (here.ok) done(here.answer);
          else setState({ status: 'error', message: here.message, answer: previous });
        } else {
          setState({ status: 'error', message: errorText(error), answer: previous });
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

/** The device kitchen's code loads only when the network is gone (the service worker keeps it). */
async function cookHereIfLoaded(...args: Parameters<typeof import('./cook-here.ts').cookHere>) {
  try {
    return await (await import('./cook-here.ts')).cookHere(...args);
  } catch {
    return { ok: false as const, message: OFFLINE_MESSAGE };
  }
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.';
}
