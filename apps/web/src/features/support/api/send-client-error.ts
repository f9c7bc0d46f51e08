import type { ClientErrorReport, clientErrorAnswer } from '@larder/domain/api/client-errors';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/client-errors`: stores an error the app caught; sent even while the page unloads. */
export function sendClientError(report: ClientErrorReport) {
  return api<Answer<typeof clientErrorAnswer>>('/client-errors', {
    method: 'POST',
    json: report,
    keepalive: true,
  });
}
