import { useAdminUrl } from '../admin-url.ts';
import { useAdminUsers } from '../api/list-admin-users.ts';
import { ListState, Pager, SearchForm } from './list-controls.tsx';
import { UserCard } from './user-card.tsx';

/** Accounts, searched by email on the server, a page at a time; each with what an admin can do to it. */
export function UsersSection() {
  const url = useAdminUrl();
  const users = useAdminUsers(url.q, url.page);
  const rows = users.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-5">
      <SearchForm id="admin-user-search" label="Search by email" placeholder="cook@example.com" />
      <ListState
        loading={users.isPending}
        error={users.data ? null : users.error}
        onRetry={() => void users.refetch()}
        empty={
          users.data && rows.length === 0
            ? url.q
              ? `No accounts match “${url.q}”.`
              : 'No accounts yet.'
            : null
        }
        what="accounts"
      />
      {rows.length > 0 ? (
        <ul aria-label="Accounts" className="flex flex-col gap-4">
          {rows.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      ) : null}
      {users.data ? (
        <Pager
          label="Account pages"
          page={users.data.page}
          pageSize={users.data.pageSize}
          total={users.data.total}
        />
      ) : null}
    </div>
  );
}
