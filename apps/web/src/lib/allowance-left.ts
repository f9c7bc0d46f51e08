import { ANONYMOUS_DAILY_GENERATIONS, FREE_DAILY_GENERATIONS } from '@larder/domain/constants';
import { readFlag, writeFlag } from './storage.ts';

/**
 * The day's free recipes as the server last counted them, kept on the device so the kitchen can answer
 * offline without giving more than the allowance (spec §1). The server still counts every offline
 * generation when it arrives (`POST /api/recipes/offline`).
 */
interface AllowanceNote {
  day: string;
  /** null: unlimited (Pro). */
  remaining: number | null;
}

function readNote(): AllowanceNote | null {
  try {
    const note = JSON.parse(readFlag('larder_allowance') ?? 'null') as AllowanceNote | null;
    return note && typeof note.day === 'string' ? note : null;
  } catch {
    return null;
  }
}

export function noteRemaining(day: string, remaining: number | null): void {
  writeFlag('larder_allowance', JSON.stringify({ day, remaining } satisfies AllowanceNote));
}

/** Free generations left on `day`: the last count for that day, or a new day's whole allowance. */
export function remainingOn(day: string, signedIn: boolean): number | null {
  const note = readNote();
  if (note?.day === day) return note.remaining;
  return signedIn ? FREE_DAILY_GENERATIONS : ANONYMOUS_DAILY_GENERATIONS;
}

/** Counts one generation made on the device; answers what is left, or null when unlimited. */
export function countOneOn(day: string, signedIn: boolean): number | null {
  const left = remainingOn(day, signedIn);
  const next = left === null ? null : Math.max(0, left - 1);
  noteRemaining(day, next);
  return next;
}
