import type { AdminUser } from '@larder/domain/api/admin';
import type { EntitlementStore } from '@larder/domain/entitlements';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { calendarDay, dateTime } from '../admin-dates.ts';
import { Badge } from './list-controls.tsx';
import { type UserAction, UserActionDialog } from './user-action-dialog.tsx';

const METHODS: Record<string, string> = {
  credential: 'Email and password',
  google: 'Google',
  apple: 'Apple',
};
const STORES: Record<EntitlementStore, string> = {
  web: 'web, Stripe',
  app_store: 'App Store',
  play: 'Google Play',
  granted: 'granted',
};

function proText(pro: AdminUser['pro']): string {
  if (!pro.isActive) return 'Free';
  const store = pro.store ? STORES[pro.store] : null;
  const until = pro.expiresAt ? `until ${calendarDay(pro.expiresAt)}` : 'without an end';
  return ['Pro', store ? `(${store})` : null, until].filter(Boolean).join(' ');
}

/** One account: who it is, how it signs in, its Pro and its state, and the admin's actions on it. */
export function UserCard({ user }: { user: AdminUser }) {
  const [action, setAction] = useState<UserAction | null>(null);
  const facts: [string, string][] = [
    ['Created', dateTime(user.createdAt)],
    ['Last active', user.lastActiveOn ? calendarDay(user.lastActiveOn) : 'Never'],
    [
      'Signs in with',
      user.signInMethods.map((method) => METHODS[method] ?? method).join(', ') || 'Nothing yet',
    ],
    ['Pro', proText(user.pro)],
  ];
  if (user.disabled) facts.push(['Disabled because', user.disabledReason ?? 'No reason given']);
  return (
    <article aria-label={user.email} className="rounded-3xl border border-line bg-raised p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-lg">
          {user.email}
          {user.name ? <span className="block font-normal text-base text-muted">{user.name}</span> : null}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {user.role === 'admin' ? <Badge tone="brand">Admin</Badge> : null}
          {user.pro.isActive ? <Badge tone="brand">Pro</Badge> : null}
          {user.isAnonymous ? <Badge>Anonymous</Badge> : null}
          {!user.isAnonymous ? <Badge>{user.emailVerified ? 'Verified' : 'Not verified'}</Badge> : null}
          {user.disabled ? <Badge tone="danger">Disabled</Badge> : null}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        {facts.map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="text-muted text-sm">{name}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setAction(user.pro.isActive ? 'revoke-pro' : 'grant-pro')}>
          {user.pro.isActive ? 'Revoke Pro' : 'Grant Pro'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAction(user.role === 'admin' ? 'remove-admin' : 'make-admin')}
        >
          {user.role === 'admin' ? 'Remove admin' : 'Make admin'}
        </Button>
        <Button
          variant={user.disabled ? 'secondary' : 'danger'}
          onClick={() => setAction(user.disabled ? 'enable' : 'disable')}
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </Button>
      </div>
      {action ? <UserActionDialog user={user} action={action} onClose={() => setAction(null)} /> : null}
    </article>
  );
}
