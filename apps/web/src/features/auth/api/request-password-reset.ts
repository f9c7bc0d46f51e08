import type { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/request-password-reset`: `{ status: true }` whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return api<Answer<typeof statusAnswer>>('/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
