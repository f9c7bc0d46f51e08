import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/overview`: user counts by role (admins only; 403 `forbidden` for everyone else). */
export type AdminOverview = Record<string, unknown>;

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => api<AdminOverview>('/admin/overview'),
    retry: false,
    staleTime: 0,
  });
}
