/**
 * Every route of spec §2 with the name of its screen. The router registers each one; a screen that a
 * later release builds shows an honest "not built yet" state until then.
 */
export interface RouteEntry {
  path: string;
  title: string;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', title: 'Startup' },
  { path: '/auth', title: 'Sign in' },
  { path: '/signup', title: 'Sign up' },
  { path: '/email-confirm', title: 'Confirming your email' },
  { path: '/reset-password', title: 'Reset password' },
  { path: '/oauth-callback', title: 'Signing you in' },
  { path: '/pricing', title: 'Pricing' },
  { path: '/legal/privacy', title: 'Privacy' },
  { path: '/legal/terms', title: 'Terms' },
  { path: '/app-icons', title: 'App icons' },
  { path: '/onboarding/welcome', title: 'Welcome' },
  { path: '/onboarding/demo', title: 'See how it works' },
  { path: '/onboarding/benefits', title: 'What you get' },
  { path: '/onboarding/paywall', title: 'Larder Pro' },
  { path: '/onboarding/reinforcement', title: 'You are all set' },
  { path: '/today', title: 'Today' },
  { path: '/plan', title: 'Plan' },
  { path: '/plan/wizard', title: 'Plan wizard' },
  { path: '/recipe', title: 'Recipe' },
  { path: '/collections', title: 'Collections' },
  { path: '/collection/:collectionId', title: 'Collection' },
  { path: '/collection-preview/:collectionId', title: 'Collection preview' },
  { path: '/profile', title: 'Profile' },
  { path: '/meal-plan', title: 'Meal plan' },
  { path: '/settings', title: 'Settings' },
  { path: '/admin', title: 'Admin' },
  { path: '/ios', title: 'Get the iOS app' },
  { path: '/iap-debug', title: 'In-app purchase debug' },
  { path: '/apple-signin-debug', title: 'Apple sign-in debug' },
  { path: '/index', title: 'Index' },
];
