import { FREE_DAILY_GENERATIONS } from '@larder/domain/constants';
import { freeRecipesADay } from '@larder/domain/entitlements';
import { localToday } from './local-day.ts';
import { readFlag, writeFlag } from './storage.ts';

/**
 * The part of the offline kitchen the first screen carries: the day's allowance as last counted, and
 * sending generations made offline (the sender itself, lib/offline-generations.ts, loads only when
 * something waits).
 */

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

/** Notes the server's count for the cook's day (today, unless told). */
export function noteRemaining(day: string, remaining: number | null): void {
  writeFlag('larder_allowance', JSON.stringify({ day, remaining } satisfies AllowanceNote));
}

export function noteRemainingToday(remaining: number | null): void {
  noteRemaining(localToday(), remaining);
}

/**
 * Free generations left on `day`: the last count for that day, or a new day's whole allowance. `perDay`
 * is what this server gives a free account a day (its public config): null when it sets no limit.
 */
export function remainingOn(
  day: string,
  signedIn: boolean,
  perDay: number | null = FREE_DAILY_GENERATIONS,
): number | null {
  const note = readNote();
  if (note?.day === day) return note.remaining;
  return freeRecipesADay(perDay, signedIn);
}

/**
 * The light half of sending offline generations, for the first screen: it only looks whether anything
 * waits, and loads the sender (lib/offline-generations.ts) when something does.
 */
function anythingWaiting(): boolean {
  const queue = readFlag('larder_offline_generations');
  return queue !== null && queue !== '[]';
}

/** Sends what waits, if anything; resolves once sent or once it cannot be sent now. */
export async function sendWaitingGenerations(): Promise<void> {
  if (!anythingWaiting()) return;
  try {
    await (await import('./offline-generations.ts')).sendOfflineGenerations();
  } catch {
    // The sender could not load (offline before it was cached): it stays queued for the next try.
  }
}

/** Sends the queue now (left from last time) and whenever the network comes back. */
export function watchOfflineGenerations(): () => void {
  const send = () => void sendWaitingGenerations();
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
