import { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/request-password-reset`: `{ status: true }` whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return api('/auth/request-password-reset', statusAnswer, {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
