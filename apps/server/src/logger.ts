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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'larder' },
      // Secret-named keys at any depth (redact-keys.ts), cheaper per call than pino's path-based redact.
      formatters: { log: redactSecretKeys, bindings: redactSecretKeys },
      serializers: { err: serializeError },
    },
    // Asynchronous: lines written while a write is under way go out together with the next one, and
    // pino flushes what is left when the process exits.
    scrubbing(destination ?? pino.destination({ dest: 1, sync: false })),
  );
}

export type { Logger };
