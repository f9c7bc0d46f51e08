import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteWindowsBefore, recordHit } from './repository.ts';

export interface RateRule {
  /** What is limited, e.g. "client-errors". */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to people when they hit the limit. */
  message: string;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Subjects up to this long are kept as they are; longer ones are hashed, so a key always fits its index. */
const SUBJECT_MAX = 200;

export function keyFor(rule: RateRule, subject: string): string {
  const kept =
    subject.length <= SUBJECT_MAX ? subject : `sha256:${createHash('sha256').update(subject).digest('hex')}`;
  return `${rule.name}:${kept}`;
}

/**
 * Fixed-window rate limiting stored in PostgreSQL: counts survive restarts and are shared by every
 * server instance. `subject` identifies who is limited (a user id, an address, an email).
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  let lastSweep = 0;

  async function check(rule: RateRule, subject: string): Promise<RateDecision> {
    const at = now();
    const windowStart = Math.floor(at / rule.windowMs) * rule.windowMs;
    const count = await recordHit(db, keyFor(rule, subject), new Date(windowStart));
    if (at - lastSweep > 60 * 60_000) {
      lastSweep = at;
      // Old windows are useless; removing them keeps the table small. A failure here is harmless.
      await deleteWindowsBefore(db, new Date(at - 2 * 24 * 60 * 60_000)).catch(() => undefined);
    }
    return {
      allowed: count <= rule.limit,
      remaining: Math.max(0, rule.limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - at) / 1000)),
    };
  }

  /** Throws a 429 AppError when the subject is over the limit. */
  async function enforce(rule: RateRule, subject: string): Promise<RateDecision> {
    const decision = await check(rule, subject);
    if (!decision.allowed) {
      throw new AppError('rate_limited', rule.message, { retryAfterSeconds: decision.retryAfterSeconds });
    }
    return decision;
  }

  return { check, enforce };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
