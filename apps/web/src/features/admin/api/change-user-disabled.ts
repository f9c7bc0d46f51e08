import type { adminDisableBody, adminUserAnswer } from '@larder/domain/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { showUpdatedUser } from './update-admin-user.ts';

/** `PUT /api/admin/users/:id/disabled`: disable an account (signed out everywhere) or enable it, with a reason. */
export function useChangeUserDisabled(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adminDisableBody>) =>
      api<Answer<typeof adminUserAnswer>>(`/admin/users/${encodeURIComponent(userId)}/disabled`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (answer) => showUpdatedUser(client, answer),
  });
}
