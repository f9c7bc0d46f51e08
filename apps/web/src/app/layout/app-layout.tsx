import { showsFooter, showsTabBar } from '@larder/domain/navigation';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MergeNotice } from '../../features/account-merge/components/merge-notice.tsx';
import { SessionRedirects } from '../../features/auth/components/session-redirects.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { useConsentAnswer } from '../../lib/consent.ts';
import {
  InstallPromptWhenDue,
  IosAppBannerOnIos,
  LazyFooter,
  PendingRecipeWhenSignedIn,
  PushHelpersWhenSetUp,
  ToastsWhenShown,
  TrackingPromptOnIos,
} from './lazy-chrome.tsx';
import { SupportDialogHost } from './support-dialog-host.tsx';
import { TabNav } from './tab-nav.tsx';

/**
 * The frame around every screen: tabs, main content, footer, consent and install prompts, toasts.
 * Nothing in it moves what is already on the screen (decision 019): the footer comes with the screen's
 * code, not before it; the cookie notice and the install card float over the screen, one at a time.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const withTabs = showsTabBar(pathname);
  const consentAnswered = useConsentAnswer() !== null;
  return (
    <div className="min-h-dvh pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-brand px-4 py-3 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {withTabs ? <TabNav /> : null}
      <div
        className={`flex min-h-dvh min-w-0 flex-1 flex-col ${withTabs ? 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0' : 'pb-[env(safe-area-inset-bottom)]'}`}
      >
        <IosAppBannerOnIos />
        <Suspense fallback={<ScreenLoading />}>
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          {showsFooter(pathname) ? <LazyFooter /> : null}
          {/* Inside the screen's Suspense: it waits until Today is on display, never over onboarding or sign-in. */}
          {pathname === '/today' ? <TrackingPromptOnIos /> : null}
        </Suspense>
      </div>
      <div
        className={`pointer-events-none fixed inset-x-0 z-40 flex flex-col items-center gap-3 px-4 ${promptPlace(pathname)}`}
      >
        <CookieBanner />
        {/* The install card waits until the cookie notice is answered: never two cards stacked. */}
        <InstallPromptWhenDue consentAnswered={consentAnswered} />
      </div>
      <ToastsWhenShown />
      <PendingRecipeWhenSignedIn />
      <PushHelpersWhenSetUp />
      <SupportDialogHost />
      <SessionRedirects />
      <MergeNotice />
    </div>
  );
}

/**
 * Where the floating prompts sit. The onboarding steps keep their actions low (the first screen's "Get
 * started", the steps' bottom bar), so there the prompts sit under the steps' header, over their
 * picture; elsewhere they sit low, above the tab bar, clear of the screens' header actions.
 */
function promptPlace(pathname: string): string {
  if (pathname.startsWith('/onboarding')) {
    return 'top-[calc(4.75rem+env(safe-area-inset-top))] lg:right-10 lg:left-auto lg:w-[28rem] lg:px-0';
  }
  const above = showsTabBar(pathname)
    ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
    : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]';
  return `${above} lg:right-auto lg:bottom-6 lg:left-72 lg:w-[28rem] lg:px-0`;
}

/** While a screen's code loads; the footer waits with the screen, so it cannot be pushed down. */
function ScreenLoading() {
  return (
    <div className="grid min-h-[50dvh] flex-1 place-items-center" role="status" aria-label="Loading">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand" />
    </div>
  );
}
