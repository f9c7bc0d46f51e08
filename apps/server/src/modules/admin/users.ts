import type { AdminUser, adminDisableBody, adminProBody, adminRoleBody } from '@larder/domain/api/admin';
import { type EntitlementStore, isEntitlementActive } from '@larder/domain/entitlements';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { isDisabledAccount } from '../../platform/auth/disabled-accounts.ts';
import { readEntitlement } from '../entitlements/repository.ts';
import { grantPro, revokePro } from '../entitlements/service.ts';
import { type ActingAdmin, recordAdminAction } from './audit.ts';
import { containsPattern, offsetOf, pageAnswer } from './paging.ts';
import {
  type AccountRow,
  type AdminRow,
  accountById,
  accountPage,
  lockAdmins,
  setDisabled,
  setRole,
} from './users-repository.ts';

export interface AdminDeps {
  db: Db;
  /** The clock (ms since the epoch). */
  now: () => number;
}

const roleOf = (row: AccountRow): AdminUser['role'] => (row.role === 'admin' ? 'admin' : 'user');

/** The account as the admin area shows it; Pro by the same rule as everywhere (`isEntitlementActive`). */
function adminUser(row: AccountRow, now: Date): AdminUser {
  const pro = row.proStore ? { expiresAt: row.proExpiresAt, willRenew: false } : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    isAnonymous: Boolean(row.isAnonymous),
    emailVerified: row.emailVerified,
    role: roleOf(row),
    disabled: Boolean(row.banned),
    disabledReason: row.banned ? row.banReason : null,
    signInMethods: row.signInMethods,
    pro: {
      isActive: isEntitlementActive(pro, now),
      store: row.proStore,
      expiresAt: row.proExpiresAt?.toISOString() ?? null,
    },
    lastActiveOn: row.lastActiveOn,
  };
}

/** `GET /api/admin/users`: accounts whose email contains the search, newest first. */
export async function listUsers(deps: AdminDeps, search: string, page: number) {
  const { rows, total } = await accountPage(deps.db, containsPattern(search), offsetOf(page));
  const now = new Date(deps.now());
  return pageAnswer(
    rows.map((row) => adminUser(row, now)),
    page,
    total,
  );
}

async function targetAccount(db: Db, id: string): Promise<AccountRow> {
  const row = await accountById(db, id);
  if (!row) throw new AppError('not_found', 'There is no such account.');
  return row;
}

async function answer(deps: AdminDeps, id: string) {
  return { user: adminUser(await targetAccount(deps.db, id), new Date(deps.now())) };
}

const target = (row: AccountRow) => ({ type: 'user' as const, id: row.id, label: row.email });

/** The last moment of a day given as YYYY-MM-DD (UTC), which must be a real day still to come. */
function lastMomentOf(day: string, now: Date): Date {
  const end = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== day) {
    throw new AppError('validation_failed', 'until: Give a real day as YYYY-MM-DD.', { field: 'until' });
  }
  if (end.getTime() <= now.getTime()) {
    throw new AppError('validation_failed', 'until: Give a day still to come.', { field: 'until' });
  }
  return end;
}

/** The stores a cook pays through, as the admin area names them. */
const PAID_STORES: Partial<Record<EntitlementStore, string>> = {
  web: 'Stripe on the web',
  app_store: 'the App Store',
  play: 'Google Play',
};

/**
 * `POST /api/admin/users/:id/pro`: grants or revokes Pro, recorded in the Pro history and the audit log.
 * A grant would replace a paying cook's subscription (its store, customer and subscription ids: no more
 * billing portal, no webhook matching), so it is refused while a store's Pro is active; revoking is not.
 */
export async function changePro(
  deps: AdminDeps,
  admin: ActingAdmin,
  id: string,
  change: z.infer<typeof adminProBody>,
) {
  const row = await targetAccount(deps.db, id);
  const now = new Date(deps.now());
  const until = change.action === 'grant' && change.until ? lastMomentOf(change.until, now) : null;
  await deps.db.transaction(async (tx) => {
    if (change.action === 'grant') {
      const current = await readEntitlement(tx, id);
      const paidThrough =
        current && isEntitlementActive(current, now) ? PAID_STORES[current.store] : undefined;
      if (paidThrough) {
        throw new AppError(
          'conflict',
          `This cook pays for Pro through ${paidThrough}; their subscription stays in charge. Revoke is still possible.`,
        );
      }
      await grantPro(tx, id, { until, reason: change.reason, now });
      const detail = { reason: change.reason, until: change.until };
      await recordAdminAction(tx, admin, 'pro.grant', target(row), detail);
    } else {
      await revokePro(tx, id, { reason: change.reason, now });
      const detail = { reason: change.reason, was: row.proStore };
      await recordAdminAction(tx, admin, 'pro.revoke', target(row), detail);
    }
  });
  return answer(deps, id);
}

/** A change to an account's role or disabled state. */
export type AccountChange = { id: string } & ({ role: 'admin' | 'user' } | { disabled: boolean });

/**
 * Whether the change takes the admin role or the sign-in away from the last admin who can sign in
 * (`admins`: every account with the admin role, disabled ones included).
 */
export function leavesNoAdmin(admins: readonly AdminRow[], change: AccountChange, now: number): boolean {
  const removes = 'role' in change ? change.role !== 'admin' : change.disabled;
  if (!removes) return false;
  const enabled = admins.filter((row) => !isDisabledAccount(row, now));
  return enabled.length === 1 && enabled[0]?.id === change.id;
}

export const LAST_ADMIN_MESSAGE = 'Larder needs at least one admin who can sign in.';

/**
 * Locks every admin's row, then refuses a change that would leave no admin who can sign in (409), and an
 * acting admin who is no longer one (403): two admins demoting or disabling each other at once take
 * turns, and the second is refused instead of leaving Larder without an admin.
 */
async function guardAdmins(tx: Tx, deps: AdminDeps, admin: ActingAdmin, change: AccountChange) {
  const admins = await lockAdmins(tx);
  const now = deps.now();
  if (leavesNoAdmin(admins, change, now)) throw new AppError('conflict', LAST_ADMIN_MESSAGE);
  if (!admins.some((row) => row.id === admin.id && !isDisabledAccount(row, now))) {
    throw new AppError('forbidden', "You don't have access to the admin area.");
  }
}

/** `PUT /api/admin/users/:id/role`. An admin cannot take their own admin role away. */
export async function changeRole(
  deps: AdminDeps,
  admin: ActingAdmin,
  id: string,
  change: z.infer<typeof adminRoleBody>,
) {
  if (id === admin.id && change.role !== 'admin') {
    throw new AppError('conflict', 'You cannot take away your own admin role. Ask another admin to do it.');
  }
  const row = await targetAccount(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await guardAdmins(tx, deps, admin, { id, role: change.role });
    await setRole(tx, id, change.role);
    const detail = { reason: change.reason, from: roleOf(row), to: change.role };
    await recordAdminAction(tx, admin, 'role.change', target(row), detail);
  });
  return answer(deps, id);
}

/**
 * `PUT /api/admin/users/:id/disabled`: a disabled account is signed out everywhere and cannot sign in
 * again until it is enabled. An admin cannot disable their own account.
 */
export async function changeDisabled(
  deps: AdminDeps,
  admin: ActingAdmin,
  id: string,
  change: z.infer<typeof adminDisableBody>,
) {
  if (id === admin.id && change.disabled) {
    throw new AppError('conflict', 'You cannot disable your own account.');
  }
  const row = await targetAccount(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await guardAdmins(tx, deps, admin, { id, disabled: change.disabled });
    await setDisabled(tx, id, change.disabled, change.reason);
    const action = change.disabled ? 'user.disable' : 'user.enable';
    await recordAdminAction(tx, admin, action, target(row), { reason: change.reason });
  });
  return answer(deps, id);
}
