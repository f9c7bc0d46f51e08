import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { reportUnexpectedAnswers } from '../lib/error-reporting.ts';
import { watchOfflineGenerations } from '../lib/offline-kitchen.ts';
import { keepPantryOnDevice } from '../lib/pantry-cache.ts';
import { watchPantryEdits } from '../lib/pantry-edits.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { listenForResume, startSession } from '../lib/session.ts';
import { BootGate } from './boot-gate.tsx';
import { TopLevelErrorBoundary } from './error-boundary.tsx';
import { NetworkNotices } from './network-notices.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The session starts beside the configuration, never in front of it: screens that need to know who
  // is signed in wait for it (at most the gates of spec §9), the others render at once.
  useEffect(() => {
    void startSession();
    return listenForResume();
  }, []);
  // An answer from the server that does not match its schema is reported (once), never a crash.
  useEffect(() => reportUnexpectedAnswers(), []);
  // The pantry stays on the device; edits made offline go out in order once there is a network.
  useEffect(() => keepPantryOnDevice(queryClient), [queryClient]);
  useEffect(() => watchPantryEdits(queryClient), [queryClient]);
  // Recipes the kitchen made here while offline reach the server (and the day's count) when it is back.
  useEffect(() => watchOfflineGenerations(), []);
  return (
    <TopLevelErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <NetworkNotices />
        <BootGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BootGate>
      </QueryClientProvider>
    </TopLevelErrorBoundary>
  );
}
