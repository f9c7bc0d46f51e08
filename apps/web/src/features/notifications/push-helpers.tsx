import { safeSitePath } from '@larder/domain/site-path';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isNativeApp } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';

/** What public/push-sw.js posts when it cannot navigate the window itself. */
const NAVIGATE_MESSAGE = 'larder:navigate';

/** Runs `work` once the browser is idle after start-up (or a moment later where there is no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 2_000);
  return () => clearTimeout(timer);
}

/** A tap on a notification opens its page: the service worker's message, or the native plugin's tap. */
function OpenTappedNotifications() {
  const navigate = useNavigate();

  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== NAVIGATE_MESSAGE) return;
      const url = safeSitePath(Reflect.get(data, 'url'));
      if (url) navigate(url);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    if (!isNativeApp()) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([import('./providers/native-push.ts'), import('./providers/native-deps.ts')])
      .then(([{ openTappedNotifications }, { nativePushDeps }]) =>
        openTappedNotifications(nativePushDeps, (url) => navigate(url)),
      )
      .then((remove) => {
        if (cancelled) remove();
        else stop = remove;
      })
      .catch((error: unknown) => console.warn('Notification taps are not handled on this device', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [navigate]);

  return null;
}

/** The cook's reminder tags are synced again, when due, once the app is idle after start-up. */
function ResyncWhenIdle({ userId }: { userId: string }) {
  useEffect(
    () =>
      whenIdle(() => {
        void import('./resync-on-start.ts')
          .then(({ resyncIfNeeded }) => resyncIfNeeded(userId))
          .catch((error: unknown) => console.warn('Reminder tags were not synced again', error));
      }),
    [userId],
  );
  return null;
}

/**
 * What a device set up for reminders needs while the app runs, mounted lazily by the frame
 * (app/layout/lazy-chrome.tsx): tapped notifications open their page, and a signed-in cook's tags are
 * synced again when due.
 */
export function PushHelpers() {
  const { status, user } = useSession();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  // JSX, not hooks alone: a lazy file that imports React without its JSX runtime makes the build split
  // React from it, one more file (0.4 KB) on Today's first load.
  return (
    <>
      <OpenTappedNotifications />
      {userId ? <ResyncWhenIdle userId={userId} /> : null}
    </>
  );
}
