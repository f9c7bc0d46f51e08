import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { redactSecretKeys } from './redact-keys.ts';
import { REDACTED } from './scrub-secrets.ts';

describe('redactSecretKeys', () => {
  it('hides secret-named values at any depth and of any type, and keeps the rest', () => {
    const given = {
      user: { email: 'cook@example.com', newPassword: 'hunter22-gratin' },
      headers: { Cookie: ['better-auth.session_token=abc'], 'set-cookie': ['a=b'], accept: 'json' },
      attempts: [{ token: { value: 'x' } }, { name: 'kept' }],
      params: ['pw', 'tok'],
      status: 200,
    };
    expect(redactSecretKeys(given)).toEqual({
      user: { email: 'cook@example.com', newPassword: REDACTED },
      headers: { Cookie: REDACTED, 'set-cookie': REDACTED, accept: 'json' },
      attempts: [{ token: REDACTED }, { name: 'kept' }],
      params: REDACTED,
      status: 200,
    });
    expect(given.user.newPassword).toBe('hunter22-gratin');
  });

  it('returns what it was given when there is nothing to hide', () => {
    const line = { method: 'GET', path: '/api/pantry', status: 200, ms: 3 };
    expect(redactSecretKeys(line)).toBe(line);
  });

  it('leaves errors to their serializer, which keeps none of their other properties', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const error = Object.assign(new Error('Failed query: select 1'), { params: ['the-session-token-value'] });
    logger.error({ err: error, body: { password: 'hunter22-gratin' } }, 'failed');
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged.err.message).toBe('Failed query: select 1');
    expect(logged.body.password).toBe(REDACTED);
    expect(lines.join('')).not.toMatch(/the-session-token-value|hunter22/);
  });
});
