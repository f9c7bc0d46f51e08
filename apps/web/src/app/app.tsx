import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { BootGate } from './boot-gate.tsx';
import { TopLevelErrorBoundary } from './error-boundary.tsx';
import { NetworkNotices } from './network-notices.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
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
