import { ONBOARDING_STEPS, type OnboardingStep, stepNumber } from '../onboarding-flow.ts';

/** Five dots, the current one drawn long; read out as "Step 2 of 5". */
export function ProgressDots({ step }: { step: OnboardingStep }) {
  const current = stepNumber(step);
  const total = ONBOARDING_STEPS.length;
  return (
    <div
      role="progressbar"
      aria-label={`Step ${current} of ${total}`}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={current}
      className="flex items-center gap-1.5"
    >
      {ONBOARDING_STEPS.map((name, index) => {
        const position = index + 1;
        const tone =
          position === current
            ? 'w-6 bg-brand'
            : position < current
              ? 'w-2 bg-brand opacity-50'
              : 'w-2 bg-line';
        return <span key={name} className={`h-2 rounded-full transition-all duration-300 ${tone}`} />;
      })}
    </div>
  );
}
