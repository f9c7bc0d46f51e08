import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { primeAlarm } from '../alarm.ts';
import { clockText, durationText } from '../timers.ts';
import { recipeTimers, timerKey, useTimer } from '../use-timers.ts';

interface StepTimerProps {
  recipeId: string;
  step: number;
  seconds: number;
  label: string;
  large?: boolean;
}

/** Start, pause and reset a step's timer; the time left is shown and, once done, announced. */
export function StepTimer({ recipeId, step, seconds, label, large = false }: StepTimerProps) {
  const key = timerKey(recipeId, step);
  const timer = useTimer(key);
  const status = timer?.status ?? 'idle';
  const left = timer?.remainingMs ?? seconds * 1000;
  const start = () => {
    primeAlarm();
    recipeTimers.start(key, label, seconds * 1000);
  };
  const size = large ? 'min-h-16 px-6 text-xl' : 'min-h-12 px-4';
  const button = `inline-flex items-center justify-center gap-2 rounded-2xl font-semibold ${size}`;
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-timer-status={status}>
      {status === 'running' ? (
        <button
          type="button"
          onClick={() => recipeTimers.pause(key)}
          className={`${button} bg-brand text-on-brand`}
        >
          <Pause aria-hidden="true" className="size-5" />
          Pause <span className="font-mono tabular-nums">{clockText(left)}</span>
        </button>
      ) : status === 'done' ? (
        <span role="status" className={`${button} bg-danger text-on-danger`}>
          <Timer aria-hidden="true" className="size-5" />
          Time's up
        </span>
      ) : (
        <button
          type="button"
          onClick={start}
          className={`${button} border border-brand text-brand hover:bg-brand-soft`}
        >
          <Play aria-hidden="true" className="size-5" />
          {status === 'paused' ? `Resume ${clockText(left)}` : `Start ${durationText(seconds)} timer`}
        </button>
      )}
      {status !== 'idle' ? (
        <button
          type="button"
          onClick={() => recipeTimers.reset(key)}
          aria-label={`Reset timer (${label})`}
          className={`${button} text-muted hover:bg-sunken`}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">Reset</span>
        </button>
      ) : null}
    </div>
  );
}
