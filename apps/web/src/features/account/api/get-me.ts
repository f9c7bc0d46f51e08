import type { meAnswer } from '@larder/domain/api/account';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/me`: who this is, and whether they own Pro. Keyed by user, so a new session asks again. */
export function useMe(userId: string | undefined) {
  return useQuery({
    queryKey: ['me', userId],
    queryFn: () => api<Answer<typeof meAnswer>>('/me'),
    enabled: Boolean(userId),
    retry: false,
  });
}
