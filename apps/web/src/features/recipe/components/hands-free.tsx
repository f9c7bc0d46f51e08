import { ChevronLeft, ChevronRight, Repeat2, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { primeAlarm } from '../alarm.ts';
import { useReadAloud } from '../use-read-aloud.ts';
import { recipeTimers, timerKey } from '../use-timers.ts';
import { useVoiceCommands } from '../use-voice-commands.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import type { VoiceCommand } from '../voice-command.ts';
import { HandsFreeSettings } from './hands-free-settings.tsx';
import { OtherTimers } from './other-timers.tsx';
import { StepTimer } from './step-timer.tsx';

interface HandsFreeProps {
  recipe: RecipeDto;
  onClose: () => void;
  /** The last step is done: on to "I cooked this". */
  onFinish: () => void;
}

/** Hands-free cooking: one step at a time in large type, the screen kept on, read aloud, voice commands. */
export function HandsFree({ recipe, onClose, onFinish }: HandsFreeProps) {
  const [index, setIndex] = useState(0);
  const voice = useRef<HTMLHeadingElement>(null);
  const { available: canRead, speak, stop, problem: readProblem } = useReadAloud();
  const [reading, setReading] = useState(canRead);
  const [listening, setListening] = useState(false);
  const wake = useWakeLock(true);
  const last = recipe.steps.length - 1;
  const step = recipe.steps[index];
  const label = `Step ${index + 1}: ${step?.text ?? ''}`;

  const say = useCallback(() => {
    if (reading && step) speak(`Step ${index + 1}. ${step.text}`);
  }, [reading, step, index, speak]);
  useEffect(say, [say]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus goes to the step heading on every step.
  useEffect(() => voice.current?.focus(), [index]);
  useEffect(() => {
    // The page behind is out of reach (and of screen readers) while hands-free is open.
    const page = document.getElementById('root');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    page?.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = overflow;
      page?.removeAttribute('inert');
    };
  }, []);

  const go = (to: number) => setIndex(Math.min(last, Math.max(0, to)));
  const command = (heard: VoiceCommand) => {
    if (heard === 'next') go(index + 1);
    else if (heard === 'back') go(index - 1);
    else if (heard === 'repeat') say();
    else if (step?.timerSeconds && heard === 'start-timer') {
      primeAlarm();
      recipeTimers.start(timerKey(recipe.id, index), label, step.timerSeconds * 1000);
    } else if (heard === 'pause-timer') recipeTimers.pause(timerKey(recipe.id, index));
  };
  const voiceState = useVoiceCommands(listening, command);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  }

  const big =
    'inline-flex min-h-16 items-center justify-center gap-2 rounded-2xl px-4 font-semibold text-lg sm:text-xl';
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="hands-free-title"
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col bg-surface pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]"
    >
      <header className="flex items-center gap-3 border-line border-b px-4 py-2 sm:px-8">
        <div className="min-w-0 flex-1">
          <p id="hands-free-title" className="font-bold">
            Hands-free
          </p>
          <p className="truncate text-muted text-sm">{recipe.title}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className={`${big} min-h-12 text-base hover:bg-sunken sm:text-base`}
        >
          <X aria-hidden="true" className="size-5" />
          Exit
        </button>
      </header>
      <div className="h-1.5 bg-sunken" aria-hidden="true">
        <div
          className="h-full bg-brand transition-[width]"
          style={{ width: `${((index + 1) / recipe.steps.length) * 100}%` }}
        />
      </div>
      <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 overflow-y-auto px-5 py-6 sm:px-8 lg:py-10">
        <h2 ref={voice} tabIndex={-1} className="font-semibold text-brand text-xl">
          Step {index + 1} of {recipe.steps.length}
        </h2>
        <p
          aria-live="polite"
          className="text-pretty font-semibold text-3xl leading-snug sm:text-4xl lg:text-5xl"
        >
          {step?.text}
        </p>
        {step?.timerSeconds ? (
          <StepTimer recipeId={recipe.id} step={index} seconds={step.timerSeconds} label={label} large />
        ) : null}
        <HandsFreeSettings
          reading={reading}
          readAloud={canRead}
          readProblem={readProblem}
          onReading={(on) => {
            setReading(on);
            if (!on) stop();
          }}
          listening={listening}
          voice={voiceState}
          onListening={setListening}
          wake={wake}
        />
        <OtherTimers recipe={recipe} current={index} />
      </div>
      <nav aria-label="Steps" className="grid grid-cols-3 gap-2 border-line border-t p-3 sm:gap-4 sm:px-8">
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          className={`${big} border border-line bg-raised disabled:opacity-40`}
        >
          <ChevronLeft aria-hidden="true" className="size-6 shrink-0" />
          Back
        </button>
        <button
          type="button"
          onClick={say}
          disabled={!reading}
          className={`${big} border border-line bg-raised disabled:opacity-40`}
        >
          <Repeat2 aria-hidden="true" className="size-6 shrink-0" />
          Repeat
        </button>
        {index < last ? (
          <button type="button" onClick={() => go(index + 1)} className={`${big} bg-brand text-on-brand`}>
            Next
            <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
          </button>
        ) : (
          <button type="button" onClick={onFinish} className={`${big} bg-brand text-on-brand`}>
            Finish
          </button>
        )}
      </nav>
    </div>,
    document.body,
  );
}
