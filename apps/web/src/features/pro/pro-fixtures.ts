import type { ProEntitlement } from '@larder/domain/api/entitlements';

/** Pro as get-entitlements answers it, for the tests: never had it, and a renewing monthly plan. */
export const FREE: ProEntitlement = {
  isActive: false,
  status: 'expired',
  expiresAt: null,
  willRenew: false,
  store: null,
  plan: null,
  manageable: false,
};
export const MONTHLY: ProEntitlement = {
  isActive: true,
  status: 'active',
  expiresAt: '2026-12-29T10:00:00.000Z',
  willRenew: true,
  store: 'web',
  plan: 'monthly',
  manageable: true,
};
