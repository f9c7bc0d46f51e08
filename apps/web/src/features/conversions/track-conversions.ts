import { appInfo } from '../../config/env.ts';
import { hasTrackingConsent } from '../../lib/consent.ts';
import { deviceZone } from '../../lib/local-day.ts';
import { isNativeApp, isNativeIos } from '../../lib/platform.ts';
import { getSessionState } from '../../lib/session.ts';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import { newUuid } from '../../lib/uuid.ts';
import { trackingConsent } from '../tracking/tracking-consent.ts';
import { sendConversion } from './api/send-conversion.ts';
import { type Conversion, type ConversionContext, conversionEvents } from './conversion-event.ts';

/** This device's random id for Meta (`fb_external_id`), made once; the server hashes it before sending. */
function externalId(): string {
  const known = readFlag('fb_external_id');
  if (known) return known;
  const made = newUuid();
  writeFlag('fb_external_id', made);
  return made;
}

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/**
 * Whether the cook agreed: on iOS their answer to the tracking question and iOS's own status now (they
 * may have turned tracking off in Settings since); elsewhere the cookie notice.
 */
async function consented(platform: ConversionContext['platform']): Promise<boolean> {
  if (platform !== 'ios') return hasTrackingConsent();
  if (trackingConsent() !== 'granted') return false;
  const { platform: device } = await import('../../platform/index.ts');
  return (
    (await device()
      .tracking.status()
      .catch(() => 0)) === 3
  );
}

/** Where this runs and what the cook agreed to. */
export async function conversionContext(): Promise<ConversionContext> {
  const platform = isNativeIos() ? 'ios' : isNativeApp() ? 'android' : 'web';
  return {
    platform,
    consent: await consented(platform),
    nowMs: Date.now(),
    pageUrl: window.location.href.slice(0, 2000),
    release: appInfo.release,
    who: () => ({
      email: getSessionState().user?.email ?? null,
      externalId: externalId(),
      userAgent: navigator.userAgent,
      fbp: cookie('_fbp'),
      fbc: cookie('_fbc'),
    }),
    device: {
      width: window.screen.width,
      height: window.screen.height,
      density: window.devicePixelRatio || 1,
      cores: navigator.hardwareConcurrency || 0,
      locale: navigator.language.replace('-', '_'),
      timeZone: deviceZone() ?? '',
    },
  };
}

/**
 * Reports a conversion to Larder's server, which counts it and forwards it to Meta only with consent and
 * configuration (decision 040). Never throws and never delays the cook: a lost report is only a lost count.
 */
export async function trackConversion(conversion: Conversion, eventKey: string): Promise<void> {
  try {
    const events = conversionEvents(conversion, eventKey, await conversionContext());
    await Promise.all(events.map((event) => sendConversion(event).catch(() => undefined)));
  } catch {
    // The device could not say what the cook agreed to: nothing is reported.
  }
}
