import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/sign-in/oauth2` for Google: answers the provider address to go to. */
export function startGoogleSignIn(returnTo: string | null) {
  const back = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return authApi<{ url: string }>('/sign-in/oauth2', {
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
