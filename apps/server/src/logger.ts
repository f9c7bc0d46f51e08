import pino, { type DestinationStream, type Logger } from 'pino';
import { scrubLine } from './log/scrub-secrets.ts';
import { serializeError } from './log/serialize-error.ts';

export { registerSecrets } from './log/scrub-secrets.ts';

/** Keys whose values never reach a log line, at the depths Larder logs them (see also scrub-secrets.ts). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'params',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

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
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    scrubbing(destination ?? pino.destination({ dest: 1, sync: true })),
  );
}

export type { Logger };
