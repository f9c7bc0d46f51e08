import { conversionEventBody } from '@larder/domain/api/conversions';
import { TRACKING_VALUES } from '@larder/domain/constants';
import { describe, expect, it } from 'vitest';
import { type ConversionContext, conversionEvents } from './conversion-event.ts';

const NOW = Date.UTC(2026, 10, 30, 9, 0, 0);

function context(platform: ConversionContext['platform'], consent: boolean): ConversionContext {
  return {
    platform,
    consent,
    nowMs: NOW,
    pageUrl: 'https://larder.example.com/profile?checkout=done',
    release: '1.4.0',
    who: () => ({
      email: 'cook@example.com',
      externalId: 'device-1234',
      userAgent: 'Mozilla/5.0 (iPhone)',
      fbp: 'fb.1.1596403881668.1116446470',
      fbc: null,
    }),
    device: { width: 390, height: 844, density: 3, cores: 6, locale: 'en_GB', timeZone: 'Europe/London' },
  };
}

describe('conversion events (spec §7, values of §9)', () => {
  it('a sign-up on the web with consent: CompleteRegistration, 10 EUR, with who, as the contract takes it', () => {
    const [event, ...more] = conversionEvents({ kind: 'registration' }, 'user-42', context('web', true));
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      event_name: 'CompleteRegistration',
      event_time: NOW / 1000,
      action_source: 'website',
      event_source_url: 'https://larder.example.com/profile?checkout=done',
      event_id: 'CompleteRegistration-user-42',
      user_data: {
        em: 'cook@example.com',
        external_id: 'device-1234',
        client_user_agent: 'Mozilla/5.0 (iPhone)',
        fbp: 'fb.1.1596403881668.1116446470',
      },
      custom_data: { currency: 'EUR', value: TRACKING_VALUES.registrationValue },
      consent: true,
    });
    expect(event?.user_data).not.toHaveProperty('fbc');
    expect(conversionEventBody.safeParse(event).success).toBe(true);
  });

  it.each([
    ['monthly', TRACKING_VALUES.predictedLifetimeValueMonthly],
    ['yearly', TRACKING_VALUES.predictedLifetimeValueYearly],
  ] as const)('Pro %s: Subscribe and Purchase at 9 EUR, lifetime value %i, ids from one key', (plan, ltv) => {
    const events = conversionEvents({ kind: 'pro', plan }, 'cs_test_a1', context('web', true));
    expect(events.map((event) => [event.event_name, event.event_id])).toEqual([
      ['Subscribe', 'Subscribe-cs_test_a1'],
      ['Purchase', 'Purchase-cs_test_a1'],
    ]);
    for (const event of events) {
      expect(event.custom_data).toEqual({
        currency: 'EUR',
        value: TRACKING_VALUES.proMonthlyPrice,
        predicted_ltv: ltv,
        content_name: `Larder Pro ${plan}`,
      });
    }
  });

  it('without consent nothing personal is in the body, and the app says only which app it is', () => {
    let asked = false;
    const ctx = {
      ...context('ios', false),
      who: () => {
        asked = true;
        return context('ios', true).who();
      },
    };
    const [event] = conversionEvents({ kind: 'registration' }, 'user-42', ctx);
    expect(asked).toBe(false);
    expect(event).toMatchObject({
      action_source: 'app',
      user_data: {},
      advertiser_tracking_enabled: false,
      app_data: { extinfo: ['i2'] },
      consent: false,
    });
    expect(event).not.toHaveProperty('event_source_url');
    expect(conversionEventBody.safeParse(event).success).toBe(true);
  });

  it('in the Android app with consent: a2 and the 16 extinfo values the web view knows', () => {
    const [event] = conversionEvents({ kind: 'registration' }, 'user-42', context('android', true));
    expect(event?.advertiser_tracking_enabled).toBe(true);
    const extinfo = event?.app_data?.extinfo ?? [];
    expect(extinfo).toHaveLength(16);
    expect(extinfo.slice(0, 4)).toEqual(['a2', 'app.larder.mobile', '1.4.0', '1.4.0']);
    expect(extinfo.slice(9, 13)).toEqual(['390', '844', '3.00', '6']);
    expect(extinfo[15]).toBe('Europe/London');
    expect(conversionEventBody.safeParse(event).success).toBe(true);
  });

  it('a key with characters an event id cannot hold is made safe', () => {
    const [event] = conversionEvents({ kind: 'registration' }, 'a b/c', context('web', false));
    expect(event?.event_id).toBe('CompleteRegistration-a-b-c');
  });
});
