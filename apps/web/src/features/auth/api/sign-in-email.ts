import type { signInAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in/email`: 401 INVALID_EMAIL_OR_PASSWORD, 403 EMAIL_NOT_VERIFIED (a new mail goes out). */
export function signInWithEmail(input: { email: string; password: string }) {
  return api<Answer<typeof signInAnswer>>('/auth/sign-in/email', { method: 'POST', json: input });
}

export const useSignInWithEmail = () => useMutation({ mutationFn: signInWithEmail });
