import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router.tsx';

// Spec §2's route list, written out here on purpose rather than imported from the route table.
const SPEC_ROUTES = [
  '/',
  '/auth',
  '/signup',
  '/email-confirm',
  '/reset-password',
  '/oauth-callback',
  '/pricing',
  '/legal/privacy',
  '/legal/terms',
  '/app-icons',
  '/onboarding/welcome',
  '/onboarding/demo',
  '/onboarding/benefits',
  '/onboarding/paywall',
  '/onboarding/reinforcement',
  '/today',
  '/plan',
  '/plan/wizard',
  '/recipe',
  '/collections',
  '/collection/abc123',
  '/collection-preview/abc123',
  '/profile',
  '/meal-plan',
  '/settings',
  '/admin',
  '/ios',
  '/iap-debug',
  '/apple-signin-debug',
  '/index',
];

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('router', () => {
  it.each(SPEC_ROUTES)('registers %s (it does not fall through to not-found)', (path) => {
    const { unmount } = renderAt(path);
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    unmount();
  });

  it('sends any other path to the not-found page with a home button', () => {
    renderAt('/definitely/not/a/route');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
