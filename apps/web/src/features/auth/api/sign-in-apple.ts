import type { signInAnswer } from '@larder/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { entitlementRetry, entitlementsKey, fetchEntitlements } from '../../pro/api/entitlements.ts';
import { appleIdentity } from '../apple-sign-in.ts';

/** `POST /api/auth/sign-in/apple-id-token`: the server checks the token against Apple and the nonce. */
export function signInWithAppleToken(input: { idToken: string; nonce: string }) {
  return api<Answer<typeof signInAnswer>>('/auth/sign-in/apple-id-token', { method: 'POST', json: input });
}

/**
 * The whole native flow: ask iOS, then the server; then the cook's entitlements are fetched ahead (spec
 * §7: prefetched after Apple sign-in), so Pro shows at once on the first screen.
 */
export function useAppleSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => signInWithAppleToken(await appleIdentity()),
    onSuccess: ({ user }) =>
      void client.prefetchQuery({
        queryKey: entitlementsKey(user.id),
        queryFn: fetchEntitlements,
        ...entitlementRetry,
      }),
  });
}
