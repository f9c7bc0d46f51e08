import type { ReactNode } from 'react';
import { usePublicConfig } from '../lib/public-config.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

/** Debug screens exist only when the server switches them on (DEBUG_SCREENS=true). */
export function DebugOnly({ children }: { children: ReactNode }) {
  const { debugScreens } = usePublicConfig();
  return debugScreens ? children : <NotFoundScreen />;
}
