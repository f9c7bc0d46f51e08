import { PushError, pushError } from './push-errors.ts';
import type { PushProvider } from './push-provider.ts';

/** The provider this device uses and its app id (null: none found, spec §4's failed setup). */
export interface PushBackend {
  provider: PushProvider;
  appId: string | null;
}

export type PushSetupState =
  | { status: 'not-initialised' }
  | { status: 'initialised'; provider: PushProvider }
  | { status: 'failed'; error: PushError };

const asPushError = (error: unknown) =>
  error instanceof PushError ? error : new PushError('sdk-unavailable', 'Push setup failed.', error);

/**
 * Spec §4's setup: not initialised, then initialised, or failed (no push app id found, the provider
 * could not start). `initialise()` sets up once and answers the provider; calls while it runs share it;
 * after a failure the next call tries again.
 */
export function createPushSetup(findBackend: () => Promise<PushBackend>) {
  let state: PushSetupState = { status: 'not-initialised' };
  let running: Promise<PushProvider> | null = null;

  async function run(): Promise<PushProvider> {
    try {
      const { provider, appId } = await findBackend();
      if (!appId) throw pushError('no-app-id');
      await provider.initialise(appId);
      state = { status: 'initialised', provider };
      return provider;
    } catch (error) {
      state = { status: 'failed', error: asPushError(error) };
      throw error;
    } finally {
      running = null;
    }
  }

  return {
    state: (): PushSetupState => state,
    /** Back to not initialised, as a fresh page load would be (tests). */
    reset(): void {
      state = { status: 'not-initialised' };
      running = null;
    },
    initialise(): Promise<PushProvider> {
      if (state.status === 'initialised') return Promise.resolve(state.provider);
      running ??= run();
      return running;
    },
  };
}

export type PushSetup = ReturnType<typeof createPushSetup>;
