/**
 * Ctrl-C (or SIGTERM) in the middle of a backup or restore must not leave a temporary PostgreSQL
 * running or half a restore behind. Work in progress registers how to undo itself; an interrupt runs
 * those steps, newest first, then exits.
 */
const cleanups: (() => Promise<unknown>)[] = [];

/** Runs `cleanup` if the command is interrupted before the returned release function is called. */
export function cleanUpIfInterrupted(cleanup: () => Promise<unknown>): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export function handleInterrupts(onInterrupt: () => void): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A second Ctrl-C while cleaning up ends at once.
      if (interrupted) process.exit(130);
      interrupted = true;
      onInterrupt();
      void (async () => {
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
        process.exit(130);
      })();
    });
  }
}
