import type { adminUserAnswer, adminUsersAnswer } from '@larder/domain/api/admin';
import type { QueryClient } from '@tanstack/react-query';
import type { Answer } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

type UsersPage = Answer<typeof adminUsersAnswer>;

/** After an action on an account: its row shows the server's answer at once, and the audit log reloads. */
export function showUpdatedUser(client: QueryClient, { user }: Answer<typeof adminUserAnswer>) {
  client.setQueriesData<UsersPage>({ queryKey: adminKeys.users }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id === user.id ? user : row)) } : page,
  );
  void client.invalidateQueries({ queryKey: adminKeys.audit });
  void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
}
