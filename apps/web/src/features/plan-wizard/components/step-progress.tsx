import { X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { stepIndex, WIZARD_STEPS, type WizardStep } from '../wizard-steps.ts';

/** "Step 2 of 5" with a bar that fills as the cook goes, and the way out of the wizard. */
export function StepProgress({ step }: { step: WizardStep }) {
  const number = stepIndex(step.id) + 1;
  const total = WIZARD_STEPS.length;
  return (
    <div className="flex items-center gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-muted text-sm">
          Step {number} of {total}
          <span className="sr-only">: {step.name}</span>
        </p>
        <div
          role="progressbar"
          aria-label="Plan wizard progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={number}
          aria-valuetext={`Step ${number} of ${total}: ${step.name}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-sunken"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(number / total) * 100}%` }}
          />
        </div>
      </div>
      <Link to="/plan" className={buttonClasses('ghost', 'md', 'shrink-0 px-3')}>
        <X aria-hidden="true" className="size-5" />
        Cancel
      </Link>
    </div>
  );
}
