import type { signUpAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';

/** The confirmation mail links back to /email-confirm; `returnTo` rides along when a screen asked for it. */
export function confirmCallbackUrl(returnTo: string | null): string {
  return returnTo ? `/email-confirm?returnTo=${encodeURIComponent(returnTo)}` : '/email-confirm';
}

/**
 * better-auth's answer: `token` is null when the address must be confirmed first (a confirmation mail
 * went out, no session yet); a server without a mail server signs the new account in at once, and then
 * it is the new session's token (the session cookie is set too).
 */
export type SignUpAnswer = z.infer<typeof signUpAnswer>;

/** `POST /api/auth/sign-up/email`: creates the account, then either mails a confirmation or signs it in. */
export function signUpWithEmail(input: { email: string; password: string; returnTo: string | null }) {
  return api<Answer<typeof signUpAnswer>>('/auth/sign-up/email', {
    method: 'POST',
    json: {
      email: input.email,
      password: input.password,
      name: input.email.split('@')[0] ?? input.email,
      callbackURL: confirmCallbackUrl(input.returnTo),
    },
  });
}

export const useSignUpWithEmail = () => useMutation({ mutationFn: signUpWithEmail });
