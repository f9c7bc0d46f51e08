import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { findOneSignalAppId } from './onesignal-app-id.ts';

const HOSTED = 'https://functions.example.com/v1';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'ONESIGNAL_APP_ID');
});

/** fake-api.ts answers /api paths; the hosted functions are another origin, answered here. */
function withHostedFunctions(answer: { status: number; body?: unknown }) {
  const calls = fakeApi({
    'POST /api/functions/get-onesignal-config': { status: 404, body: { code: 'NOT_FOUND' } },
  });
  const api = globalThis.fetch;
  const hosted: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.startsWith(HOSTED)) return api(url, init);
      hosted.push({ url, init });
      return new Response(JSON.stringify(answer.body ?? null), { status: answer.status });
    }),
  );
  return { calls, hosted };
}

describe('the OneSignal app id (spec §7 fallback chain)', () => {
  it('comes from this server’s get-onesignal-config first (POST, no body)', async () => {
    const calls = fakeApi({ 'POST /api/functions/get-onesignal-config': { body: { appId: 'from-server' } } });
    expect(await findOneSignalAppId()).toBe('from-server');
    expect(calls).toEqual([{ method: 'POST', path: '/api/functions/get-onesignal-config', body: undefined }]);
  });

  it('then from the hosted functions, with the public key as apikey and bearer', async () => {
    vi.stubEnv('VITE_FUNCTIONS_URL', `${HOSTED}/`);
    vi.stubEnv('VITE_PUBLIC_API_KEY', 'public-key');
    const { hosted } = withHostedFunctions({ status: 200, body: { appId: 'from-functions' } });
    expect(await findOneSignalAppId()).toBe('from-functions');
    expect(hosted).toHaveLength(1);
    expect(hosted[0]?.url).toBe(`${HOSTED}/get-onesignal-config`);
    expect(hosted[0]?.init?.method).toBe('POST');
    expect(hosted[0]?.init?.headers).toMatchObject({
      apikey: 'public-key',
      Authorization: 'Bearer public-key',
    });
  });

  it('skips the hosted functions when no public key is built in, then reads the build variable', async () => {
    vi.stubEnv('VITE_FUNCTIONS_URL', HOSTED);
    vi.stubEnv('VITE_ONESIGNAL_APP_ID', 'from-build');
    const { hosted } = withHostedFunctions({ status: 200, body: { appId: 'from-functions' } });
    expect(await findOneSignalAppId()).toBe('from-build');
    expect(hosted).toHaveLength(0);
  });

  it('then the window global; none of them: null', async () => {
    vi.stubEnv('VITE_FUNCTIONS_URL', HOSTED);
    vi.stubEnv('VITE_PUBLIC_API_KEY', 'public-key');
    withHostedFunctions({ status: 500 });
    expect(await findOneSignalAppId()).toBeNull();
    Reflect.set(window, 'ONESIGNAL_APP_ID', 'from-window');
    expect(await findOneSignalAppId()).toBe('from-window');
  });

  it('goes on down the chain when the server is offline', async () => {
    fakeApi({ 'POST /api/functions/get-onesignal-config': { offline: true } });
    vi.stubEnv('VITE_ONESIGNAL_APP_ID', 'from-build');
    expect(await findOneSignalAppId()).toBe('from-build');
  });
});
