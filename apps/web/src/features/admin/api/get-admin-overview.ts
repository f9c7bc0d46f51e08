import type { adminOverviewAnswer } from '@larder/domain/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/overview?days=`: account counts and one row of usage per UTC day, oldest first. */
export function useAdminOverview(days: number) {
  return useQuery({
    queryKey: adminKeys.overview(days),
    queryFn: () => api<Answer<typeof adminOverviewAnswer>>(`/admin/overview?days=${days}`),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
