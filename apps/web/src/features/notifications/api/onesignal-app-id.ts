import type { oneSignalConfigAnswer } from '@larder/domain/api/push';
import { builtFunctionsAccess, builtOneSignalAppId } from '../../../config/env.ts';
import { type Answer, api } from '../../../lib/api-client.ts';

/** A non-empty string, trimmed; null for anything else. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const appIdOf = (body: unknown): string | null =>
  textOf(typeof body === 'object' && body !== null ? Reflect.get(body, 'appId') : undefined);

/** `POST /api/functions/get-onesignal-config` (no body): this server's OneSignal app id; 404 when none. */
async function fromServer(): Promise<string | null> {
  try {
    return appIdOf(
      await api<Answer<typeof oneSignalConfigAnswer>>('/functions/get-onesignal-config', {
        method: 'POST',
      }),
    );
  } catch {
    return null;
  }
}

/** The same function where the hosted functions live, with the public key headers (spec §7). */
async function fromHostedFunctions(): Promise<string | null> {
  const built = builtFunctionsAccess();
  const url = textOf(built.url)?.replace(/\/+$/, '');
  const key = textOf(built.key);
  if (!url || !key) return null;
  try {
    const response = await fetch(`${url}/get-onesignal-config`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, accept: 'application/json' },
    });
    return response.ok ? appIdOf(await response.json()) : null;
  } catch {
    return null;
  }
}

/** `window.ONESIGNAL_APP_ID`, set by whoever hosts the page (spec §7's last fallback). */
const fromWindow = (): string | null => textOf(Reflect.get(window, 'ONESIGNAL_APP_ID'));

/**
 * The OneSignal app id, by spec §7's chain: this server's get-onesignal-config, then the hosted functions
 * with the public key, then the build variable, then the window global. Null when none has one: push
 * setup then fails with "no app id".
 */
export async function findOneSignalAppId(): Promise<string | null> {
  return (
    (await fromServer()) ?? (await fromHostedFunctions()) ?? textOf(builtOneSignalAppId()) ?? fromWindow()
  );
}
