import type { adminReportsAnswer, REPORT_STATUSES } from '@larder/domain/api/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys, listQuery } from './admin-keys.ts';

export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `GET /api/admin/reports?status=&q=&page=`: content reports, newest first, a page at a time. */
export function useContentReports(status: ReportStatus | undefined, q: string, page: number) {
  return useQuery({
    queryKey: [...adminKeys.reports, { status, q, page }],
    queryFn: () => api<Answer<typeof adminReportsAnswer>>(`/admin/reports${listQuery({ status, q, page })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
