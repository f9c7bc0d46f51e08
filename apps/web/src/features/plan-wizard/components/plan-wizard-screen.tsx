import { ArrowLeft, CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePlanWizard } from '../use-plan-wizard.ts';
import { stepIndex, WIZARD_STEPS } from '../wizard-steps.ts';
import { BodyStep } from './body-step.tsx';
import { DietStep } from './diet-step.tsx';
import { GoalStep } from './goal-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepProgress } from './step-progress.tsx';
import { WeekStep } from './week-step.tsx';

/** `/plan/wizard`: five short steps that end by making the week's meal plan. */
export function PlanWizardScreen() {
  const wizard = usePlanWizard();
  const { answers, update, step } = wizard;
  const current = WIZARD_STEPS[stepIndex(step)] ?? WIZARD_STEPS[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);

  // A new step is a new page to the cook: move focus to its title, which also brings it into view.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'review') void wizard.submit();
    else wizard.next();
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-5 pt-5 lg:px-10 lg:pt-10">
      <StepProgress step={current} />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 scroll-mt-6 font-bold text-3xl leading-tight tracking-tight text-balance outline-none lg:text-4xl"
      >
        {current.title}
      </h1>
      <p className="mt-2 text-lg text-muted">{current.lead}</p>
      {wizard.fromCollection ? (
        <p className="mt-3 rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand dark:text-brand-strong">
          Planning from your collection: its recipes come first where they fit.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={wizard.sending} className="mt-6 flex flex-col">
        {wizard.alert ? (
          <div
            role="alert"
            className="mb-6 flex items-start gap-2 rounded-3xl border border-danger/40 bg-danger/10 p-4 font-medium"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            {wizard.alert}
          </div>
        ) : null}
        {step === 'goal' ? <GoalStep answers={answers} update={update} /> : null}
        {step === 'body' ? (
          <BodyStep
            answers={answers}
            draft={wizard.body}
            onChange={wizard.setBody}
            problems={wizard.bodyProblems}
          />
        ) : null}
        {step === 'diet' ? <DietStep answers={answers} update={update} /> : null}
        {step === 'week' ? <WeekStep answers={answers} update={update} /> : null}
        {step === 'review' ? <ReviewStep answers={answers} onEdit={wizard.edit} /> : null}
        {/* One row at any width: the labels stay on their line, and "Skip this step" wraps before the bar does. */}
        <div className="sticky bottom-0 z-10 -mx-5 mt-8 flex items-center gap-2 border-line border-t bg-surface/95 px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:gap-3 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:pb-10 lg:backdrop-blur-none">
          <Button
            variant="secondary"
            onClick={wizard.back}
            disabled={wizard.sending}
            className="shrink-0 whitespace-nowrap px-4"
          >
            <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
            Back
          </Button>
          {step === 'body' ? (
            <Button variant="ghost" onClick={wizard.skipBody} className="min-w-0 px-3 leading-tight">
              Skip this step
            </Button>
          ) : null}
          <Button type="submit" className="ml-auto shrink-0 whitespace-nowrap px-4" disabled={wizard.sending}>
            {nextLabel(step, wizard.editing, wizard.sending)}
          </Button>
        </div>
      </form>
    </div>
  );
}

function nextLabel(step: string, editing: boolean, sending: boolean) {
  if (step !== 'review') return editing ? 'Done' : 'Next';
  if (!sending) return 'Make my plan';
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
      Making your plan…
    </>
  );
}
