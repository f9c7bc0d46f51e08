import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { leaveNativeApp, simulateNativeApp } from '../../../test/native-app.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { FREE, MONTHLY } from '../pro-fixtures.ts';

afterEach(() => {
  cleanup();
  resetSession();
  localStorage.clear();
  leaveNativeApp();
});

function serve(answers: ProEntitlement[]) {
  let asked = 0;
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/me': { body: { user: { ...COOK, provider: 'credential' }, hasRecipes: false, isPro: false } },
    'POST /api/functions/get-entitlements': () => {
      const pro = answers[Math.min(asked, answers.length - 1)] as ProEntitlement;
      asked += 1;
      return { body: { entitlements: { pro } } };
    },
  });
}

describe("Profile's plan", () => {
  it('after Checkout, waits for Stripe’s word and then welcomes the cook to Pro', async () => {
    serve([FREE, FREE, MONTHLY]);
    renderAt('/profile?checkout=done&session_id=cs_test_1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(
      await screen.findByText('Welcome to Larder Pro. Enjoy unlimited recipes.', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Larder Pro · Monthly' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('offers Restore purchases only in the native app, and says when the store is not set up', async () => {
    serve([FREE]);
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).toBeNull();
    cleanup();
    simulateNativeApp('android');
    serve([FREE]);
    renderAt('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('Restore Failed')).toBeTruthy();
  });
});
