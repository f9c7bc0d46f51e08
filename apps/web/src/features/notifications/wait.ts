/** Resolves after `ms` (a timer, so tests drive it with fake timers). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or `onTimeout()` thrown if it has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Checks `ready` now and then every `intervalMs`, at most `polls` times in all; true once it holds. */
export async function pollUntil(
  ready: () => boolean,
  { polls, intervalMs }: { polls: number; intervalMs: number },
): Promise<boolean> {
  for (let poll = 1; poll <= polls; poll++) {
    if (ready()) return true;
    if (poll < polls) await wait(intervalMs);
  }
  return false;
}
