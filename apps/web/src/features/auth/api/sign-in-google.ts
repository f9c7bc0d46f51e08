import type { oauthRedirectAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in/oauth2` for Google: answers the provider address to go to. */
export function startGoogleSignIn(returnTo: string | null) {
  const back = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return api<Answer<typeof oauthRedirectAnswer>>('/auth/sign-in/oauth2', {
    method: 'POST',
    json: {
      providerId: 'google',
      callbackURL: `/oauth-callback${back}`,
      newUserCallbackURL: `/oauth-callback?new=1${back ? `&${back.slice(1)}` : ''}`,
      errorCallbackURL: '/auth',
    },
  });
}

export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
