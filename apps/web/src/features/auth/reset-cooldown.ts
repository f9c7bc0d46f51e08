import { RESET_COOLDOWN_MS } from '@larder/domain/constants';
import { useCallback, useEffect, useState } from 'react';
import { readFlag, removeFlag, writeFlag } from '../../lib/storage.ts';

/** Whole seconds until another reset mail may be asked for (0: now). Read from the persisted expiry. */
export function cooldownSecondsLeft(now: number = Date.now()): number {
  const expires = Number(readFlag('auth_reset_cooldown_expires'));
  if (!Number.isFinite(expires) || expires <= now) return 0;
  return Math.ceil((expires - now) / 1000);
}

/** Starts (or restarts) the cooldown; the expiry (ms epoch) survives reloads in localStorage. */
export function startCooldown(durationMs: number = RESET_COOLDOWN_MS, now: number = Date.now()): void {
  writeFlag('auth_reset_cooldown_expires', String(now + durationMs));
}

/**
 * The forgot-password cooldown (spec §4): seconds left, counting down once a second, and `start`.
 * After a send, or a 429 with `Retry-After`, the button reads "Resend in Ns" until it reaches zero.
 */
export function useResetCooldown() {
  const [secondsLeft, setSecondsLeft] = useState(() => cooldownSecondsLeft());
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const left = cooldownSecondsLeft();
      setSecondsLeft(left);
      if (left === 0) removeFlag('auth_reset_cooldown_expires');
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((durationMs: number = RESET_COOLDOWN_MS) => {
    startCooldown(durationMs);
    setSecondsLeft(cooldownSecondsLeft());
  }, []);

  return { secondsLeft, start };
}
