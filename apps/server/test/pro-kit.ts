import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { expect } from 'vitest';
import { type Browser, json } from './kitchen-session.ts';

/** The cook's Pro as `POST /api/functions/get-entitlements` answers it. */
export async function proOf(browser: Browser): Promise<ProEntitlement> {
  const response = await browser.request('/api/functions/get-entitlements', { json: {} });
  expect(response.status).toBe(200);
  return (await json<{ entitlements: { pro: ProEntitlement } }>(response)).entitlements.pro;
}
