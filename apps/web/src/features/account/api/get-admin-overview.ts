import type { adminOverviewAnswer } from '@larder/domain/api/admin';
import { useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/admin/overview`: user counts by role (admins only; 403 `forbidden` for everyone else). */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => api<Answer<typeof adminOverviewAnswer>>('/admin/overview'),
    retry: false,
    staleTime: 0,
  });
}
