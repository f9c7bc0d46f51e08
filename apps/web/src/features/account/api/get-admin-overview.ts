import { adminOverviewAnswer } from '@larder/domain/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/overview`: user counts by role (admins only; 403 `forbidden` for everyone else). */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => api('/admin/overview', adminOverviewAnswer),
    retry: false,
    staleTime: 0,
  });
}
