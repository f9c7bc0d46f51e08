import type { ClientErrorReport } from '@larder/domain/api/client-errors';
import { appInfo } from '../config/env.ts';
import { sendClientError } from '../features/support/api/send-client-error.ts';

/** Sends an error caught by the app to the server, which stores it. Never throws. */
export async function reportClientError(error: unknown, route: string): Promise<boolean> {
  const report: ClientErrorReport = {
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2_000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 10_000) : undefined,
    route: route.slice(0, 500),
    release: appInfo.release,
  };
  try {
    await sendClientError(report);
    return true;
  } catch {
    return false;
  }
}
