import { writeFlag } from '../../lib/storage.ts';

/** The five onboarding steps, in order. Each lives at /onboarding/{step}. */
export const ONBOARDING_STEPS = ['welcome', 'demo', 'benefits', 'paywall', 'reinforcement'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where the cook lands once the introduction is finished or skipped. */
export const AFTER_INTRO_PATH = '/today';

export function stepPath(step: OnboardingStep): string {
  return `/onboarding/${step}`;
}

/** 1-based position of a step, for "Step 2 of 5". */
export function stepNumber(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step) + 1;
}

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[stepNumber(step) - 2] ?? null;
}

export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[stepNumber(step)] ?? null;
}

/** Remembers on this device that the introduction was seen, so / goes straight to /today next time. */
export function markIntroCompleted(): void {
  writeFlag('intro_completed', 'true');
}
