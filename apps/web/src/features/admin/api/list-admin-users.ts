import type { adminUsersAnswer } from '@larder/domain/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys, listQuery } from './admin-keys.ts';

/** `GET /api/admin/users?q=&page=`: a page of accounts whose email contains `q`, newest first. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.users, { q, page }],
    queryFn: () => api<Answer<typeof adminUsersAnswer>>(`/admin/users${listQuery({ q, page })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
