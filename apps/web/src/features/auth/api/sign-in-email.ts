import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/sign-in/email`: 401 INVALID_EMAIL_OR_PASSWORD, 403 EMAIL_NOT_VERIFIED (a new mail goes out). */
export function signInWithEmail(input: { email: string; password: string }) {
  return authApi<unknown>('/sign-in/email', { json: input });
}

export const useSignInWithEmail = () => useMutation({ mutationFn: signInWithEmail });
