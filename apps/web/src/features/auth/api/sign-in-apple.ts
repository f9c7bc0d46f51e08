import type { signInAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { appleIdentity } from '../apple-sign-in.ts';

/** `POST /api/auth/sign-in/apple-id-token`: the server checks the token against Apple and the nonce. */
export function signInWithAppleToken(input: { idToken: string; nonce: string }) {
  return api<Answer<typeof signInAnswer>>('/auth/sign-in/apple-id-token', { method: 'POST', json: input });
}

/** The whole native flow: ask iOS, then the server. */
export const useAppleSignIn = () =>
  useMutation({ mutationFn: async () => signInWithAppleToken(await appleIdentity()) });
