import { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/change-email`: mails a confirmation to the new address; it changes once opened. */
export function changeEmail(newEmail: string) {
  return api('/auth/change-email', statusAnswer, {
    method: 'POST',
    json: { newEmail, callbackURL: '/settings' },
  });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
