import { describe, expect, it } from 'vitest';
import { conversionEvents } from '../src/db/conversion-schema.ts';
import { browserSession } from './browser-session.ts';
import {
  conversionsHarness,
  type ErrorAnswer,
  EXTINFO,
  iosEvent,
  nowSeconds,
  PATH,
  post,
  USER_DATA,
  websiteEvent,
} from './conversions-kit.ts';
import { anonymousBrowser, type Browser, json } from './kitchen-session.ts';

const h = conversionsHarness();

describe('who may report, and what is refused', () => {
  it('takes events without a session too (the native app has none before an account), as with one', async () => {
    const signedOut = await post(browserSession(h.unconfigured), websiteEvent());
    expect(signedOut.status).toBe(202);
    expect(await json(signedOut)).toEqual({ forwarded: 'not_configured' });
    const unknownToken = await h.unconfigured.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      body: JSON.stringify(iosEvent()),
    });
    expect(unknownToken.status).toBe(202);
    expect((await post(await anonymousBrowser(h.unconfigured), websiteEvent())).status).toBe(202);
  });

  it('answers 400, never 500, to bad input, and stores nothing', async () => {
    const browser = await anonymousBrowser(h.app);
    const long = 'x'.repeat(100_000);
    const day = 24 * 60 * 60;
    const bad: [string, unknown, RegExp][] = [
      ['an unknown key', websiteEvent({ ip: '203.0.113.7' }), /Unknown field: ip/],
      ['an unknown user_data key', websiteEvent({ user_data: { ...USER_DATA, ph: '123' } }), /user_data/],
      [
        'an unknown custom_data key',
        websiteEvent({ custom_data: { currency: 'EUR', value: 1, x: 1 } }),
        /custom_data/,
      ],
      ['an unknown app_data key', iosEvent({ app_data: { extinfo: EXTINFO, vendor_id: 'v' } }), /app_data/],
      ['a NUL character', websiteEvent({ event_id: 'evt_nul\u0000abc' }), /NUL/],
      ['a NUL in a nested value', websiteEvent({ user_data: { client_user_agent: 'A\u0000B' } }), /NUL/],
      ['a 100 KB user agent', websiteEvent({ user_data: { client_user_agent: long } }), /1000/],
      ['a 100 KB address', websiteEvent({ event_source_url: `https://larder.example/${long}` }), /2000/],
      ['a 100 KB extinfo value', iosEvent({ app_data: { extinfo: ['i2', long] } }), /100 characters/],
      ['a 100 KB event id', websiteEvent({ event_id: long }), /event_id/],
      ['event_time as text', websiteEvent({ event_time: String(nowSeconds()) }), /event_time/],
      ['event_time in milliseconds', websiteEvent({ event_time: Date.now() }), /milliseconds/],
      ['event_time eight days ago', websiteEvent({ event_time: nowSeconds() - 8 * day }), /7 days/],
      ['event_time ten minutes ahead', websiteEvent({ event_time: nowSeconds() + 600 }), /future/],
      ['value as text', websiteEvent({ custom_data: { currency: 'EUR', value: '10' } }), /custom_data.value/],
      ['a negative value', websiteEvent({ custom_data: { currency: 'EUR', value: -1 } }), /negative/],
      ['a value over 10000', websiteEvent({ custom_data: { currency: 'EUR', value: 10_001 } }), /10000/],
      ['dollars', websiteEvent({ custom_data: { currency: 'USD', value: 1 } }), /EUR/],
      ['consent as text', websiteEvent({ consent: 'yes' }), /consent/],
      ['no consent at all', websiteEvent({ consent: undefined }), /consent/],
      ['another event', websiteEvent({ event_name: 'Lead' }), /event_name/],
      ['a short event id', websiteEvent({ event_id: 'abc' }), /event_id/],
      ['an event id with spaces', websiteEvent({ event_id: 'evt with spaces' }), /event_id/],
      ['a bad email', websiteEvent({ user_data: { em: 'not-an-email' } }), /user_data.em/],
      ['a bad _fbp', websiteEvent({ user_data: { fbp: 'fb.1.abc' } }), /_fbp/],
      ['a website event without its page', websiteEvent({ event_source_url: undefined }), /event_source_url/],
      ['a javascript: page', websiteEvent({ event_source_url: 'javascript:alert(1)' }), /event_source_url/],
      ['app_data on a website event', websiteEvent({ app_data: { extinfo: EXTINFO } }), /app_data/],
      ['an app event without app_data', iosEvent({ app_data: undefined }), /app_data/],
      ['extinfo for another platform', iosEvent({ app_data: { extinfo: ['w1'] } }), /i2/],
      ['17 extinfo values', iosEvent({ app_data: { extinfo: ['i2', ...Array(16).fill('')] } }), /16/],
      ['extinfo as text', iosEvent({ app_data: { extinfo: 'i2' } }), /extinfo/],
      ['tracking as text', iosEvent({ advertiser_tracking_enabled: 'false' }), /advertiser_tracking_enabled/],
      ['a list', [websiteEvent()], /./],
      ['null', null, /./],
      [
        'half an emoji in the user agent',
        websiteEvent({ user_data: { client_user_agent: 'Larder \ud83c' } }),
        /broken character/,
      ],
      [
        'half an emoji in extinfo',
        iosEvent({ app_data: { extinfo: ['i2', '\udf73 app'] } }),
        /broken character/,
      ],
      [
        'a registration worth more than the spec says',
        websiteEvent({ custom_data: { currency: 'EUR', value: 9999 } }),
        /CompleteRegistration is worth 10 EUR/,
      ],
      [
        'a purchase with another lifetime value',
        iosEvent({ event_name: 'Purchase', custom_data: { currency: 'EUR', value: 9, predicted_ltv: 5000 } }),
        /120 or 99/,
      ],
    ];
    for (const [what, body, message] of bad) {
      const answer = await post(browser, body);
      const error = (await json<ErrorAnswer>(answer)).error;
      expect(answer.status, what).toBe(400);
      expect(error.code, what).toBe('validation_failed');
      expect(error.message, what).toMatch(message);
    }
    const notJson = await browser.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(notJson.status).toBe(400);
    const garbled = await h.app.request(PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:8080',
        cookie: cookieOf(browser),
      },
      body: '{"event_name":',
    });
    expect(garbled.status).toBe(400);
    expect((await json<ErrorAnswer>(garbled)).error.code).toBe('bad_request');
    expect(await h.testDb.database.db.select().from(conversionEvents)).toEqual([]);
  });

  it('holds a cook to 30 events an hour (429 after)', async () => {
    const browser = await anonymousBrowser(h.unconfigured);
    for (let i = 0; i < 30; i++)
      expect((await post(browser, websiteEvent({ consent: false }))).status).toBe(202);
    const limited = await post(browser, websiteEvent({ consent: false }));
    expect(limited.status).toBe(429);
    expect((await json<ErrorAnswer>(limited)).error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another cook is not held back.
    expect((await post(await anonymousBrowser(h.unconfigured), websiteEvent())).status).toBe(202);
  });
});

function cookieOf(browser: Browser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
