import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** The confirmation mail links back to /email-confirm; `returnTo` rides along when a screen asked for it. */
export function confirmCallbackUrl(returnTo: string | null): string {
  return returnTo ? `/email-confirm?returnTo=${encodeURIComponent(returnTo)}` : '/email-confirm';
}

/** `POST /api/auth/sign-up/email`: creates the account and sends the confirmation mail (no session yet). */
export function signUpWithEmail(input: { email: string; password: string; returnTo: string | null }) {
  return authApi<unknown>('/sign-up/email', {
    json: {
      email: input.email,
      password: input.password,
      name: input.email.split('@')[0] ?? input.email,
      callbackURL: confirmCallbackUrl(input.returnTo),
    },
  });
}

export const useSignUpWithEmail = () => useMutation({ mutationFn: signUpWithEmail });
