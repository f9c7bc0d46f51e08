/** Every way Apple sign-in can end without a session (spec §8 "Apple"). */
export type AppleErrorKind =
  | 'plugin-unavailable'
  | 'no-response'
  | 'no-identity-token'
  | 'timeout'
  | 'cancelled'
  | 'failed'
  | 'not-configured'
  | 'not-supported'
  | 'unsupported-platform';

/** The message each one shows; cancelling is silent (the cook chose to). */
export const APPLE_ERROR_MESSAGES: Record<Exclude<AppleErrorKind, 'cancelled'>, string> = {
  'plugin-unavailable': 'Apple Sign In is not available on this device.',
  'no-response': 'Apple Sign In did not respond. Please try again.',
  'no-identity-token': 'Apple did not return an identity token. Please try again.',
  timeout: 'Apple Sign In timed out after 15 seconds. Please try again.',
  failed: 'Apple Sign In failed. Please try again.',
  'not-configured': 'Apple Sign In is not set up for this app yet. Please use another sign-in method.',
  'not-supported': 'Apple Sign In is not supported on this device.',
  'unsupported-platform': 'Apple Sign In is only available in the Larder app for iPhone and iPad.',
};

export class AppleSignInError extends Error {
  constructor(readonly kind: AppleErrorKind) {
    super(kind === 'cancelled' ? 'Apple Sign In was cancelled.' : APPLE_ERROR_MESSAGES[kind]);
    this.name = 'AppleSignInError';
  }
}

/**
 * What a rejection of the native plugin means. Apple's ASAuthorizationError codes arrive as `code` or in
 * the message ("… error 1001."): 1001 cancelled, 1004 failed, 1000 (unknown) and anything unrecognised
 * not configured; an unimplemented plugin method means not supported.
 */
export function appleErrorKind(error: unknown): AppleErrorKind {
  if (error instanceof AppleSignInError) return error.kind;
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = `${String(code ?? '')} ${typeof message === 'string' ? message : ''}`;
  if (/UNIMPLEMENTED|not implemented|not supported/i.test(text)) return 'not-supported';
  const number = /\b(100[0-4])\b/.exec(text)?.[1];
  if (number === '1001' || /cancel/i.test(text)) return 'cancelled';
  if (number === '1004') return 'failed';
  return 'not-configured';
}

/** The toast text for an Apple failure, or null when nothing should be shown (cancelled). */
export function appleErrorMessage(error: unknown): string | null {
  const kind = appleErrorKind(error);
  return kind === 'cancelled' ? null : APPLE_ERROR_MESSAGES[kind];
}
