import { CalendarRange, PartyPopper, Refrigerator, UtensilsCrossed } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useFinishIntro } from '../use-finish-intro.ts';
import { DemoFridgeOffer } from './demo-fridge-offer.tsx';
import { OnboardingFrame, StepHeading } from './onboarding-frame.tsx';
import { BackLink } from './step-nav.tsx';

const FIRST_STEPS = [
  {
    icon: Refrigerator,
    title: "Tell Larder what's in your fridge",
    text: 'Type a few things on Today: “eggs, spinach, feta” is enough. Amounts and dates are optional.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Pick a goal and cook',
    text: 'Use it up, quick, high protein or lighter: tap Cook something and choose a recipe.',
  },
  {
    icon: CalendarRange,
    title: 'Plan the week when you are ready',
    text: 'Larder plans from your fridge first and lists only what is missing.',
  },
];

/** Step 5: you're all set, three first steps, and the ways into the app: with the sample fridge, or empty. */
export function ReinforcementScreen() {
  const finishIntro = useFinishIntro();
  return (
    <OnboardingFrame
      step="reinforcement"
      actions={
        <>
          <BackLink step="reinforcement" />
          <Button onClick={finishIntro} variant="secondary" className="flex-1 lg:min-w-48 lg:flex-none">
            Start cooking
          </Button>
        </>
      }
    >
      <div className="mx-auto w-full max-w-3xl">
        <span className="mb-6 grid size-16 place-items-center rounded-3xl bg-brand-soft text-brand lg:size-20">
          <PartyPopper className="size-8 lg:size-10" />
        </span>
        <StepHeading title="You're all set" lead="Three small steps to your first dinner from the fridge." />
        {/* The quickest start first, where a phone shows it without scrolling. */}
        <DemoFridgeOffer />
        <ol aria-label="First steps" className="mt-6 space-y-3">
          {FIRST_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-4 rounded-3xl border border-line bg-raised p-5 shadow-sm">
              <span className="relative grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
                <Icon className="size-6" />
                <span
                  aria-hidden
                  className="absolute -top-2 -left-2 grid size-6 place-items-center rounded-full bg-brand font-bold text-on-brand text-xs"
                >
                  {index + 1}
                </span>
              </span>
              <span>
                <span className="block font-bold text-lg leading-snug">{title}</span>
                <span className="mt-1 block text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </OnboardingFrame>
  );
}
