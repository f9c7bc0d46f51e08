import { clientErrorResponse } from '@larder/domain/api/support';
import type { ClientErrorReport } from '@larder/domain/client-error';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/client-errors`: stores an error the app caught; sent even while the page unloads. */
export function sendClientError(report: ClientErrorReport) {
  return api('/client-errors', clientErrorResponse, { method: 'POST', json: report, keepalive: true });
}
