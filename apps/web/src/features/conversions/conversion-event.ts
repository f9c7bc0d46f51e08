import type { ConversionEventInput, ConversionEventName } from '@larder/domain/api/conversions';
import { TRACKING_VALUES } from '@larder/domain/constants';
import type { ProPlan } from '@larder/domain/entitlements';
import { NATIVE_APP_ID } from '@larder/domain/native-app';

/** What Larder reports: an account made, or Pro bought (spec §9's values). */
export type Conversion = { kind: 'registration' } | { kind: 'pro'; plan: ProPlan };

/** Where the event happens and what the cook agreed to, gathered by track-conversions.ts. */
export interface ConversionContext {
  platform: 'web' | 'ios' | 'android';
  /** Web and Android: the cookie banner accepted; iOS: tracking allowed (att_permission granted). */
  consent: boolean;
  nowMs: number;
  pageUrl: string;
  release: string;
  /** Only read with consent: without it no personal data leaves the device. */
  who: () => {
    email: string | null;
    externalId: string;
    userAgent: string;
    fbp: string | null;
    fbc: string | null;
  };
  /** Meta's extinfo values the web view knows (screen, cores, locale, time zone). */
  device: { width: number; height: number; density: number; cores: number; locale: string; timeZone: string };
}

/** The spec's events for a conversion: registration (10 EUR), or Subscribe and Purchase (9 EUR, LTV 120 or 99). */
function eventsOf(
  conversion: Conversion,
): { name: ConversionEventName; value: number; ltv?: number; content?: string }[] {
  if (conversion.kind === 'registration') {
    return [{ name: 'CompleteRegistration', value: TRACKING_VALUES.registrationValue }];
  }
  const ltv =
    conversion.plan === 'monthly'
      ? TRACKING_VALUES.predictedLifetimeValueMonthly
      : TRACKING_VALUES.predictedLifetimeValueYearly;
  const content = `Larder Pro ${conversion.plan}`;
  return [
    { name: 'Subscribe', value: TRACKING_VALUES.proMonthlyPrice, ltv, content },
    { name: 'Purchase', value: TRACKING_VALUES.proMonthlyPrice, ltv, content },
  ];
}

/** Meta's 16 extinfo values for an app event; what a web view cannot know is left empty. */
function extinfo(context: ConversionContext): string[] {
  const { device } = context;
  return [
    context.platform === 'ios' ? 'i2' : 'a2',
    NATIVE_APP_ID,
    context.release,
    context.release,
    '',
    '',
    device.locale,
    '',
    '',
    String(device.width),
    String(device.height),
    device.density.toFixed(2),
    String(device.cores),
    '',
    '',
    device.timeZone,
  ].map((value) => value.slice(0, 100));
}

/**
 * The request bodies for a conversion. `eventKey` makes the event ids (the same key, the same ids, so
 * the server and Meta count a repeated report once). Without consent the bodies carry no personal data.
 */
export function conversionEvents(
  conversion: Conversion,
  eventKey: string,
  context: ConversionContext,
): ConversionEventInput[] {
  const app = context.platform !== 'web';
  const who = context.consent ? context.who() : null;
  return eventsOf(conversion).map((event) => ({
    event_name: event.name,
    event_time: Math.floor(context.nowMs / 1000),
    action_source: app ? 'app' : 'website',
    ...(app ? {} : { event_source_url: context.pageUrl }),
    event_id: `${event.name}-${eventKey}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100),
    user_data: who
      ? {
          ...(who.email ? { em: who.email } : {}),
          external_id: who.externalId,
          client_user_agent: who.userAgent,
          ...(who.fbp ? { fbp: who.fbp } : {}),
          ...(who.fbc ? { fbc: who.fbc } : {}),
        }
      : {},
    custom_data: {
      currency: TRACKING_VALUES.currency,
      value: event.value,
      ...(event.ltv === undefined ? {} : { predicted_ltv: event.ltv }),
      ...(event.content ? { content_name: event.content } : {}),
    },
    // Without consent an app event says only which app it came from (extinfo's first value).
    ...(app
      ? {
          advertiser_tracking_enabled: context.consent,
          app_data: { extinfo: context.consent ? extinfo(context) : extinfo(context).slice(0, 1) },
        }
      : {}),
    consent: context.consent,
  }));
}
