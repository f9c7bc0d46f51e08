import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('knows at least 1,000 common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1_000);
  });

  it.each(['123456', 'password', 'qwerty', 'PASSWORD', 'letmein', 'iloveyou', 'sunshine'])(
    'refuses %s as too common',
    (password) => {
      expect(passwordProblem(password)?.code).toBe('PASSWORD_TOO_COMMON');
    },
  );

  it('refuses a password under 6 characters with the spec message', () => {
    expect(passwordProblem('abc12')).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 6 characters',
    });
  });

  it.each(['tomato-basil-42', 'Frittata!Sunday', 'q8#Lm2vZ'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
