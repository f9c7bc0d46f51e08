import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { stepPath } from '../onboarding-flow.ts';
import { OnboardingFrame, StepHeading } from './onboarding-frame.tsx';
import { WelcomeHero } from './welcome-hero.tsx';

/** Step 1: what Larder is, in one line, and the way in. */
export function WelcomeScreen() {
  return (
    <OnboardingFrame step="welcome">
      <div className="grid flex-1 grid-cols-1 content-center items-center gap-6 lg:grid-cols-2 lg:gap-16">
        <WelcomeHero className="lg:order-2" />
        <div>
          <p className="mb-3 font-semibold text-brand uppercase tracking-wide">Welcome to Larder</p>
          <StepHeading
            title="Cook from what's already in your fridge."
            lead="Larder turns the food you have into recipes, plans your week and lists only what's missing, so less ends up in the bin."
          />
          <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
            <ButtonLink to={stepPath('demo')} size="lg" className="sm:w-auto sm:min-w-56">
              Get started
              <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <ButtonLink to="/auth?mode=signin" variant="ghost">
              I already have an account
            </ButtonLink>
          </div>
        </div>
      </div>
    </OnboardingFrame>
  );
}
