import { AUTH_MESSAGES } from '@larder/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@larder/domain/constants';
import { COMMON_PASSWORDS } from './common-passwords.gen.ts';

const common = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): { code: string; message: string } | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { code: 'PASSWORD_TOO_SHORT', message: AUTH_MESSAGES.passwordTooShort };
  if (common.has(password.toLowerCase()))
    return { code: 'PASSWORD_TOO_COMMON', message: AUTH_MESSAGES.passwordTooCommon };
  return null;
}

export const COMMON_PASSWORD_COUNT = common.size;
