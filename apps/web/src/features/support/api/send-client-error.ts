import type { ClientErrorReport } from '@larder/domain/api/client-errors';
import { clientErrorAnswer } from '@larder/domain/api/client-errors';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/client-errors`: stores an error the app caught; sent even while the page unloads. */
export function sendClientError(report: ClientErrorReport) {
  return api('/client-errors', clientErrorAnswer, { method: 'POST', json: report, keepalive: true });
}
