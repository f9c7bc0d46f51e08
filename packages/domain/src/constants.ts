/**
 * Every business constant and limit of the product specification (§9), in one typed module that the
 * web app and the server both import. Durations are in milliseconds unless the name says otherwise.
 */

import type { Goal } from '@larder/kitchen/generation';

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_COOLDOWN_MS = 90_000;
export const APPLE_SIGN_IN_TIMEOUT_MS = 15_000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_RESPONSE_TIME = '24-48 hours';
export const COOKIE_BANNER_DELAY_MS = 1_000;
export const AUTH_GATE_TIMEOUT_MS = 2_500;
export const ANONYMOUS_GATE_WAIT_MS = 1_200;

/** Today's goals as cooks read them, in the order the chips show them (Today, Profile's preferences). */
export const GOAL_LABELS: Readonly<Record<Goal, string>> = {
  'use-it-up': 'Use it up',
  quick: 'Quick',
  'high-protein': 'High protein',
  lighter: 'Lighter',
  family: 'Family',
  budget: 'Budget',
};

/** Auth storage key; the session is persisted with auto refresh. */
export const AUTH_STORAGE_KEY = 'auth';

export const QUERY_CACHE = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 15 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

/** Values sent with ad-conversion events (spec §9, "Pro price in tracking events"). */
export const TRACKING_VALUES = {
  currency: 'EUR',
  proMonthlyPrice: 9,
  predictedLifetimeValueMonthly: 120,
  predictedLifetimeValueYearly: 99,
  registrationValue: 10,
} as const;

/** A package's period is month when its identifier contains this word, else year. */
export const MONTHLY_PACKAGE_MARKER = 'monthly';
export const DEFAULT_DISPLAY_PRICE = '9.99';

export const APPLE_NONCE_LENGTH = 32;
export const APPLE_NONCE_HASH = 'SHA-256';

export const NATIVE_ALERT_MS = 8_000;
export const SPLASH_FADE_OUT_MS = 300;

/** The first toast system: one toast kept, shown 3000 ms, removed 3 s after dismissal. */
export const TOAST = { durationMs: 3_000, limit: 1, removeDelayMs: 3_000 } as const;
/** The second toaster, for background notices. */
export const TOASTER = { visible: 3, durationMs: 4_000 } as const;

export const TAG_SYNC = {
  retries: 3,
  /** The delay grows by this much with every attempt. */
  retryStepMs: 1_000,
  beforeVerificationMs: 1_000,
  afterOptInMs: 2_000,
} as const;

export const NATIVE_SUBSCRIPTION_WAIT = { polls: 20, intervalMs: 500 } as const;
export const WEB_SUBSCRIPTION_WAIT_MS = 10_000;
export const NATIVE_PUSH_PLUGIN_WAIT = { polls: 50, intervalMs: 100 } as const;

export const TAG_SCHEMA_VERSION = 2;
export const TAG_RESYNC_AFTER_MS = 24 * 60 * 60_000;

export const MOBILE_BREAKPOINT_PX = 1024;
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

/** Entitlement check: up to 3 retries, backoff min(1000 * 2^(n-1), 5000) ms (spec §4). */
export const ENTITLEMENT_RETRY = { attempts: 3, baseMs: 1_000, maxMs: 5_000 } as const;

/** Session recovery on app resume (spec §4). */
export const SESSION_RECOVERY = { delaysMs: [300, 1_000, 2_000], giveUpAfterMs: 3_000 } as const;

/** Free users: the first recipe is free; the copy promises this many more after sign-up (spec §1). */
export const FREE_RECIPES_AFTER_SIGN_UP_COPY = 4;
/** Anonymous cooks: the first generation of the day is free (spec §1). */
export const ANONYMOUS_DAILY_GENERATIONS = 1;
/** Signed-in free cooks: the free one, and the "4 more recipes today" the sign-up prompt promises. */
export const FREE_DAILY_GENERATIONS = ANONYMOUS_DAILY_GENERATIONS + FREE_RECIPES_AFTER_SIGN_UP_COPY;
