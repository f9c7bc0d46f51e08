import pino, { type DestinationStream, type Logger } from 'pino';
import { redactSecretKeys } from './log/redact-keys.ts';
import { scrubLine } from './log/scrub-secrets.ts';
import { serializeError } from './log/serialize-error.ts';

export { registerSecrets } from './log/scrub-secrets.ts';

/** A destination that can also hold lines back to write them together (the per-request access lines). */
export interface GatheringDestination extends DestinationStream {
  gather: (line: string) => void;
}

/**
 * Every line is scrubbed as it is written (scrub-secrets.ts), so nothing secret reaches the log from any
 * path, including errors thrown by libraries whose messages quote what they were given. Access lines are
 * gathered (`gather`); every other line goes out at once, with the access lines held before it.
 */
function scrubbing(destination: DestinationStream, flush?: () => void): GatheringDestination {
  return {
    write: (line: string) => {
      destination.write(scrubLine(line));
      flush?.();
    },
    gather: (line: string) => destination.write(scrubLine(line)),
  };
}

let stdout: GatheringDestination | undefined;
/**
 * Standard output: access lines go out 4 KB at a time (one write for dozens of requests, made on the
 * spot, with no thread-pool round trip) or after a second at most; any other line at once; what is left
 * as the process exits. One for every logger of the process. Decision 018.
 */
function gatheredStdout(): GatheringDestination {
  if (stdout) return stdout;
  const gathered = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1_000 });
  const flush = () => {
    try {
      gathered.flushSync();
    } catch {
      // Standard output is gone (a closed pipe): nothing more can be said.
    }
  };
  process.once('exit', flush);
  stdout = scrubbing(gathered, flush);
  return stdout;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'larder' },
      // Secret-named keys at any depth (redact-keys.ts), cheaper per call than pino's path-based redact.
      formatters: { log: redactSecretKeys, bindings: redactSecretKeys },
      serializers: { err: serializeError },
    },
    destination ? scrubbing(destination) : gatheredStdout(),
  );
}

export type { Logger };
