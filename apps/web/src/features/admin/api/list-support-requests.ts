import type { adminSupportAnswer, SupportStatus } from '@larder/domain/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys, listQuery } from './admin-keys.ts';

/** `GET /api/admin/support?status=&q=&page=`: contact requests and bug reports, newest first. */
export function useSupportRequests(status: SupportStatus | undefined, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.support, { status, q, page }],
    queryFn: () => api<Answer<typeof adminSupportAnswer>>(`/admin/support${listQuery({ status, q, page })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
