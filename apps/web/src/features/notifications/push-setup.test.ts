import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../lib/api-client.ts';
import { PushError } from './push-errors.ts';
import { scriptedProvider } from './push-fixtures.ts';
import { createPushSetup } from './push-setup.ts';

describe('push setup (spec §4)', () => {
  it('starts not initialised and is initialised once, with the app id found', async () => {
    const provider = scriptedProvider();
    const find = vi.fn(async () => ({ provider, appId: 'app-1' }));
    const setup = createPushSetup(find);
    expect(setup.state()).toEqual({ status: 'not-initialised' });
    const [first, second] = await Promise.all([setup.initialise(), setup.initialise()]);
    expect(first).toBe(provider);
    expect(second).toBe(provider);
    expect(await setup.initialise()).toBe(provider);
    expect(find).toHaveBeenCalledTimes(1);
    expect(provider.initialise).toHaveBeenCalledExactlyOnceWith('app-1');
    expect(setup.state()).toEqual({ status: 'initialised', provider });
  });

  it('fails when no push app id is found, and tries again on the next initialise', async () => {
    const provider = scriptedProvider();
    const find = vi
      .fn()
      .mockResolvedValueOnce({ provider, appId: null })
      .mockResolvedValueOnce({ provider, appId: 'app-1' });
    const setup = createPushSetup(find);
    const failure = await setup.initialise().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushError);
    expect((failure as PushError).message).toBe('No push app id found.');
    expect(setup.state()).toMatchObject({ status: 'failed', error: { code: 'no-app-id' } });
    expect(provider.initialise).not.toHaveBeenCalled();

    expect(await setup.initialise()).toBe(provider);
    expect(setup.state().status).toBe('initialised');
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('fails, keeping the cause, when the server cannot be asked or the provider cannot start', async () => {
    const setup = createPushSetup(async () => {
      throw new NetworkError();
    });
    await expect(setup.initialise()).rejects.toBeInstanceOf(NetworkError);
    const state = setup.state();
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error.cause).toBeInstanceOf(NetworkError);
  });
});
