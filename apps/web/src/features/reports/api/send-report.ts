import type { ReportInput, reportAnswer } from '@larder/domain/api/reports';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/reports`: anyone may report a public recipe or a shared collection. */
export function sendReport(report: ReportInput) {
  return api<Answer<typeof reportAnswer>>('/reports', { method: 'POST', json: report });
}
