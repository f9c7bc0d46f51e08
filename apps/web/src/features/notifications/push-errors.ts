import { ApiError, failureText, NetworkError } from '../../lib/api-client.ts';

/**
 * Why push could not be set up or the tags not synced: spec §8's five tag-sync failures, plus the two
 * ways a device can be unable to take part at all (the push SDK or plugin not there).
 */
export type PushErrorCode =
  | 'no-app-id'
  | 'not-subscribed'
  | 'tag-api-unavailable'
  | 'tags-not-verified'
  | 'attempts-exhausted'
  | 'sdk-unavailable';

const MESSAGES: Record<Exclude<PushErrorCode, 'attempts-exhausted'>, string> = {
  'no-app-id': 'No push app id found.',
  'not-subscribed': 'Device not fully subscribed.',
  'tag-api-unavailable': 'Tag API unavailable.',
  'tags-not-verified': 'Tags verification failed.',
  'sdk-unavailable': 'The push SDK could not be loaded.',
};

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    message: string,
    /** What failed underneath (a NetworkError, an ApiError, the SDK's own error), when something did. */
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

export const pushError = (code: Exclude<PushErrorCode, 'attempts-exhausted'>, cause?: unknown) =>
  new PushError(code, MESSAGES[code], cause);

export const attemptsExhausted = (attempts: number, cause: unknown) =>
  new PushError('attempts-exhausted', `Failed after ${attempts} attempts.`, cause);

/** The chain of causes from `error` down: an attempts-exhausted wraps the last try's PushError, which wraps what failed. */
function causes(error: unknown): unknown[] {
  const chain = [error];
  for (let at = error; at instanceof PushError && at.cause !== undefined; at = at.cause) chain.push(at.cause);
  return chain;
}

const WORDS: Record<Exclude<PushErrorCode, 'attempts-exhausted'>, string> = {
  'no-app-id': "Reminders aren't set up on this Larder server yet.",
  'sdk-unavailable': "The notification service couldn't load. Check that nothing blocks it, then try again.",
  'not-subscribed': "This device couldn't finish subscribing to notifications. Try again in a moment.",
  'tag-api-unavailable': "Larder's reminder service didn't answer. Try again in a moment.",
  'tags-not-verified': "Your reminder times didn't reach Larder's server. Try again in a moment.",
};

/**
 * What the Settings section says when turning reminders on or syncing them failed, in the cook's words:
 * offline, or why push could not start, or the server's own message, or what the tag sync ran into.
 */
export function reminderFailureText(error: unknown): string {
  const chain = causes(error);
  const root = chain.at(-1);
  const push = chain.filter((link): link is PushError => link instanceof PushError).at(-1);
  if (root instanceof NetworkError) return failureText(root);
  if (
    push &&
    push.code !== 'attempts-exhausted' &&
    push.code !== 'tag-api-unavailable' &&
    push.code !== 'tags-not-verified'
  ) {
    return WORDS[push.code];
  }
  if (root instanceof ApiError) return failureText(root);
  if (push && push.code !== 'attempts-exhausted') return WORDS[push.code];
  return failureText(error);
}
