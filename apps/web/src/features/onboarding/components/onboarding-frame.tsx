import type { ReactNode } from 'react';
import type { OnboardingStep } from '../onboarding-flow.ts';
import { useFinishIntro } from '../use-finish-intro.ts';
import { ProgressDots } from './progress-dots.tsx';

interface OnboardingFrameProps {
  step: OnboardingStep;
  children: ReactNode;
  /** The step's back/next buttons, pinned to the bottom of the screen so the way on is always in reach. */
  actions?: ReactNode;
}

/** The shared frame of every onboarding step: brand, progress dots and Skip on top, actions below. */
export function OnboardingFrame({ step, children, actions }: OnboardingFrameProps) {
  const finishIntro = useFinishIntro();
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full max-w-6xl flex-col px-5 lg:px-10">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 pt-3 pb-2">
        <span className="flex items-center gap-2 font-bold text-lg tracking-tight">
          <img src="/icons/icon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          Larder
        </span>
        <ProgressDots step={step} />
        <button
          type="button"
          onClick={finishIntro}
          className="-mr-3 inline-flex min-h-12 min-w-12 items-center justify-center justify-self-end rounded-2xl px-4 font-semibold text-muted hover:bg-sunken hover:text-text"
        >
          Skip
        </button>
      </div>
      <div className="flex flex-1 flex-col pt-4 pb-6 lg:pt-10">{children}</div>
      {actions ? <OnboardingActions>{actions}</OnboardingActions> : null}
    </div>
  );
}

export function OnboardingActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 border-line border-t bg-surface/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:-mx-10 lg:px-10 lg:py-4">
      <div className="flex items-center gap-3 lg:justify-end">{children}</div>
    </div>
  );
}

export function StepHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-balance font-bold text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl">
        {title}
      </h1>
      {lead ? <p className="mt-3 text-pretty text-lg text-muted lg:text-xl">{lead}</p> : null}
    </div>
  );
}
