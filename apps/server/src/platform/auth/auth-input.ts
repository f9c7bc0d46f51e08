import { AUTH_MESSAGES } from '@larder/domain/auth';

/** The most any address may be (RFC 5321); longer ones would also overflow an index and a log line. */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
const PASSWORD_MAX = 128;
const URL_MAX = 2_000;
/** Anything else better-auth is sent (tokens, ids, provider names) is never this long. */
const OTHER_MAX = 4_000;

const LIMITS: Record<string, { max: number; label: string; nullable?: boolean }> = {
  email: { max: EMAIL_MAX, label: 'Email' },
  newEmail: { max: EMAIL_MAX, label: 'Email' },
  password: { max: PASSWORD_MAX, label: 'Password' },
  newPassword: { max: PASSWORD_MAX, label: 'Password' },
  currentPassword: { max: PASSWORD_MAX, label: 'Password' },
  name: { max: NAME_MAX, label: 'Name' },
  image: { max: URL_MAX, label: 'Image', nullable: true },
  callbackURL: { max: URL_MAX, label: 'callbackURL' },
  newUserCallbackURL: { max: URL_MAX, label: 'newUserCallbackURL' },
  errorCallbackURL: { max: URL_MAX, label: 'errorCallbackURL' },
  redirectTo: { max: URL_MAX, label: 'redirectTo' },
};

/**
 * Bounds on what better-auth receives, checked before it reads anything: each known field must be text
 * of a sensible length (a `null` name, a 3 KB email or a number where text belongs is a 400 naming the
 * field, never a 500), and no other text field may be huge.
 */
export function authInputProblem(
  _path: string,
  body: Record<string, unknown>,
): { code: string; message: string } | null {
  for (const [field, value] of Object.entries(body)) {
    const limit = LIMITS[field];
    if (!limit) {
      if (typeof value === 'string' && value.length > OTHER_MAX)
        return { code: 'FIELD_TOO_LONG', message: `${field} is too long.` };
      continue;
    }
    if (value === undefined || (value === null && limit.nullable)) continue;
    if (typeof value !== 'string')
      return { code: 'INVALID_FIELD', message: `${limit.label} must be text (${field}).` };
    if (value.length > limit.max) {
      if (limit.label === 'Email') return { code: 'INVALID_EMAIL', message: AUTH_MESSAGES.emailInvalid };
      return {
        code: 'FIELD_TOO_LONG',
        message: `${limit.label} must be at most ${limit.max} characters (${field}).`,
      };
    }
  }
  return null;
}
