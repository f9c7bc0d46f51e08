import { afterEach, describe, expect, it } from 'vitest';
import {
  markIntroCompleted,
  nextStep,
  ONBOARDING_STEPS,
  previousStep,
  stepNumber,
} from './onboarding-flow.ts';

afterEach(() => localStorage.clear());

describe('onboarding flow', () => {
  it('has five steps in order, welcome to reinforcement', () => {
    expect(ONBOARDING_STEPS).toEqual(['welcome', 'demo', 'benefits', 'paywall', 'reinforcement']);
    expect(stepNumber('welcome')).toBe(1);
    expect(stepNumber('reinforcement')).toBe(5);
  });

  it('knows the step before and after each step', () => {
    expect(previousStep('welcome')).toBeNull();
    expect(previousStep('demo')).toBe('welcome');
    expect(nextStep('paywall')).toBe('reinforcement');
    expect(nextStep('reinforcement')).toBeNull();
  });

  it('remembers on the device that the introduction is done', () => {
    markIntroCompleted();
    expect(localStorage.getItem('intro_completed')).toBe('true');
  });
});
