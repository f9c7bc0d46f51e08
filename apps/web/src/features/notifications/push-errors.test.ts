import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { attemptsExhausted, pushError, reminderFailureText } from './push-errors.ts';

describe('what a failed reminder setup or sync says', () => {
  it('names spec §8’s failures in its own words, and the cook’s', () => {
    expect(pushError('no-app-id').message).toBe('No push app id found.');
    expect(pushError('not-subscribed').message).toBe('Device not fully subscribed.');
    expect(pushError('tag-api-unavailable').message).toBe('Tag API unavailable.');
    expect(pushError('tags-not-verified').message).toBe('Tags verification failed.');
    expect(attemptsExhausted(4, null).message).toBe('Failed after 4 attempts.');

    expect(reminderFailureText(pushError('no-app-id'))).toBe(
      "Reminders aren't set up on this Larder server yet.",
    );
    expect(reminderFailureText(attemptsExhausted(4, pushError('tags-not-verified')))).toBe(
      "Your reminder times didn't reach Larder's server. Try again in a moment.",
    );
  });

  it('says offline, or the server’s own message, from under the tag sync’s errors', () => {
    const offline = attemptsExhausted(4, pushError('tag-api-unavailable', new NetworkError()));
    expect(reminderFailureText(offline)).toBe("You're offline. Try again once you're back online.");
    const refused = attemptsExhausted(
      4,
      pushError('tag-api-unavailable', new ApiError(503, 'X', 'Down for a moment.')),
    );
    expect(reminderFailureText(refused)).toBe('Down for a moment.');
    // A missing push config is "not set up", whatever the 404 said.
    expect(reminderFailureText(pushError('no-app-id', new ApiError(404, 'NOT_FOUND', 'Not found')))).toBe(
      "Reminders aren't set up on this Larder server yet.",
    );
  });
});
