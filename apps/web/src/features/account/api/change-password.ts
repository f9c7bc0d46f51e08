import type { changePasswordAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/change-password`; wrong current password: 400 INVALID_PASSWORD. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}) {
  return api<Answer<typeof changePasswordAnswer>>('/auth/change-password', { method: 'POST', json: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
