import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/change-email`: mails a confirmation to the new address; it changes once opened. */
export function changeEmail(newEmail: string) {
  return authApi<unknown>('/change-email', { json: { newEmail, callbackURL: '/settings' } });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
