import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { useAppleSignIn } from './sign-in-apple.ts';

vi.mock('../apple-sign-in.ts', () => ({
  appleIdentity: async () => ({ idToken: 'header.payload.signature', nonce: 'n'.repeat(32) }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('signing in with Apple', () => {
  it('fetches the cook’s entitlements ahead once signed in (spec §7)', async () => {
    const calls = fakeApi({
      'POST /api/auth/sign-in/apple-id-token': { body: { user: { id: 'u-apple' } } },
      'POST /api/functions/get-entitlements': {
        body: {
          entitlements: {
            pro: {
              isActive: true,
              status: 'active',
              expiresAt: null,
              willRenew: true,
              store: 'app_store',
              plan: 'yearly',
              manageable: false,
            },
          },
        },
      },
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAppleSignIn(), { wrapper });
    await act(() => result.current.mutateAsync());
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual([
        '/api/auth/sign-in/apple-id-token',
        '/api/functions/get-entitlements',
      ]),
    );
    await waitFor(() =>
      expect(client.getQueryData(['entitlements', 'u-apple'])).toMatchObject({
        entitlements: { pro: { isActive: true, store: 'app_store' } },
      }),
    );
  });
});
