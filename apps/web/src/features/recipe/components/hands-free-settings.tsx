import { Mic, Sun, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KeepAwakeState } from '../../../platform/types.ts';

interface SettingsProps {
  reading: boolean;
  readAloud: boolean;
  /** Why the last step was not read aloud, if it was not. */
  readProblem: string | null;
  onReading: (on: boolean) => void;
  listening: boolean;
  voice: { available: boolean; problem: string | null };
  onListening: (on: boolean) => void;
  wake: KeepAwakeState;
}

const WAKE_NOTES: Record<KeepAwakeState, string> = {
  on: 'Your screen stays on while you cook.',
  unsupported: "This device can't keep the screen on here: turn off auto-lock while you cook.",
  refused: "The screen couldn't be kept on (battery saver may be on): turn off auto-lock while you cook.",
};

/** Read aloud and voice commands, and an honest note for whatever this browser cannot do. */
export function HandsFreeSettings(props: SettingsProps) {
  const { reading, readAloud, readProblem, onReading, listening, voice, onListening, wake } = props;
  return (
    <div className="mt-auto space-y-3">
      <div className="flex flex-wrap gap-2">
        {readAloud ? (
          <Toggle
            pressed={reading}
            onChange={onReading}
            icon={<Volume2 aria-hidden="true" className="size-5" />}
          >
            Read aloud
          </Toggle>
        ) : null}
        {voice.available ? (
          <Toggle
            pressed={listening}
            onChange={onListening}
            icon={<Mic aria-hidden="true" className="size-5" />}
          >
            Voice commands
          </Toggle>
        ) : null}
      </div>
      <ul aria-live="polite" className="space-y-1 text-muted">
        <li className="flex items-start gap-2">
          <Sun aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {WAKE_NOTES[wake]}
        </li>
        {readAloud ? null : <li>Reading aloud isn't available in this browser.</li>}
        {reading && readProblem ? <li className="font-medium text-danger">{readProblem}</li> : null}
        {voice.available ? null : (
          <li>Voice commands aren't available in this browser: use the buttons, or the arrow keys.</li>
        )}
        {listening && !voice.problem ? (
          <li>Listening: say "next", "back", "repeat" or "start timer".</li>
        ) : null}
        {voice.problem ? <li className="font-medium text-danger">{voice.problem}</li> : null}
      </ul>
    </div>
  );
}

function Toggle(props: {
  pressed: boolean;
  onChange: (on: boolean) => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={() => props.onChange(!props.pressed)}
      className="inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-raised px-4 font-semibold aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand dark:aria-pressed:text-brand-strong"
    >
      {props.icon}
      {props.children}
      <span className="text-sm">{props.pressed ? 'On' : 'Off'}</span>
    </button>
  );
}
