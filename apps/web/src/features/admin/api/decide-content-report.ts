import type { adminReportDecision, adminReportsAnswer } from '@larder/domain/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

type ReportsPage = Answer<typeof adminReportsAnswer>;
type Report = ReportsPage['reports'][number];

/**
 * `POST /api/admin/reports/:id/hide` hides the reported item from everyone but its owner; `…/dismiss`
 * dismisses every open report of it. Every open report of the same item shows the decision at once.
 */
export function useDecideContentReport(report: Report) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'hide' | 'dismiss') =>
      api<Answer<typeof adminReportDecision>>(`/admin/reports/${encodeURIComponent(report.id)}/${decision}`, {
        method: 'POST',
      }),
    onSuccess: ({ status }) => {
      const same = (row: Report) =>
        row.id === report.id ||
        (row.status === 'open' && row.kind === report.kind && row.itemId === report.itemId);
      client.setQueriesData<ReportsPage>({ queryKey: adminKeys.reports }, (page) =>
        page ? { ...page, reports: page.reports.map((row) => (same(row) ? { ...row, status } : row)) } : page,
      );
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
