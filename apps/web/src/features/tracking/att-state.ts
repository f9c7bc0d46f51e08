import type { PlatformKind, TrackingStatus } from '../../platform/types.ts';

/** What the cook answered Larder's own modal, kept in `att_permission` (spec §4). */
export type TrackingAnswer = 'granted' | 'denied' | 'dismissed';

/**
 * The tracking modal's life (spec §4 "Tracking permission"):
 * - checking: asking the OS its status, before deciding to show the modal;
 * - hidden: nothing to ask (not native iOS, an answer kept, or the OS has decided);
 * - open: Larder's modal is on screen;
 * - asking-os: the cook tapped Allow, the OS's own prompt is up;
 * - answered: the answer is kept; the modal is gone.
 */
export type AttState =
  | { step: 'checking' }
  | { step: 'hidden' }
  | { step: 'open' }
  | { step: 'asking-os' }
  | { step: 'answered'; answer: TrackingAnswer };

export type AttEvent =
  | { type: 'status'; status: TrackingStatus }
  | { type: 'status-failed' }
  | { type: 'allow' }
  | { type: 'ask-not-to-track' }
  | { type: 'close' }
  | { type: 'os-answered'; status: TrackingStatus }
  | { type: 'os-failed' };

/** A transition: the next state, the answer to keep (if any), and whether to ask the OS now. */
export interface AttStep {
  state: AttState;
  keep: TrackingAnswer | null;
  askOs: boolean;
}

/** The modal shows only on native iOS, with no answer kept, while the OS has not determined the status. */
export function showsTrackingModal(kind: PlatformKind, kept: TrackingAnswer | null, status: TrackingStatus) {
  return kind === 'ios' && kept === null && status === 0;
}

/** Where the modal starts: the OS is asked its status only when the rest of the rule could let it show. */
export function startTracking(kind: PlatformKind, kept: TrackingAnswer | null): AttState {
  return kind === 'ios' && kept === null ? { step: 'checking' } : { step: 'hidden' };
}

const stay = (state: AttState): AttStep => ({ state, keep: null, askOs: false });
const answered = (answer: TrackingAnswer): AttStep => ({
  state: { step: 'answered', answer },
  keep: answer,
  askOs: false,
});

/**
 * The spec's transitions. Closing and Ask App Not to Track keep `dismissed`; Allow keeps `granted` and asks
 * the OS, whose answer is then kept: authorized is `granted`, anything else `denied` (nothing may be
 * tracked without the OS's authorization, so an OS that fails to answer counts as denied too). Events
 * that do not belong to the current step change nothing.
 */
export function nextTrackingStep(state: AttState, event: AttEvent): AttStep {
  switch (state.step) {
    case 'checking':
      if (event.type === 'status') return stay(event.status === 0 ? { step: 'open' } : { step: 'hidden' });
      if (event.type === 'status-failed') return stay({ step: 'hidden' });
      return stay(state);
    case 'open':
      if (event.type === 'allow') return { state: { step: 'asking-os' }, keep: 'granted', askOs: true };
      if (event.type === 'ask-not-to-track' || event.type === 'close') return answered('dismissed');
      return stay(state);
    case 'asking-os':
      if (event.type === 'os-answered') return answered(event.status === 3 ? 'granted' : 'denied');
      if (event.type === 'os-failed') return answered('denied');
      return stay(state);
    default:
      return stay(state);
  }
}
