import { eq } from 'drizzle-orm';
import { user } from '../src/db/auth-schema.ts';
import type { Db } from '../src/db/database.ts';
import { grantPro } from '../src/modules/entitlements/service.ts';
import type { buildTestApp } from './build-app.ts';
import { signedInBrowser, userIdOf } from './kitchen-session.ts';

type App = ReturnType<typeof buildTestApp>['app'];

/** A signed-up, confirmed account made an admin in SQL, as `npm run admin -- grant` does. */
export async function adminBrowser(app: App, db: Db) {
  const signed = await signedInBrowser(app, db);
  const id = await userIdOf(signed.browser);
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
  return { ...signed, id };
}

/** A signed-up, confirmed account with Pro granted without an end. */
export async function proBrowser(app: App, db: Db) {
  const signed = await signedInBrowser(app, db);
  const id = await userIdOf(signed.browser);
  await grantPro(db, id, { until: null, reason: 'test', now: new Date() });
  return { ...signed, id };
}

/** Every route of the admin area, with a body it would take from an admin. */
export const ADMIN_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/overview?days=7' },
  { method: 'GET', path: '/api/admin/users?q=example' },
  { method: 'POST', path: '/api/admin/users/:user/pro', body: { action: 'grant', reason: 'support case' } },
  { method: 'PUT', path: '/api/admin/users/:user/role', body: { role: 'user', reason: 'not staff' } },
  { method: 'PUT', path: '/api/admin/users/:user/disabled', body: { disabled: false, reason: 'all fine' } },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/support?status=open' },
  { method: 'POST', path: '/api/admin/support/:support/reply', body: { body: 'Thanks, it is fixed.' } },
  { method: 'PUT', path: '/api/admin/support/:support/status', body: { status: 'closed' } },
  { method: 'GET', path: '/api/admin/errors?q=boom' },
  { method: 'GET', path: '/api/admin/reports' },
  { method: 'POST', path: '/api/admin/reports/:report/dismiss' },
  { method: 'POST', path: '/api/admin/reports/:report/hide' },
];
