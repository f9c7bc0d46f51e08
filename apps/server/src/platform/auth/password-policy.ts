import { AUTH_MESSAGES } from '@larder/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@larder/domain/constants';
import { WEAK_PASSWORD_MESSAGES, weakPasswordReason } from '@larder/domain/password-strength';
import { COMMON_PASSWORDS } from './common-passwords.gen.ts';

const common = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/**
 * Why a new password is refused, or null when it is acceptable: too short, on the common-password list,
 * or easy to guess from the account (its email or name) or the app (password-strength.ts).
 */
export function passwordProblem(
  password: string,
  who: { email?: string | null; name?: string | null } = {},
): { code: string; message: string } | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { code: 'PASSWORD_TOO_SHORT', message: AUTH_MESSAGES.passwordTooShort };
  if (common.has(password.toLowerCase()))
    return { code: 'PASSWORD_TOO_COMMON', message: AUTH_MESSAGES.passwordTooCommon };
  const weak = weakPasswordReason(password, who);
  if (weak) return { code: 'PASSWORD_TOO_WEAK', message: WEAK_PASSWORD_MESSAGES[weak] };
  return null;
}

export const COMMON_PASSWORD_COUNT = common.size;
