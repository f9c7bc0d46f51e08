/**
 * The screens visits start on (the tabs, shared recipe links, a first visit), by path, as the module of
 * each; a short list, since the script below is part of every first load. The build turns this table into a small
 * script that index.html runs first (vite-route-preload.ts): it asks for the first screen's code as the
 * page starts, beside the app's own, rather than after the app has loaded (decision 019). `/` is where
 * it sends the visitor (startup-screen.tsx). The router preloads the same screens' code
(`FIRST_SCREEN_PRELOADS`), so each renders without a loading state.
 */
export const FIRST_SCREENS = {
  '/today': 'src/features/today/components/today-screen.tsx',
  '/recipe': 'src/features/recipe/components/recipe-screen.tsx',
  '/plan': 'src/features/plan/components/plan-screen.tsx',
  '/onboarding/welcome': 'src/features/onboarding/components/welcome-screen.tsx',
} as const;
