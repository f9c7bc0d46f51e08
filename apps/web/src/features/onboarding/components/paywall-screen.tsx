import { CalendarCheck, Info, type LucideIcon, Sparkles, Infinity as Unlimited } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { writeFlag } from '../../../lib/storage.ts';
import { useBuyPro } from '../../pro/use-buy-pro.ts';
import { stepPath } from '../onboarding-flow.ts';
import { proPlanPrices } from '../pro-price.ts';
import { OnboardingFrame, StepHeading } from './onboarding-frame.tsx';
import { PlanOption } from './plan-option.tsx';
import { BackLink, NextLink } from './step-nav.tsx';

const PRO_FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Unlimited,
    title: 'Unlimited recipes',
    text: 'Cook something new as often as you like, every day.',
  },
  {
    icon: CalendarCheck,
    title: 'Monthly or yearly',
    text: 'Cancel any time from your profile; Pro runs to the end of the period.',
  },
];

const AI_CHEF = {
  icon: Sparkles,
  title: 'The AI chef',
  text: 'Recipes written by an AI model for your fridge and goal, checked against your diet.',
};

/** Step 4: the Pro plans with the server's prices, and an honest way to continue free. */
export function PaywallScreen() {
  const { pro } = usePublicConfig();
  const prices = proPlanPrices(pro);
  const { buy, problem } = useBuyPro();

  useEffect(() => writeFlag('hasSeenOnboardingPro', 'true'), []);

  const yearlyDetails = [
    ...(prices.yearlyPerMonth ? [`${prices.yearlyPerMonth} a month, billed yearly`] : []),
    ...(prices.yearlySaving ? [`Save ${prices.yearlySaving} a year compared with monthly`] : []),
  ];

  return (
    <OnboardingFrame
      step="paywall"
      actions={
        <>
          <BackLink step="paywall" />
          <NextLink to={stepPath('reinforcement')}>Continue free</NextLink>
        </>
      }
    >
      <StepHeading
        title="Cook without limits with Larder Pro"
        lead={`Free gives you a daily recipe allowance. Pro lifts the limit${pro.aiChef ? ' and adds the AI chef' : ''}.`}
      />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-12">
        <div>
          {pro.purchasable ? null : (
            <p id="pro-not-available" className="mb-5 flex gap-3 rounded-2xl bg-sunken p-4">
              <Info className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>
                <strong>Pro is not sold on this server.</strong> Everything in the free plan works, so
                continue free.
              </span>
            </p>
          )}
          {problem ? (
            <p role="alert" className="mb-5 rounded-2xl bg-sunken p-4 font-semibold text-danger">
              {problem}
            </p>
          ) : null}
          <div className="grid grid-cols-1 gap-5 pt-3 sm:grid-cols-2">
            <PlanOption
              name="Yearly"
              price={prices.yearly}
              period="a year"
              details={yearlyDetails}
              badge={prices.yearlySavingPercent ? `Save ${prices.yearlySavingPercent}%` : null}
              featured
              purchasable={pro.purchasable}
              onChoose={() => void buy('yearly')}
            />
            <PlanOption
              name="Monthly"
              price={prices.monthly}
              period="a month"
              details={['Billed every month', 'Cancel any time']}
              purchasable={pro.purchasable}
              onChoose={() => void buy('monthly')}
            />
          </div>
          {pro.purchasable ? (
            <p className="mt-4 text-muted text-sm">
              Pro renews automatically until you cancel. See the{' '}
              <Link to="/legal/terms#pro-subscription" className="font-semibold text-brand underline">
                terms
              </Link>
              .
            </p>
          ) : null}
        </div>
        <ul className="space-y-4 lg:order-first">
          {[...PRO_FEATURES.slice(0, 1), ...(pro.aiChef ? [AI_CHEF] : []), ...PRO_FEATURES.slice(1)].map(
            ({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="block font-bold text-lg">{title}</span>
                  <span className="block text-muted">{text}</span>
                </span>
              </li>
            ),
          )}
        </ul>
      </div>
    </OnboardingFrame>
  );
}
