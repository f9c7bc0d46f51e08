import type { adminErrorsAnswer } from '@larder/domain/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys, listQuery } from './admin-keys.ts';

/** `GET /api/admin/errors?q=&page=`: client errors grouped by message and route, most recent first. */
export function useClientErrors(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.errors, { q, page }],
    queryFn: () => api<Answer<typeof adminErrorsAnswer>>(`/admin/errors${listQuery({ q, page })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
