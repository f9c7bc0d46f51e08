import pino, { type DestinationStream, type Logger } from 'pino';
import { redactSecretKeys } from './log/redact-keys.ts';
import { scrubLine } from './log/scrub-secrets.ts';
import { serializeError } from './log/serialize-error.ts';

export { registerSecrets } from './log/scrub-secrets.ts';

/**
 * Every line is scrubbed as it is written (scrub-secrets.ts), so nothing secret reaches the log from any
 * path, including errors thrown by libraries whose messages quote what they were given.
 */
function scrubbing(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(scrubLine(line)) };
}

/**
 * Standard output, gathered: lines go out 4 KB at a time (one write for dozens of requests, made on the
 * spot, with no thread-pool round trip) or after a second at most, and what is left goes out as the
 * process exits. One for every logger of the process. Decision 018.
 */
let stdout: DestinationStream | undefined;
function gatheredStdout(): DestinationStream {
  if (stdout) return stdout;
  const gathered = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1_000 });
  process.once('exit', () => {
    try {
      gathered.flushSync();
    } catch {
      // Standard output is gone (a closed pipe): nothing more can be said.
    }
  });
  stdout = gathered;
  return gathered;
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
    scrubbing(destination ?? gatheredStdout()),
  );
}

export type { Logger };
