import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach a log line, wherever they appear. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, base: { service: 'larder' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    destination,
  );
}

export type { Logger };
