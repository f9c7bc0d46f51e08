import type { Logger } from '../../logger.ts';

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth logs what callers got wrong (a wrong password, a foreign origin, an expired OAuth state) at
 * warn and error. Those are a client's mistakes, not the server's, so they go one level lower in
 * Larder's log; better-auth's own faults reach `onAPIError.onError` (create-auth.ts) and are errors
 * there. Everything goes through Larder's logger, which hides secrets and bounds long strings, except
 * an unreachable database, which the database monitor reports once.
 */
const LEVEL: Record<BetterAuthLevel, 'debug' | 'info' | 'warn'> = {
  debug: 'debug',
  info: 'info',
  warn: 'info',
  error: 'warn',
};

export function betterAuthLogger(logger: Logger, noteDatabaseFailure: (error: unknown) => boolean) {
  return {
    level: 'debug' as const,
    log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      // A failed session lookup is logged here, not thrown: an unreachable database is the monitor's to say.
      if (err && noteDatabaseFailure(err)) return;
      const details = args.filter((arg) => !(arg instanceof Error));
      logger[LEVEL[level] ?? 'info'](
        { ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) },
        `better-auth: ${message}`,
      );
    },
  };
}
