import { isAppLinkPath } from '@larder/domain/native-app';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { builtServerUrl } from '../config/env.ts';
import { nativeTokens } from '../lib/auth-token.ts';
import { recoverSession } from '../lib/session.ts';
import { platform } from '../platform/index.ts';

/**
 * The in-app path of a link the OS handed to the native app (a recipe, a shared collection, an email
 * confirmation or password reset, the sign-in return), or null for any other link: only this server's
 * https links and the paths the app declares (APP_LINK_PATHS).
 */
export function appLinkTarget(url: string, server = builtServerUrl): string | null {
  if (!URL.canParse(url)) return null;
  const link = new URL(url);
  if (link.protocol !== 'https:' && link.origin !== server) return null;
  if (server && URL.canParse(server) && link.host !== new URL(server).host) return null;
  if (!isAppLinkPath(link.pathname)) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * What the native app does beside its screens (loaded there alone): it opens the link it was launched
 * with, and each link the OS hands over while it runs, on its screen in the app; and each time it comes
 * back to the front it restores the session from the token in secure storage, then asks the server
 * (spec §4 session recovery: 300, 1000 and 2000 ms, all over after 3 s).
 */
export function NativeShell() {
  const navigate = useNavigate();
  useEffect(() => {
    const app = platform().app;
    let live = true;
    const open = (url: string | null) => {
      const target = url ? appLinkTarget(url) : null;
      if (live && target) navigate(target);
    };
    void app.launchUrl().then(open, () => undefined);
    const stopLinks = app.onUrlOpen(open);
    const stopResume = app.onResume(() => {
      void nativeTokens.reloadAuthToken().then(recoverSession);
    });
    return () => {
      live = false;
      stopLinks();
      stopResume();
    };
  }, [navigate]);
  return null;
}
