import { LoaderCircle, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { stepPath } from '../onboarding-flow.ts';
import { DemoFridgeList, type DemoPhase } from './demo-fridge-list.tsx';
import { DemoRecipeCard } from './demo-recipe-card.tsx';
import { OnboardingFrame, StepHeading } from './onboarding-frame.tsx';
import { RecipePlaceholder } from './recipe-placeholder.tsx';
import { BackLink, NextLink } from './step-nav.tsx';

/** How long the demo "thinks" before showing the recipe, unless the cook prefers reduced motion. */
export const DEMO_MATCHING_MS = 900;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Step 2: a sample fridge turns into a recipe on screen, expiring items first. */
export function DemoScreen() {
  const [phase, setPhase] = useState<DemoPhase>('idle');
  const recipeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase !== 'matching') return;
    const timer = window.setTimeout(() => setPhase('found'), prefersReducedMotion() ? 0 : DEMO_MATCHING_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'found') recipeHeading.current?.focus();
  }, [phase]);

  return (
    <OnboardingFrame
      step="demo"
      actions={
        <>
          <BackLink step="demo" />
          <NextLink to={stepPath('benefits')} quiet={phase !== 'found'}>
            Continue
          </NextLink>
        </>
      }
    >
      <StepHeading
        title="From fridge to dinner in one tap"
        lead="Here is a sample fridge. Ask Larder for a recipe and watch it cook with what's there, using what expires first."
      />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-10">
        <section
          aria-labelledby="demo-fridge-title"
          className="rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5"
        >
          <div className="mb-3 flex items-baseline justify-between gap-3 px-1">
            <h2 id="demo-fridge-title" className="font-bold text-xl">
              In the fridge
            </h2>
            <span className="text-muted text-sm">Sample items</span>
          </div>
          <DemoFridgeList phase={phase} />
          <div className="mt-4">
            {phase === 'found' ? (
              <Button variant="secondary" size="lg" onClick={() => setPhase('idle')}>
                <RotateCcw className="size-5" />
                Start the demo again
              </Button>
            ) : (
              <Button size="lg" onClick={() => setPhase('matching')} disabled={phase === 'matching'}>
                {phase === 'matching' ? (
                  <LoaderCircle className="size-5 motion-safe:animate-spin" />
                ) : (
                  <Sparkles className="size-5" />
                )}
                {phase === 'matching' ? 'Finding a recipe…' : 'Find a recipe'}
              </Button>
            )}
          </div>
          <p role="status" className="sr-only">
            {phase === 'matching' ? 'Finding a recipe…' : ''}
          </p>
        </section>
        {phase === 'found' ? (
          <DemoRecipeCard headingRef={recipeHeading} />
        ) : (
          <RecipePlaceholder matching={phase === 'matching'} />
        )}
      </div>
    </OnboardingFrame>
  );
}
