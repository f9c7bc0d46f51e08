import type { adminProBody, adminUserAnswer } from '@larder/domain/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { showUpdatedUser } from './update-admin-user.ts';

/** `POST /api/admin/users/:id/pro`: grant Pro (until a day, or without an end) or revoke it, with a reason. */
export function useChangeUserPro(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adminProBody>) =>
      api<Answer<typeof adminUserAnswer>>(`/admin/users/${encodeURIComponent(userId)}/pro`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: (answer) => showUpdatedUser(client, answer),
  });
}
