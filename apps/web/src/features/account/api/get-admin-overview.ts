import { adminOverviewResponse } from '@larder/domain/api/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/overview`: user counts by role (admins only; 403 `forbidden` for everyone else). */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => api('/admin/overview', adminOverviewResponse),
    retry: false,
    staleTime: 0,
  });
}
