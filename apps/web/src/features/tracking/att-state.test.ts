import { describe, expect, it } from 'vitest';
import type { PlatformKind, TrackingStatus } from '../../platform/types.ts';
import {
  type AttEvent,
  type AttState,
  nextTrackingStep,
  showsTrackingModal,
  startTracking,
  type TrackingAnswer,
} from './att-state.ts';

const KINDS: PlatformKind[] = ['web', 'ios', 'android'];
const KEPT: (TrackingAnswer | null)[] = [null, 'granted', 'denied', 'dismissed'];
const STATUSES: TrackingStatus[] = [0, 1, 2, 3];

describe('when the tracking modal shows (spec §4)', () => {
  const combinations = KINDS.flatMap((kind) =>
    KEPT.flatMap((kept) => STATUSES.map((status) => [kind, kept, status] as const)),
  );

  it.each(combinations)('on %s, kept %s, OS status %i', (kind, kept, status) => {
    const shows = kind === 'ios' && kept === null && status === 0;
    expect(showsTrackingModal(kind, kept, status)).toBe(shows);
    // The same answer through the state machine: start, then the OS's status.
    const start = startTracking(kind, kept);
    const after =
      start.step === 'checking' ? nextTrackingStep(start, { type: 'status', status }).state : start;
    expect(after.step === 'open').toBe(shows);
  });

  it('asks the OS its status only on native iOS with nothing kept', () => {
    for (const kind of KINDS) {
      for (const kept of KEPT) {
        expect(startTracking(kind, kept).step).toBe(kind === 'ios' && kept === null ? 'checking' : 'hidden');
      }
    }
  });
});

const checking: AttState = { step: 'checking' };
const open: AttState = { step: 'open' };
const askingOs: AttState = { step: 'asking-os' };
const hidden: AttState = { step: 'hidden' };
const answered: AttState = { step: 'answered', answer: 'dismissed' };

describe('tracking modal transitions', () => {
  it.each([
    ['checking', checking, { type: 'status', status: 0 }, open, null, false],
    ['checking', checking, { type: 'status', status: 1 }, hidden, null, false],
    ['checking', checking, { type: 'status', status: 2 }, hidden, null, false],
    ['checking', checking, { type: 'status', status: 3 }, hidden, null, false],
    ['checking', checking, { type: 'status-failed' }, hidden, null, false],
    ['open', open, { type: 'close' }, { step: 'answered', answer: 'dismissed' }, 'dismissed', false],
    [
      'open',
      open,
      { type: 'ask-not-to-track' },
      { step: 'answered', answer: 'dismissed' },
      'dismissed',
      false,
    ],
    ['open', open, { type: 'allow' }, askingOs, 'granted', true],
    [
      'asking-os',
      askingOs,
      { type: 'os-answered', status: 3 },
      { step: 'answered', answer: 'granted' },
      'granted',
      false,
    ],
    [
      'asking-os',
      askingOs,
      { type: 'os-answered', status: 2 },
      { step: 'answered', answer: 'denied' },
      'denied',
      false,
    ],
    [
      'asking-os',
      askingOs,
      { type: 'os-answered', status: 1 },
      { step: 'answered', answer: 'denied' },
      'denied',
      false,
    ],
    [
      'asking-os',
      askingOs,
      { type: 'os-answered', status: 0 },
      { step: 'answered', answer: 'denied' },
      'denied',
      false,
    ],
    ['asking-os', askingOs, { type: 'os-failed' }, { step: 'answered', answer: 'denied' }, 'denied', false],
  ] satisfies [string, AttState, AttEvent, AttState, TrackingAnswer | null, boolean][])(
    '%s + %o',
    (_, state, event, next, keep, askOs) => {
      expect(nextTrackingStep(state, event)).toEqual({ state: next, keep, askOs });
    },
  );

  const EVENTS: AttEvent[] = [
    { type: 'status', status: 0 },
    { type: 'status-failed' },
    { type: 'allow' },
    { type: 'ask-not-to-track' },
    { type: 'close' },
    { type: 'os-answered', status: 3 },
    { type: 'os-failed' },
  ];
  const BELONGS: Record<AttState['step'], AttEvent['type'][]> = {
    checking: ['status', 'status-failed'],
    open: ['allow', 'ask-not-to-track', 'close'],
    'asking-os': ['os-answered', 'os-failed'],
    hidden: [],
    answered: [],
  };
  const strays = [checking, open, askingOs, hidden, answered].flatMap((state) =>
    EVENTS.filter((event) => !BELONGS[state.step].includes(event.type)).map(
      (event) => [state, event] as const,
    ),
  );

  it.each(strays)('%o ignores %o', (state, event) => {
    expect(nextTrackingStep(state, event)).toEqual({ state, keep: null, askOs: false });
  });
});
