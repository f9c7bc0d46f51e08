import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { type OnboardingStep, previousStep, stepPath } from '../onboarding-flow.ts';

/** "Back" to the previous step, shown on every step but the first. */
export function BackLink({ step }: { step: OnboardingStep }) {
  const previous = previousStep(step);
  if (!previous) return null;
  return (
    <ButtonLink to={stepPath(previous)} variant="secondary" className="shrink-0">
      <ArrowLeft aria-hidden className="size-5" />
      Back
    </ButtonLink>
  );
}

/** The step's main forward action as a link, wide on a phone. */
export function NextLink({
  to,
  children,
  quiet = false,
}: {
  to: string;
  children: ReactNode;
  /** Drawn as a secondary button while the screen has a more important action of its own. */
  quiet?: boolean;
}) {
  return (
    <ButtonLink to={to} variant={quiet ? 'secondary' : 'primary'} className="flex-1 lg:min-w-48 lg:flex-none">
      {children}
      <ArrowRight aria-hidden className="size-5" />
    </ButtonLink>
  );
}
