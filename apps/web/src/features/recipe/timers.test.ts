import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, createTimerStore, durationText } from './timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('step timers', () => {
  it('count down by the clock and ring once when done', () => {
    const done: string[] = [];
    const store = createTimerStore({ onDone: (timer) => done.push(timer.label) });
    store.start('r:1', 'Simmer', 10_000);
    vi.advanceTimersByTime(4_000);
    expect(store.get('r:1')).toMatchObject({ status: 'running' });
    expect(store.get('r:1')?.remainingMs).toBeLessThanOrEqual(6_000);
    vi.advanceTimersByTime(6_500);
    expect(store.get('r:1')).toMatchObject({ status: 'done', remainingMs: 0 });
    vi.advanceTimersByTime(5_000);
    expect(done).toEqual(['Simmer']);
  });

  it('pause keeps the time left and start goes on from there; reset goes back to the full time', () => {
    const store = createTimerStore();
    store.start('r:1', 'Rest', 60_000);
    vi.advanceTimersByTime(20_000);
    store.pause('r:1');
    vi.advanceTimersByTime(30_000);
    expect(store.get('r:1')).toMatchObject({ status: 'paused', remainingMs: 40_000 });
    store.start('r:1', 'Rest', 60_000);
    vi.advanceTimersByTime(10_000);
    expect(store.get('r:1')?.remainingMs).toBe(30_000);
    store.reset('r:1');
    expect(store.get('r:1')).toMatchObject({ status: 'idle', remainingMs: 60_000 });
  });

  it('runs several at once', () => {
    const store = createTimerStore();
    store.start('r:1', 'Boil', 5_000);
    store.start('r:2', 'Bake', 20_000);
    vi.advanceTimersByTime(6_000);
    expect(store.get('r:1')?.status).toBe('done');
    expect(store.get('r:2')?.status).toBe('running');
  });

  it('reads as a clock and as a duration', () => {
    expect(clockText(605_000)).toBe('10:05');
    expect(clockText(3_725_000)).toBe('1:02:05');
    expect(clockText(400)).toBe('0:01');
    expect(durationText(600)).toBe('10 min');
    expect(durationText(90)).toBe('1 min 30 s');
  });
});
