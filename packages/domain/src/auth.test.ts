import { describe, expect, it } from 'vitest';
import {
  changeEmailSchema,
  changePasswordSchema,
  checkForm,
  deleteAccountSchema,
  firstIssue,
  forgotPasswordSchema,
  isNewAccount,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.ts';

describe('auth form rules (spec §5)', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: '   ', password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'cook@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('sign-up refuses %o with "%s"', (input, message) => {
    expect(firstIssue(signUpSchema.safeParse(input))?.message).toBe(message);
  });

  it('sign-up refuses a password anyone could guess from the address or the keyboard', () => {
    expect(firstIssue(signUpSchema.safeParse({ email: 'cook@example.com', password: '123456' }))).toEqual({
      field: 'password',
      message: 'This password is too easy to guess: it is a simple sequence. Please choose another.',
    });
    expect(
      firstIssue(signUpSchema.safeParse({ email: 'cook@example.com', password: 'cook2024' }))?.field,
    ).toBe('password');
  });

  it('sign-up accepts a 6-character password and trims the email', () => {
    const result = signUpSchema.safeParse({ email: ' cook@example.com ', password: 'q8#Lm2' });
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

describe('account settings rules', () => {
  it('changing the password needs the current one, a valid new one and a matching confirmation', () => {
    const base = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    expect(checkForm(changePasswordSchema, { ...base, currentPassword: '' })).toEqual({
      ok: false,
      field: 'currentPassword',
      message: 'Current password is required',
    });
    expect(checkForm(changePasswordSchema, { ...base, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      ok: false,
      field: 'newPassword',
      message: 'Password must be at least 6 characters',
    });
    expect(checkForm(changePasswordSchema, { ...base, confirmPassword: 'other' })).toMatchObject({
      field: 'confirmPassword',
      message: "Passwords don't match",
    });
  });

  it('changing the email needs a valid address', () => {
    expect(checkForm(changeEmailSchema, { newEmail: 'nope' })).toMatchObject({
      field: 'newEmail',
      message: 'Please enter a valid email address',
    });
    expect(checkForm(changeEmailSchema, { newEmail: ' new@example.com ' })).toEqual({
      ok: true,
      data: { newEmail: 'new@example.com' },
    });
  });

  it('deleting the account needs the word DELETE, exactly', () => {
    expect(deleteAccountSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    expect(checkForm(deleteAccountSchema, { confirm: 'delete' })).toMatchObject({
      message: 'Type DELETE to confirm',
    });
  });
});

describe('new accounts', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  it('counts an account created within the last 30 seconds as new', () => {
    expect(isNewAccount('2025-03-01T11:59:31Z', now)).toBe(true);
    expect(isNewAccount(new Date(now - 30_000), now)).toBe(true);
    expect(isNewAccount('2025-03-01T11:59:29Z', now)).toBe(false);
    expect(isNewAccount('not a date', now)).toBe(false);
  });
});
