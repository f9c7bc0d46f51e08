import { describe, expect, it } from 'vitest';
import { conversionEventBody, conversionPlatform, eventTimeProblem } from './conversions.ts';

const NOW_MS = Date.UTC(2026, 2, 9, 12);
const NOW = NOW_MS / 1000;
const DAY = 24 * 60 * 60;

describe('eventTimeProblem', () => {
  it('takes the last 7 days and up to 5 minutes ahead', () => {
    expect(eventTimeProblem(NOW, NOW_MS)).toBeNull();
    expect(eventTimeProblem(NOW - 7 * DAY, NOW_MS)).toBeNull();
    expect(eventTimeProblem(NOW + 300, NOW_MS)).toBeNull();
  });

  it('says why an older or later event is refused', () => {
    expect(eventTimeProblem(NOW - 7 * DAY - 1, NOW_MS)).toMatch(/more than 7 days old/);
    expect(eventTimeProblem(NOW + 301, NOW_MS)).toMatch(/in the future/);
  });
});

describe('conversionEventBody', () => {
  const app = {
    event_name: 'Purchase',
    event_time: NOW,
    action_source: 'app',
    event_id: 'Purchase-order-1',
    user_data: { em: ' Cook@Example.com ', external_id: ' device-1 ' },
    custom_data: { currency: 'EUR', value: 9, predicted_ltv: 99 },
    app_data: { extinfo: ['a2', 'com.larder.app'] },
    consent: true,
  };

  it('trims the email and the external id, which are hashed trimmed', () => {
    const parsed = conversionEventBody.parse(app);
    expect(parsed.user_data).toEqual({ em: 'Cook@Example.com', external_id: 'device-1' });
  });

  it('names the platform from action_source and extinfo', () => {
    expect(conversionPlatform(conversionEventBody.parse(app))).toBe('android');
    const ios = { ...app, app_data: { extinfo: ['i2'] } };
    expect(conversionPlatform(conversionEventBody.parse(ios))).toBe('ios');
    expect(conversionPlatform({ action_source: 'website' })).toBe('web');
  });

  it('refuses unknown keys by name, at any depth', () => {
    const top = conversionEventBody.safeParse({ ...app, ip: '203.0.113.7' });
    expect(top.error?.issues[0]?.message).toBe('Unknown field: ip.');
    const inner = conversionEventBody.safeParse({ ...app, user_data: { ph: '1' } });
    expect(inner.error?.issues[0]).toMatchObject({ path: ['user_data'], message: 'Unknown field: ph.' });
  });
});
