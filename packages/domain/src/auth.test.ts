import { describe, expect, it } from 'vitest';
import { firstIssue, forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema } from './auth.ts';

describe('auth form rules (spec §5)', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: '   ', password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'cook@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('sign-up refuses %o with "%s"', (input, message) => {
    expect(firstIssue(signUpSchema.safeParse(input))?.message).toBe(message);
  });

  it('sign-up accepts a 6-character password and trims the email', () => {
    const result = signUpSchema.safeParse({ email: ' cook@example.com ', password: '123456' });
    expect(result.success && result.data.email).toBe('cook@example.com');
  });

  it('sign-in needs an email and some password', () => {
    expect(firstIssue(signInSchema.safeParse({ email: '', password: 'x' }))?.message).toBe(
      'Email is required',
    );
    expect(firstIssue(signInSchema.safeParse({ email: 'a@b.co', password: '' }))?.field).toBe('password');
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('forgot password needs an email', () => {
    expect(firstIssue(forgotPasswordSchema.safeParse({ email: '' }))?.message).toBe('Email is required');
  });

  it('a new password must be at least 6 characters and match its confirmation', () => {
    expect(
      firstIssue(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))?.message,
    ).toBe('Password must be at least 6 characters');
    expect(
      firstIssue(newPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({
      field: 'confirmPassword',
      message: "Passwords don't match",
    });
    expect(newPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});
