import { describe, expect, it } from 'vitest';
import { isAcceptableEndpoint } from './push-request.ts';

describe('which push endpoints a device may register', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
  ])('takes a push service: %s', (endpoint) => {
    expect(isAcceptableEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://10.0.0.7/push',
    'https://[::1]/push',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/push',
    'https://printer.localhost/push',
    'https://intranet/push',
    'https://user:pass@push.example.com/x',
    'ftp://push.example.com/x',
    'not a url',
    'http://127.0.0.1:4000/push/x',
  ])('refuses what is not one: %s', (endpoint) => {
    expect(isAcceptableEndpoint(endpoint, false)).toBe(false);
  });

  it('takes loopback over http only when a test push service stands in', () => {
    expect(isAcceptableEndpoint('http://127.0.0.1:4000/push/x', true)).toBe(true);
    expect(isAcceptableEndpoint('http://localhost:4000/push/x', true)).toBe(true);
    expect(isAcceptableEndpoint('http://10.0.0.7:4000/push/x', true)).toBe(false);
  });
});
