import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { PromptKind } from '../features/account/components/account-prompt.tsx';
import { isNativeApp } from '../lib/platform.ts';
import { readFlag } from '../lib/storage.ts';
import type { FIRST_SCREENS } from './first-screens.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { StartupScreen } from './startup-screen.tsx';

// Screens and guards that few visits start on load with their route, not with the app (decision 019).
const RequireAccount = lazy(async () => ({
  default: (await import('../features/account/components/require-account.tsx')).RequireAccount,
}));
const DebugOnly = lazy(async () => ({ default: (await import('./debug-only.tsx')).DebugOnly }));
const NotFoundScreen = lazy(async () => ({
  default: (await import('./not-found-screen.tsx')).NotFoundScreen,
}));

/** What the native app does beside its screens (native-shell.tsx), never loaded on the web. */
const NativeShell = lazy(async () => ({ default: (await import('./native-shell.tsx')).NativeShell }));

/** Loads a screen's code only when its route is first shown. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return <Screen />;
}

const pricing = () => import('../features/pricing/components/pricing-screen.tsx');
const privacy = () => import('../features/legal/components/privacy-screen.tsx');
const terms = () => import('../features/legal/components/terms-screen.tsx');
const appIcons = () => import('../features/app-icons/components/app-icons-screen.tsx');

const ios = () => import('../features/install/components/ios-redirect-screen.tsx');
const debug = {
  iap: () => import('../features/debug/components/iap-debug-screen.tsx'),
  apple: () => import('../features/debug/components/apple-sign-in-debug-screen.tsx'),
  crash: () => import('../features/debug/components/crash-test-screen.tsx'),
};
const onboarding = {
  welcome: () => import('../features/onboarding/components/welcome-screen.tsx'),
  demo: () => import('../features/onboarding/components/demo-screen.tsx'),
  benefits: () => import('../features/onboarding/components/benefits-screen.tsx'),
  paywall: () => import('../features/onboarding/components/paywall-screen.tsx'),
  reinforcement: () => import('../features/onboarding/components/reinforcement-screen.tsx'),
};

const auth = {
  screen: () => import('../features/auth/components/auth-screen.tsx'),
  signUp: () => import('../features/auth/components/sign-up-screen.tsx'),
  emailConfirm: () => import('../features/auth/components/email-confirm-screen.tsx'),
  resetPassword: () => import('../features/auth/components/reset-password-redirect.tsx'),
  oauthCallback: () => import('../features/auth/components/oauth-callback-screen.tsx'),
};
const account = {
  profile: () => import('../features/profile/components/profile-screen.tsx'),
  settings: () => import('../features/account/components/settings-screen.tsx'),
  admin: () => import('../features/admin/components/admin-screen.tsx'),
};
const plan = {
  week: () => import('../features/plan/components/plan-screen.tsx'),
  wizard: () => import('../features/plan-wizard/components/plan-wizard-screen.tsx'),
  mealPlan: () => import('../features/meal-plan/components/meal-plan-screen.tsx'),
};
/** The auth feature's sign-up dialog, for the account prompts (features do not import each other). */
const SignUpDialog = lazy(async () => ({
  default: (await import('../features/auth/components/sign-up-dialog.tsx')).SignUpDialog,
}));

/** Today and the recipe screen take the sign-up dialog for their account prompts. */
const TodayScreen = lazyScreen(
  async () => (await import('../features/today/components/today-screen.tsx')).TodayScreen,
);
const RecipeScreen = lazyScreen(
  async () => (await import('../features/recipe/components/recipe-screen.tsx')).RecipeScreen,
);
const PlanScreen = lazyScreen(async () => (await plan.week()).PlanScreen);
/** Screens the app composes from several features (shared-pages.tsx), loaded with their routes. */
const sharedPages = () => import('./shared-pages.tsx');
const WelcomeScreen = lazyScreen(async () => (await onboarding.welcome()).WelcomeScreen);

/** The screens visits start on (their code files are in first-screens.ts, for the build). */
export const FIRST_SCREEN_PRELOADS: Record<keyof typeof FIRST_SCREENS, () => Promise<unknown>> = {
  '/today': TodayScreen.preload,
  '/recipe': RecipeScreen.preload,
  '/plan': PlanScreen.preload,
  '/onboarding/welcome': WelcomeScreen.preload,
};

/**
 * Loads the first screen's code beside the app's start-up (the build has asked for the files already,
 * vite-route-preload.ts), so the screen renders as soon as the app can, without a loading state.
 */
export function preloadFirstScreen(pathname: string): void {
  const path = pathname === '/' ? (readFlag('intro_completed') ? '/today' : '/onboarding/welcome') : pathname;
  // A failure shows where the screen renders (its route's error handling), not here.
  if (path in FIRST_SCREEN_PRELOADS) {
    FIRST_SCREEN_PRELOADS[path as keyof typeof FIRST_SCREENS]().catch(() => undefined);
  }
}

/** Screens that need an account (spec §2 "Protected routes"). */
function needsAccount(element: ReactNode, prompt?: PromptKind) {
  return (
    <RequireAccount prompt={prompt} signUpDialog={SignUpDialog}>
      {element}
    </RequireAccount>
  );
}

/**
 * Every route of spec §2. Declarative routes (not the data router): Larder loads data with TanStack
 * Query, and this keeps about 16 KB of gzipped JavaScript off the first load.
 */
export function AppRoutes() {
  return (
    <>
      {isNativeApp() && (
        <Suspense fallback={null}>
          <NativeShell />
        </Suspense>
      )}
      <Routes>
        {/* Outside the frame: `/` only redirects, and a frame drawn for it (the desktop tab bar) would jump. */}
        <Route path="/" element={<StartupScreen />} />
        <Route element={<AppLayout />}>
          <Route path="/index" element={<Navigate to="/" replace />} />
          <Route path="/welcome" element={<Navigate to="/onboarding/welcome" replace />} />
          <Route path="/onboarding/welcome" element={<WelcomeScreen />} />
          <Route path="/onboarding/demo" element={screen(onboarding.demo, (m) => m.DemoScreen)} />
          <Route path="/onboarding/benefits" element={screen(onboarding.benefits, (m) => m.BenefitsScreen)} />
          <Route path="/onboarding/paywall" element={screen(onboarding.paywall, (m) => m.PaywallScreen)} />
          <Route
            path="/onboarding/reinforcement"
            element={screen(onboarding.reinforcement, (m) => m.ReinforcementScreen)}
          />
          <Route path="/today" element={<TodayScreen signUpDialog={SignUpDialog} />} />
          <Route path="/recipe" element={<RecipeScreen signUpDialog={SignUpDialog} />} />
          <Route path="/pricing" element={screen(pricing, (m) => m.PricingScreen)} />
          <Route path="/legal/privacy" element={screen(privacy, (m) => m.PrivacyScreen)} />
          <Route path="/legal/terms" element={screen(terms, (m) => m.TermsScreen)} />
          <Route path="/app-icons" element={screen(appIcons, (m) => m.AppIconsScreen)} />
          <Route path="/ios" element={screen(ios, (m) => m.IosRedirectScreen)} />
          <Route
            path="/iap-debug"
            element={<DebugOnly>{screen(debug.iap, (m) => m.IapDebugScreen)}</DebugOnly>}
          />
          <Route
            path="/apple-signin-debug"
            element={<DebugOnly>{screen(debug.apple, (m) => m.AppleSignInDebugScreen)}</DebugOnly>}
          />
          <Route
            path="/debug/crash"
            element={<DebugOnly>{screen(debug.crash, (m) => m.CrashTestScreen)}</DebugOnly>}
          />
          <Route path="/auth" element={screen(auth.screen, (m) => m.AuthScreen)} />
          <Route path="/signup" element={screen(auth.signUp, (m) => m.SignUpScreen)} />
          <Route path="/email-confirm" element={screen(auth.emailConfirm, (m) => m.EmailConfirmScreen)} />
          <Route
            path="/reset-password"
            element={screen(auth.resetPassword, (m) => m.ResetPasswordRedirect)}
          />
          <Route path="/oauth-callback" element={screen(auth.oauthCallback, (m) => m.OAuthCallbackScreen)} />
          <Route
            path="/profile"
            element={needsAccount(
              screen(account.profile, (m) => m.ProfileScreen),
              'profile',
            )}
          />
          <Route path="/settings" element={needsAccount(screen(account.settings, (m) => m.SettingsScreen))} />
          <Route path="/admin" element={needsAccount(screen(account.admin, (m) => m.AdminScreen))} />
          <Route path="/plan" element={<PlanScreen />} />
          <Route path="/plan/wizard" element={screen(plan.wizard, (m) => m.PlanWizardScreen)} />
          <Route path="/meal-plan" element={needsAccount(screen(plan.mealPlan, (m) => m.MealPlanScreen))} />
          <Route
            path="/collections"
            element={needsAccount(
              screen(sharedPages, (m) => m.CollectionsPage),
              'collections',
            )}
          />
          <Route
            path="/collection/:collectionId"
            element={needsAccount(screen(sharedPages, (m) => m.CollectionPage))}
          />
          <Route
            path="/collection-preview/:collectionId"
            element={screen(sharedPages, (m) => m.CollectionPreviewPage)}
          />
          <Route path="/r/:recipeId" element={screen(sharedPages, (m) => m.PublicRecipePage)} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </>
  );
}
