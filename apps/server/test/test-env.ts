import { type Env, loadEnv } from '../src/env.ts';

/**
 * The server's environment as `npm start` would have it with a mail server, with test overrides. The
 * mail server is never reached (app tests read mail from the outbox table); it makes accounts need
 * email confirmation, as in production. Pass `SMTP_URL: ''` for a server without mail.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: UNREACHED_SMTP, ...overrides });
}

/** A mail server address nothing listens on (the discard port). */
export const UNREACHED_SMTP = 'smtp://127.0.0.1:9';
