import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { ApiError, api, failureText, NetworkError } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

type List = { items: { id: string; place: string }[] };

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('the API client', () => {
  it('answers the body the server sent, and sends the JSON body', async () => {
    const calls = fakeApi({
      'POST /api/things': { status: 201, body: { items: [{ id: 'a', place: 'fridge' }] } },
    });
    const answer = await api<List>('/things?x=1', { method: 'POST', json: { name: 'a' } });
    expect(answer).toEqual({ items: [{ id: 'a', place: 'fridge' }] });
    expect(calls).toEqual([{ method: 'POST', path: '/api/things', body: { name: 'a' } }]);
  });

  it("sends the cook's timezone, found once and again when the app comes back to the screen", async () => {
    const zones: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        zones.push(new Headers(init?.headers).get('x-timezone'));
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      }),
    );
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    document.dispatchEvent(new Event('visibilitychange'));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await api('/a');
      await api('/b');
      expect(made).toHaveBeenCalledTimes(1);
      document.dispatchEvent(new Event('visibilitychange'));
      await api('/c');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
    expect(zones).toEqual([here, here, here]);
  });

  it('reads a 204 as null', async () => {
    fakeApi({ 'DELETE /api/things/a': { status: 204 } });
    expect(await api<null>('/things/a', { method: 'DELETE' })).toBeNull();
  });

  it("refusals carry the server's code, message and field, in either error shape", async () => {
    fakeApi({
      'POST /api/things': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Enter a name.', field: 'name' } },
      },
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { message: 'Too many requests.' },
        headers: { 'retry-after': '90' },
      },
    });
    expect(await failure(api<List>('/things', { method: 'POST', json: {} }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a name.',
      field: 'name',
      retryAfterSeconds: null,
    });
    const limited = await failure(api<List>('/auth/sign-in/email', { method: 'POST', json: {} }));
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests.',
      retryAfterSeconds: 90,
    });
  });

  it('no network is a NetworkError', async () => {
    fakeApi({ 'GET /api/things': { offline: true } });
    expect(await failure(api<List>('/things'))).toBeInstanceOf(NetworkError);
  });
});

describe('failureText', () => {
  it('says offline, the server message without its field, or try again', () => {
    expect(failureText(new NetworkError())).toBe("You're offline. Try again once you're back online.");
    expect(
      failureText(new ApiError(400, 'validation_failed', 'photo: Choose a JPEG or PNG photo.', 'photo')),
    ).toBe('Choose a JPEG or PNG photo.');
    expect(failureText(new ApiError(404, 'not_found', 'That recipe is not one of yours.'))).toBe(
      'That recipe is not one of yours.',
    );
    expect(failureText(new Error('boom'))).toBe('Please try again.');
  });
});
