import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { authProblem } from './auth-errors.ts';

const apiError = (status: number, code: string, message: string) => new ApiError(status, code, message);

describe('auth error messages', () => {
  it('an existing email on sign-up says to sign in instead, under the email field', () => {
    expect(authProblem(apiError(422, 'USER_ALREADY_EXISTS', 'User already exists'), 'sign-up')).toEqual({
      title: 'Account exists',
      description: 'This email is already registered. Try signing in instead.',
      tone: 'error',
      field: 'email',
    });
  });

  it('a too common password shows its message under the password field', () => {
    const problem = authProblem(apiError(400, 'PASSWORD_TOO_COMMON', 'x'), 'sign-up');
    expect(problem).toMatchObject({
      title: 'Sign Up Error',
      description: 'This password is too common. Please choose another.',
      field: 'password',
    });
  });

  it('sign-in failures are "Authentication Failed" with the server message', () => {
    expect(
      authProblem(apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'sign-in'),
    ).toEqual({ title: 'Authentication Failed', description: 'Invalid email or password', tone: 'error' });
  });

  it('other sign-up failures are "Sign Up Error" with the message', () => {
    expect(authProblem(apiError(400, 'INVALID_EMAIL', 'Invalid email'), 'sign-up')).toMatchObject({
      title: 'Sign Up Error',
      description: 'Invalid email',
    });
  });

  it('provider failures are "Authentication Error" with the message', () => {
    expect(authProblem(new Error('Google is not available'), 'provider')).toMatchObject({
      title: 'Authentication Error',
      description: 'Google is not available',
    });
  });

  it('an unconfirmed email asks to confirm it (a new mail was sent)', () => {
    expect(authProblem(apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'), 'sign-in')).toEqual({
      title: 'Check your email',
      description: 'Please confirm your email address first. We sent you a new confirmation link.',
      tone: 'info',
    });
  });

  it('a reset request during the cooldown gives the spec message', () => {
    expect(authProblem(apiError(429, 'RESET_COOLDOWN', 'Wait'), 'forgot-password')).toMatchObject({
      title: 'Too many requests',
      description: 'Please wait ~90 seconds before requesting another reset email.',
    });
  });

  it('an expired reset link says so', () => {
    expect(authProblem(apiError(400, 'INVALID_TOKEN', 'invalid token'), 'new-password').description).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('an expired confirmation link says how to get a new one', () => {
    expect(authProblem(apiError(401, 'unknown', 'invalid_token'), 'email-confirm')).toMatchObject({
      title: 'Email confirmation failed',
      description: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
    });
  });

  it('no connection is a Connection Error', () => {
    expect(authProblem(new NetworkError(), 'sign-in')).toMatchObject({
      title: 'Connection Error',
      description: 'Unable to connect to the server. Please check your internet connection.',
    });
  });
});
