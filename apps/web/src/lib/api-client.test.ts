import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeApi } from '../test/fake-api.ts';
import {
  ApiError,
  api,
  NetworkError,
  onUnexpectedAnswer,
  UNEXPECTED_ANSWER,
  type UnexpectedAnswer,
} from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

const item = z.object({ id: z.string(), place: z.enum(['fridge', 'freezer', 'cupboard']) });
const list = z.object({ items: z.array(item) });

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('the API client', () => {
  it('answers the body as its schema reads it', async () => {
    const calls = fakeApi({
      'POST /api/things': { status: 201, body: { items: [{ id: 'a', place: 'fridge', extra: 1 }] } },
    });
    const answer = await api('/things?x=1', list, { method: 'POST', json: { name: 'a' } });
    expect(answer).toEqual({ items: [{ id: 'a', place: 'fridge' }] });
    expect(calls).toEqual([{ method: 'POST', path: '/api/things', body: { name: 'a' } }]);
  });

  it('reads a 204 as null', async () => {
    fakeApi({ 'DELETE /api/things/a': { status: 204 } });
    expect(await api('/things/a', z.null(), { method: 'DELETE' })).toBeNull();
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
    expect(await failure(api('/things', list, { method: 'POST', json: {} }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a name.',
      field: 'name',
      retryAfterSeconds: null,
    });
    const limited = await failure(api('/auth/sign-in/email', list, { method: 'POST', json: {} }));
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
    expect(await failure(api('/things', list))).toBeInstanceOf(NetworkError);
  });

  it('an answer that does not match the schema is an ApiError, heard once per kind', async () => {
    const heard: UnexpectedAnswer[] = [];
    const stop = onUnexpectedAnswer((answer) => heard.push(answer));
    fakeApi({
      'GET /api/things': { body: { items: [{ id: 'a', place: 'garage' }] } },
      'GET /api/things/a': { body: '<html>' },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const error = await failure(api('/things?token=secret', list));
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 200, code: UNEXPECTED_ANSWER });
      }
      await failure(api('/things/a', list));
    } finally {
      stop();
    }
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatchObject({ method: 'GET', path: '/api/things', status: 200 });
    expect(heard[0]?.problems).toMatch(/^items\.0\.place: /);
    expect(JSON.stringify(heard)).not.toContain('secret');
    expect(JSON.stringify(heard)).not.toContain('garage');
  });
});
