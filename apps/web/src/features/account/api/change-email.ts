import type { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/change-email`: mails a confirmation to the new address; it changes once opened. */
export function changeEmail(newEmail: string) {
  return api<Answer<typeof statusAnswer>>('/auth/change-email', {
    method: 'POST',
    json: { newEmail, callbackURL: '/settings' },
  });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
