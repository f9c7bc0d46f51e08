/** The wait after each failed attempt: 5 s, 30 s, 2 min, 10 min, then every hour. */
const DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];

/** A mail still undelivered this long after its first attempt is given up on. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

function delayAfter(attempt: number): number {
  return DELAYS_MS[Math.min(attempt, DELAYS_MS.length) - 1] ?? 0;
}

/**
 * How long to wait after failed attempt number `attempts` (1 for the first), or null when the next
 * attempt would come more than a day after the first one: give up.
 */
export function retryDelayMs(attempts: number): number | null {
  let elapsed = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) elapsed += delayAfter(attempt);
  return elapsed > GIVE_UP_AFTER_MS ? null : delayAfter(attempts);
}
