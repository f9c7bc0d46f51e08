import type { adminAuditAnswer } from '@larder/domain/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys, listQuery } from './admin-keys.ts';

/** `GET /api/admin/audit?q=&page=`: every admin action, newest first. */
export function useAdminAudit(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.audit, { q, page }],
    queryFn: () => api<Answer<typeof adminAuditAnswer>>(`/admin/audit${listQuery({ q, page })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
