import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_STRING, REDACTED, registerSecrets, scrubLine } from './scrub-secrets.ts';

const line = (value: unknown) => JSON.stringify(value);
const SESSION_TOKEN = 'q2X9aLkP0vRt7YwZc3NbM5dFgH8jKs1U';

describe('scrubLine', () => {
  it('hides the parameters a failed query carries in its message', () => {
    const message = `Failed query: select "id" from "session" where "token" = $1\nparams: ${SESSION_TOKEN}`;
    const out = scrubLine(line({ err: { message } }));
    expect(out).not.toContain(SESSION_TOKEN);
    expect(JSON.parse(out).err.message).toBe(
      `Failed query: select "id" from "session" where "token" = $1\nparams: ${REDACTED}`,
    );
  });

  it('keeps the stack that follows the hidden parameters', () => {
    const stack = `Error: Failed query: select 1\nparams: ${SESSION_TOKEN}\n    at query (pg.js:1:2)`;
    const out = JSON.parse(scrubLine(line({ err: { stack } }))).err.stack as string;
    expect(out).toBe(`Error: Failed query: select 1\nparams: ${REDACTED}\n    at query (pg.js:1:2)`);
  });

  it('hides values under secret-sounding keys, whatever their case', () => {
    const out = scrubLine(
      line({ password: 'hunter22', newPassword: 'x', Authorization: 'Bearer abc', apiKey: 'k', token: 't' }),
    );
    expect(JSON.parse(out)).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      Authorization: REDACTED,
      apiKey: REDACTED,
      token: REDACTED,
    });
  });

  it.each([
    ['a bearer header', `authorization: Bearer ${SESSION_TOKEN}.sig`],
    ['a cookie', `cookie: better-auth.session_token=${SESSION_TOKEN}.abc%2Bdef; theme=dark`],
    ['a secure cookie', `__Secure-better-auth.session_data=eyJhbGciOi; Path=/`],
    ['a link with a token', 'https://larder.example/reset-password?token=abc123xyz'],
    ['a verify link', '/api/auth/verify-email?callbackURL=%2F&token=eyJhbGciOiJIUzI1NiJ9.e30.x'],
    ['a presigned S3 link', 'https://s3.example/b/k?X-Amz-Credential=AKIA/x&X-Amz-Signature=deadbeef'],
    ['a database URL', 'postgres://larder:s3cr3t-pass@db.example:5432/larder'],
    ['an SMTP URL', 'smtps://apikey:SG.abc.def@smtp.example:465'],
  ])('hides the secret in %s', (_what, text) => {
    const out = scrubLine(line({ msg: text }));
    expect(out).toContain(REDACTED);
    for (const secret of [SESSION_TOKEN, 'eyJhbGciOi', 'abc123xyz', 'deadbeef', 's3cr3t-pass', 'SG.abc.def'])
      expect(out).not.toContain(secret);
  });

  it('hides long token-like runs wherever they are, but keeps names, ids and words', () => {
    const text = `session ${SESSION_TOKEN} for user 0e7c5a1f-3b2d-4c8e-9f10-23ab45cd67ef on chicken-thigh-boneless at processTicksAndRejections in /tmp/larder-mail-Gvb0lL/mail-20261124-093012-1a2b3c4d.txt`;
    const out = JSON.parse(scrubLine(line({ msg: text }))).msg as string;
    expect(out).toBe(
      `session ${REDACTED} for user 0e7c5a1f-3b2d-4c8e-9f10-23ab45cd67ef on chicken-thigh-boneless at processTicksAndRejections in /tmp/larder-mail-Gvb0lL/mail-20261124-093012-1a2b3c4d.txt`,
    );
  });

  it('hides values registered as secrets, even inside other text', () => {
    registerSecrets(['Zr!9-very-secret-auth-value', undefined, 'short']);
    const out = scrubLine(line({ msg: 'signing with Zr!9-very-secret-auth-value now', short: 'short' }));
    expect(JSON.parse(out)).toEqual({ msg: `signing with ${REDACTED} now`, short: 'short' });
  });

  it('cuts any string longer than the limit and says how much was cut', () => {
    const email = `${'a'.repeat(3_000)}@example.com`;
    const out = scrubLine(line({ email, ok: 'kept' }));
    const parsed = JSON.parse(out) as { email: string; ok: string };
    expect(parsed.ok).toBe('kept');
    expect(parsed.email.length).toBeLessThan(MAX_LOGGED_STRING + 40);
    expect(parsed.email).toMatch(/… \[2012 more characters\]$/);
  });

  it('keeps a cut line valid JSON when the cut falls inside an escape', () => {
    const value = `${'x'.repeat(MAX_LOGGED_STRING - 1)}\n${'y'.repeat(50)}`;
    expect(() => JSON.parse(scrubLine(line({ value })))).not.toThrow();
    const unicode = `${'x'.repeat(MAX_LOGGED_STRING - 3)}\u0001${'y'.repeat(50)}`;
    expect(() => JSON.parse(scrubLine(line({ unicode })))).not.toThrow();
  });

  it('leaves an ordinary access line as it is', () => {
    const access = line({
      level: 30,
      reqId: '0e7c5a1f-3b2d-4c8e-9f10-23ab45cd67ef',
      method: 'POST',
      path: '/api/pantry/items',
      status: 201,
      ms: 12,
      msg: 'request',
    });
    expect(scrubLine(access)).toBe(access);
  });
});
