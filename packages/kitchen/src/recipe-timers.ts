import type { RecipeStep } from './recipe.ts';

/** A duration named in a step's text: "10 minutes", "25–30 minutes", "a 5-minute rest", "1 hour". */
export type StepDuration = Readonly<{ text: string; seconds: number }>;

const SECONDS_PER: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600 };

const DURATION =
  /(\d+(?:\.\d+)?)(?:\s*(?:–|-|to)\s*\d+(?:\.\d+)?)?[\s-]*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/gi;

/**
 * Every duration written in digits in a step, in order. A range counts from its shorter end: the cook
 * sets the timer for the earliest moment to check ("Bake for 25–30 minutes" → 1500 seconds).
 */
export function stepDurations(text: string): StepDuration[] {
  return [...text.matchAll(DURATION)].map((match) => {
    const unit = (match[2] ?? '').charAt(0).toLowerCase();
    return { text: match[0], seconds: Math.round(Number(match[1]) * (SECONDS_PER[unit] ?? 0)) };
  });
}

/**
 * The timer a step's words give it: the one duration they name, in seconds, or none. Every library step
 * carries exactly this (`timerProblem`), so the phone sets it again once a step's words arrive.
 */
export function timerOf(text: string): number | undefined {
  const durations = stepDurations(text);
  return durations.length === 1 ? durations[0]?.seconds : undefined;
}

/**
 * Why a step's timer does not agree with its text, or `null` when it does: a step that names one
 * duration carries that timer, a step that names none carries none, and a step names at most one
 * (split "fry for 2 minutes, then simmer for 10" into two steps so hands-free mode can time each).
 */
export function timerProblem(step: RecipeStep): string | null {
  const durations = stepDurations(step.text);
  const [duration] = durations;
  if (durations.length > 1) return `names ${durations.length} durations; give each its own step`;
  if (!duration) return step.timerSeconds === undefined ? null : `has a timer but names no duration`;
  if (step.timerSeconds === undefined) return `names "${duration.text}" but has no timer`;
  if (step.timerSeconds !== duration.seconds) {
    return `names "${duration.text}" (${duration.seconds} s) but its timer is ${step.timerSeconds} s`;
  }
  return null;
}
