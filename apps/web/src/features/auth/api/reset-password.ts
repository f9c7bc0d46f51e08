import type { statusAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/reset-password`: sets the new password and ends every session of the account. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api<Answer<typeof statusAnswer>>('/auth/reset-password', { method: 'POST', json: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
