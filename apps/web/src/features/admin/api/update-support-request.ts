import type { adminSupportAnswer, adminSupportRequestAnswer } from '@larder/domain/api/admin';
import type { QueryClient } from '@tanstack/react-query';
import type { Answer } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

type SupportPage = Answer<typeof adminSupportAnswer>;

/**
 * After a reply or a status change the request shows the server's answer where it is (an answered request
 * stays in the Open list until the list is loaded again), and the audit log reloads.
 */
export function showUpdatedRequest(
  client: QueryClient,
  { request }: Answer<typeof adminSupportRequestAnswer>,
) {
  client.setQueriesData<SupportPage>({ queryKey: adminKeys.support }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id === request.id ? request : row)) } : page,
  );
  void client.invalidateQueries({ queryKey: adminKeys.audit });
}
