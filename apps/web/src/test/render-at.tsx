import type { PublicConfig } from '@larder/domain/api/config';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import { PUBLIC_CONFIG_QUERY_KEY } from '../lib/public-config.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { TEST_CONFIG } from './test-config.ts';

export { TEST_CONFIG };

/** Renders the app's real routes at a path, with the server configuration already loaded. */
export function renderAt(path: string, config: Partial<PublicConfig> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, { ...TEST_CONFIG, ...config });
  const location = { current: { pathname: '', search: '', hash: '' } };
  function LocationProbe() {
    location.current = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, location };
}
