import { type ConversionEventAnswer, conversionEventBody } from '@larder/domain/api/conversions';
import { describe, expect, it } from 'vitest';
import { conversionEvents } from '../src/db/conversion-schema.ts';
import { createLogger, registerSecrets } from '../src/logger.ts';
import { forwardConversion } from '../src/modules/conversions/forwarder.ts';
import { metaServerEvent } from '../src/modules/conversions/meta-event.ts';
import {
  ACCESS_TOKEN,
  conversionsHarness,
  EXTINFO,
  hashed,
  iosEvent,
  jobOf,
  PATH,
  PIXEL_ID,
  post,
  rowsOf,
  sentFor,
  settled,
  USER_DATA,
  websiteEvent,
} from './conversions-kit.ts';
import { anonymousBrowser, json, signedInBrowser } from './kitchen-session.ts';
import { waitFor } from './wait-for.ts';

const h = conversionsHarness();
/** The signed-in cooks' addresses, whose hashes must not reach the log either. */
const accountEmails: string[] = [];

describe('forwarding to Meta, with consent and configuration', () => {
  it("sends a website event with the account's email and the external id hashed, the token in the body", async () => {
    const { browser, email } = await signedInBrowser(h.app, h.testDb.database.db);
    accountEmails.push(email);
    const event = websiteEvent();
    const answer = await post(browser, event);
    expect(answer.status).toBe(202);
    expect(await json<ConversionEventAnswer>(answer)).toEqual({ forwarded: 'queued' });

    const row = await settled(h, event.event_id, 'sent');
    expect(row).toMatchObject({
      eventName: 'CompleteRegistration',
      actionSource: 'website',
      platform: 'web',
      value: 10,
      currency: 'EUR',
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    const [request] = sentFor(h, event.event_id);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v23.0/${PIXEL_ID}/events`);
    expect(request?.query).toBe('');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      data: [
        {
          event_name: 'CompleteRegistration',
          event_time: event.event_time,
          action_source: 'website',
          event_source_url: 'https://larder.example/welcome',
          event_id: event.event_id,
          user_data: {
            // The signed-in cook's own address, not the one the client sent.
            em: [hashed(email)],
            external_id: [hashed(USER_DATA.external_id)],
            client_user_agent: USER_DATA.client_user_agent,
            fbp: USER_DATA.fbp,
            fbc: USER_DATA.fbc,
          },
          custom_data: { currency: 'EUR', value: 10 },
        },
      ],
      access_token: ACCESS_TOKEN,
    });
    expect(JSON.stringify(request?.headers)).not.toContain(ACCESS_TOKEN);
  });

  it("sends an iOS app event with app_data, extinfo padded to Meta's 16 places, and the test code", async () => {
    const browser = await anonymousBrowser(h.app);
    const event = iosEvent({ user_data: { em: USER_DATA.em, external_id: USER_DATA.external_id } });
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'queued' });
    const row = await settled(h, event.event_id, 'sent');
    expect(row).toMatchObject({ platform: 'ios', actionSource: 'app', value: 9 });
    const [request] = sentFor(h, event.event_id);
    expect(request?.body).toEqual({
      data: [
        {
          event_name: 'Subscribe',
          event_time: event.event_time,
          action_source: 'app',
          event_id: event.event_id,
          // An anonymous session has no email of its own: the client's is hashed.
          user_data: { em: [hashed(USER_DATA.em)], external_id: [hashed(USER_DATA.external_id)] },
          custom_data: { currency: 'EUR', value: 9, predicted_ltv: 120, content_name: 'Pro monthly' },
          app_data: {
            advertiser_tracking_enabled: 1,
            application_tracking_enabled: 1,
            extinfo: [...EXTINFO, '', '', '', '', '', '', '', ''],
          },
        },
      ],
      access_token: ACCESS_TOKEN,
      test_event_code: 'TEST12345',
    });
  });

  it("takes the browser's user agent when a website event has none, and counts Android as android", async () => {
    const browser = await anonymousBrowser(h.app);
    const { client_user_agent: _, ...withoutAgent } = USER_DATA;
    const event = websiteEvent({ user_data: withoutAgent });
    const answer = await browser.request(PATH, {
      json: event,
      headers: { 'user-agent': 'Browser/1.0 (Test)' },
    });
    expect(answer.status).toBe(202);
    await settled(h, event.event_id, 'sent');
    expect(sentFor(h, event.event_id)[0]?.body).toMatchObject({
      data: [{ user_data: { client_user_agent: 'Browser/1.0 (Test)' } }],
    });

    const android = iosEvent({
      app_data: { extinfo: ['a2', 'com.larder.app'] },
      advertiser_tracking_enabled: undefined,
    });
    expect((await post(browser, android)).status).toBe(202);
    expect(await settled(h, android.event_id, 'sent')).toMatchObject({ platform: 'android' });
  });

  it('retries after a 5xx and a dropped connection until Meta takes the event', async () => {
    const browser = await anonymousBrowser(h.app);
    h.graph.answerNext(503, 'drop');
    const event = websiteEvent({
      event_name: 'Purchase',
      custom_data: { currency: 'EUR', value: 9, predicted_ltv: 120 },
    });
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'queued' });
    await settled(h, event.event_id, 'sent');
    expect(sentFor(h, event.event_id).map((request) => request.status)).toEqual([503, 0, 200]);
    expect((await jobOf(h, event.event_id))?.state).toBe('completed');
  });

  it("does not retry a 400: the event is failed at once and Meta's message logged", async () => {
    const browser = await anonymousBrowser(h.app);
    h.graph.answerNext(400);
    const event = websiteEvent();
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'queued' });
    const row = await settled(h, event.event_id, 'failed');
    expect(row.sentAt).toBeNull();
    // The job ended (completed, not waiting for a retry): Meta is asked once.
    await waitFor(async () => ((await jobOf(h, event.event_id))?.state === 'completed' ? true : undefined));
    expect(sentFor(h, event.event_id).map((request) => request.status)).toEqual([400]);
    const refusal = h.logLines.find((line) => line.includes(event.event_id) && line.includes('Meta refused'));
    expect(refusal).toContain('Invalid parameter');
    expect(refusal).toContain('"status":400');
  });

  it('sends an event once, however often and however concurrently the client reports it', async () => {
    const browser = await anonymousBrowser(h.app);
    const event = websiteEvent();
    const answers = await Promise.all([post(browser, event), post(browser, event), post(browser, event)]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await json(answer)).toEqual({ forwarded: 'queued' });
    }
    await settled(h, event.event_id, 'sent');
    await waitFor(async () => ((await jobOf(h, event.event_id))?.state === 'completed' ? true : undefined));
    // Once sent, a late copy is answered the same way and sends nothing.
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'queued' });
    expect(await rowsOf(h, event.event_id)).toHaveLength(1);
    expect(sentFor(h, event.event_id)).toHaveLength(1);
  });
});

describe('giving up', () => {
  it('asks for a retry on a 429, and marks the event failed when that was its last try', async () => {
    const event = websiteEvent();
    await h.testDb.database.db.insert(conversionEvents).values({
      eventName: 'CompleteRegistration',
      eventId: event.event_id,
      actionSource: 'website',
      platform: 'web',
      value: 10,
      currency: 'EUR',
      outcome: 'queued',
    });
    const data = {
      event: metaServerEvent(conversionEventBody.parse(event), {
        accountEmail: null,
        requestUserAgent: null,
      }),
    };
    const deps = { db: h.testDb.database.db, jobs: h.jobs, env: h.env, logger: h.logger };
    h.graph.answerNext(429);
    await expect(forwardConversion(deps, { data, retryCount: 1, retryLimit: 4 })).rejects.toThrow(/429/);
    expect(await rowsOf(h, event.event_id)).toMatchObject([{ outcome: 'queued' }]);
    h.graph.answerNext(429);
    await expect(forwardConversion(deps, { data, retryCount: 4, retryLimit: 4 })).rejects.toThrow(/429/);
    expect(await rowsOf(h, event.event_id)).toMatchObject([{ outcome: 'failed', sentAt: null }]);
    expect(sentFor(h, event.event_id).map((request) => request.status)).toEqual([429, 429]);
  });
});

describe('nothing leaves the server', () => {
  it('without consent: the event is counted as no_consent, and no job is written', async () => {
    const browser = await anonymousBrowser(h.app);
    const event = websiteEvent({ consent: false });
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'no_consent' });
    expect(await rowsOf(h, event.event_id)).toMatchObject([
      { outcome: 'no_consent', platform: 'web', sentAt: null },
    ]);
    expect(await jobOf(h, event.event_id)).toBeNull();
    // The same event again, now with consent: the first answer stands.
    expect(await json(await post(browser, { ...event, consent: true }))).toEqual({ forwarded: 'no_consent' });
    expect(await jobOf(h, event.event_id)).toBeNull();
    expect(sentFor(h, event.event_id)).toEqual([]);
  });

  it('when the app may not track (iOS App Tracking Transparency declined), even with consent', async () => {
    const browser = await anonymousBrowser(h.app);
    const event = iosEvent({ advertiser_tracking_enabled: false });
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'no_consent' });
    expect(await rowsOf(h, event.event_id)).toMatchObject([{ outcome: 'no_consent', platform: 'ios' }]);
    expect(await jobOf(h, event.event_id)).toBeNull();
  });

  it('when the server is not configured for Meta: counted as not_configured', async () => {
    const browser = await anonymousBrowser(h.unconfigured);
    const event = websiteEvent();
    expect(await json(await post(browser, event))).toEqual({ forwarded: 'not_configured' });
    expect(await rowsOf(h, event.event_id)).toMatchObject([{ outcome: 'not_configured', value: 10 }]);
    expect(await jobOf(h, event.event_id)).toBeNull();
    expect(sentFor(h, event.event_id)).toEqual([]);
  });
});

describe('the log', () => {
  it('never shows the access token or a hashed identifier', () => {
    const log = h.logLines.join('');
    expect(log).toContain('ad conversion sent to Meta');
    expect(log).not.toContain(ACCESS_TOKEN);
    expect(log).not.toContain(hashed(USER_DATA.em));
    expect(log).not.toContain(hashed(USER_DATA.external_id));
    for (const email of accountEmails) expect(log).not.toContain(hashed(email));
  });

  it('redacts an access_token key or query parameter, and the token anywhere once registered', () => {
    const lines: string[] = [];
    const scrubbed = createLogger('info', { write: (line: string) => lines.push(line) });
    scrubbed.info({ body: { data: [], access_token: ACCESS_TOKEN } }, 'posting');
    scrubbed.info({ url: `https://graph.facebook.com/v23.0/1/events?access_token=${ACCESS_TOKEN}` }, 'a url');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain(ACCESS_TOKEN);
    expect(lines.join('')).toContain('"access_token":"[redacted]"');
    // Quoted inside other text, only the value itself gives it away: server.ts registers it at start-up.
    registerSecrets([ACCESS_TOKEN]);
    scrubbed.info(`a body {"access_token":"${ACCESS_TOKEN}"} quoted in a message`);
    expect(lines[2]).not.toContain(ACCESS_TOKEN);
  });
});
