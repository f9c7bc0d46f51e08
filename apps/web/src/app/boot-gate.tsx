import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { KitchenErrorScreen, LoadingScreen, OfflineScreen } from '../components/ui/kitchen-screens.tsx';
import { NetworkError } from '../lib/api-client.ts';
import { cachedPublicConfig, fetchPublicConfig, PUBLIC_CONFIG_QUERY_KEY } from '../lib/public-config.ts';

type BootState =
  | { status: 'ready' }
  | { status: 'loading'; percent: number }
  | { status: 'offline' | 'failed' };

/**
 * Starts the app: the server's configuration is needed before any screen. A device that has seen it
 * before starts at once from its copy (offline too) and refreshes it in the background; a first visit
 * shows the loading screen, or "Kitchen Offline" / "Restart Kitchen" when it cannot be fetched.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BootState>(() => {
    const cached = cachedPublicConfig();
    if (!cached) return { status: 'loading', percent: 20 };
    queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, cached);
    return { status: 'ready' };
  });

  const load = useCallback(async () => {
    // Progress is the boot's real steps: the code is running (20 %), the request is out (40 %), done.
    setState({ status: 'loading', percent: 40 });
    try {
      queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, await fetchPublicConfig());
      // The whole app renders now: as a transition, in slices that leave the page able to respond.
      startTransition(() => setState({ status: 'ready' }));
    } catch (error) {
      setState({ status: error instanceof NetworkError || !navigator.onLine ? 'offline' : 'failed' });
    }
  }, [queryClient]);

  const startedReady = state.status === 'ready';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at start-up.
  useEffect(() => {
    if (!startedReady) {
      void load();
      return;
    }
    fetchPublicConfig().then(
      (config) => queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, config),
      () => undefined, // Offline or down: the saved copy keeps working.
    );
  }, []);

  switch (state.status) {
    case 'ready':
      return children;
    case 'loading':
      return <LoadingScreen percent={state.percent} label="Starting Larder" />;
    case 'offline':
      return <OfflineScreen onRetry={() => void load()} />;
    case 'failed':
      return <KitchenErrorScreen />;
  }
}
