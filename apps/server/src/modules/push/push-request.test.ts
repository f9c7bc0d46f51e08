import { describe, expect, it } from 'vitest';
import { guardedLookup, isAcceptableEndpoint } from './push-request.ts';

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

describe('the address a push is sent to', () => {
  type Answer = { address: string; family: number };
  const lookUp = (answers: Answer[], allowLoopback = false, all = false) =>
    new Promise<{ error: (Error & { code?: string }) | null; address: unknown }>((resolve) => {
      const lookup = guardedLookup(allowLoopback, (_name, done) => done(null, answers));
      lookup('push.example.com', { all }, (error, address) => resolve({ error, address }));
    });

  it('is one the name resolves to, when every answer is public', async () => {
    expect(await lookUp([{ address: '142.250.74.202', family: 4 }])).toEqual({
      error: null,
      address: '142.250.74.202',
    });
    const all = await lookUp(
      [
        { address: '142.250.74.202', family: 4 },
        { address: '2a00:1450:4001:80e::200a', family: 6 },
      ],
      false,
      true,
    );
    expect(all.address).toHaveLength(2);
  });

  it.each([
    [[{ address: '10.0.0.7', family: 4 }]],
    [[{ address: '127.0.0.1', family: 4 }]],
    [[{ address: '169.254.169.254', family: 4 }]],
    [[{ address: '::1', family: 6 }]],
    [[{ address: 'fd00::1', family: 6 }]],
    [
      [
        { address: '142.250.74.202', family: 4 },
        { address: '192.168.1.10', family: 4 },
      ],
    ],
    [[]],
  ])('is refused when any answer is not public: %j', async (answers) => {
    const { error } = await lookUp(answers);
    expect(error?.message).toBe('push endpoint is not a public address');
  });

  it('may be loopback only when a test push service stands in', async () => {
    expect((await lookUp([{ address: '127.0.0.1', family: 4 }], true)).address).toBe('127.0.0.1');
    expect((await lookUp([{ address: '10.0.0.7', family: 4 }], true)).error).not.toBeNull();
  });
});
