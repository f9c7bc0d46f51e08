import { CalendarRange, Leaf, type LucideIcon, Mic, ShoppingBasket } from 'lucide-react';
import { stepPath } from '../onboarding-flow.ts';
import { OnboardingFrame, StepHeading } from './onboarding-frame.tsx';
import { PlanCompare } from './plan-compare.tsx';
import { BackLink, NextLink } from './step-nav.tsx';

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

const BENEFITS: readonly Benefit[] = [
  {
    icon: Leaf,
    title: 'Use food before it spoils',
    text: 'Whatever is closest to its date comes first in every suggestion, so less ends up in the bin.',
  },
  {
    icon: CalendarRange,
    title: 'Plan the week toward a goal',
    text: 'Quick dinners, more protein, lighter meals or a tighter budget: a week of meals that fits, built from your fridge first.',
  },
  {
    icon: ShoppingBasket,
    title: "Shop only for what's missing",
    text: 'The shopping list is your plan minus what you already have, grouped by aisle.',
  },
  {
    icon: Mic,
    title: 'Cook hands-free',
    text: 'One step at a time in large type, with timers, and read-aloud and voice commands where your device supports them.',
  },
];

/** Step 3: what Larder does, and what Pro adds to the free allowance. */
export function BenefitsScreen() {
  return (
    <OnboardingFrame
      step="benefits"
      actions={
        <>
          <BackLink step="benefits" />
          <NextLink to={stepPath('paywall')}>Continue</NextLink>
        </>
      }
    >
      <StepHeading
        title="Cook more, waste less, think less"
        lead="Larder keeps an eye on your food so you don't have to."
      />
      <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:gap-5">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-3xl border border-line bg-raised p-5 shadow-sm">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block font-bold text-lg leading-snug">{title}</span>
              <span className="mt-1 block text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <PlanCompare />
    </OnboardingFrame>
  );
}
