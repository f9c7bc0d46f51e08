import type { GenerateAnswer } from './recipe-types.ts';

/** The last suggestions, kept for this tab: back from a recipe, they are still there. */
const SUGGESTIONS_KEY = 'larder_suggestions';

export function readSuggestions(): GenerateAnswer | null {
  try {
    return JSON.parse(sessionStorage.getItem(SUGGESTIONS_KEY) ?? 'null') as GenerateAnswer | null;
  } catch {
    return null;
  }
}

export function writeSuggestions(answer: GenerateAnswer): void {
  try {
    sessionStorage.setItem(SUGGESTIONS_KEY, JSON.stringify(answer));
  } catch {
    // Storage full or blocked: the suggestions stay on screen, they are just not kept.
  }
}

/** Said when the kept suggestions were checked again (after cooking), so a Today on screen shows them. */
export const SUGGESTIONS_REFRESHED = 'larder:suggestions-refreshed';

/** Keeps suggestions checked again (after cooking) and tells a Today on screen. */
export function keepRefreshed(answer: GenerateAnswer): void {
  writeSuggestions(answer);
  window.dispatchEvent(new CustomEvent(SUGGESTIONS_REFRESHED, { detail: answer }));
}
