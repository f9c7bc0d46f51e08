import { type Env, loadEnv } from '../src/env.ts';

/** The server's environment as `npm start` would have it, with test overrides. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
