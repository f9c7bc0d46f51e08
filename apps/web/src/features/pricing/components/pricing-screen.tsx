import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { ArrowLeft, Info } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { planPrices } from '../plan-prices.ts';
import { FeatureTable } from './feature-table.tsx';
import { PriceCard } from './price-card.tsx';
import { PricingFaq } from './pricing-faq.tsx';

/** Where a chosen plan goes once this server sells Pro: the profile, which holds the subscription. */
const UPGRADE_PATH = '/profile';

/** /pricing: Free against Pro, monthly and yearly, with this server's prices. */
export function PricingScreen() {
  const { pro } = usePublicConfig();
  const prices = planPrices(pro);
  const navigate = useNavigate();
  const choose = (plan: 'monthly' | 'yearly') => (
    <Button
      variant={plan === 'yearly' ? 'primary' : 'secondary'}
      className="w-full"
      disabled={!pro.purchasable}
      aria-describedby={pro.purchasable ? undefined : 'pricing-not-available'}
      onClick={() => navigate(`${UPGRADE_PATH}?upgrade=${plan}`)}
    >
      Choose {plan}
    </Button>
  );

  return (
    <Page
      width="wide"
      title="Pricing"
      lead="Start free. Go Pro when you want unlimited recipes and AI-powered plans."
    >
      {pro.purchasable ? null : (
        <p id="pricing-not-available" className="mb-6 flex gap-3 rounded-2xl bg-sunken p-4">
          <Info className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>
            <strong>Pro purchases are not available on this server yet.</strong> Everything in Free works
            today; the prices below are what Pro will cost here.
          </span>
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 pt-3 md:grid-cols-3">
        <PriceCard
          name="Free"
          price={prices.free}
          period="forever"
          details={[
            'The first recipe is free',
            `${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today after sign-up`,
            'Fridge, plans and shopping list',
          ]}
          action={
            <ButtonLink to="/today" variant="secondary" className="w-full">
              Start cooking free
            </ButtonLink>
          }
        />
        <PriceCard
          name="Pro monthly"
          price={prices.monthly}
          period="a month"
          details={['Unlimited recipes', 'AI-powered recipes and plans', 'Cancel any time']}
          action={choose('monthly')}
        />
        <PriceCard
          name="Pro yearly"
          price={prices.yearly}
          period="a year"
          featured
          badge={prices.yearlySavingPercent ? `Save ${prices.yearlySavingPercent}%` : 'Best value'}
          details={[
            ...(prices.yearlyPerMonth ? [`${prices.yearlyPerMonth} a month, billed yearly`] : []),
            ...(prices.yearlySaving ? [`Save ${prices.yearlySaving} a year against monthly`] : []),
            'Everything in Pro monthly',
          ]}
          action={choose('yearly')}
        />
      </div>
      {pro.purchasable ? (
        <p className="mt-5 text-muted">
          Pro renews automatically until you cancel. Prices are in {pro.currency}.
        </p>
      ) : null}
      <FeatureTable />
      <PricingFaq />
      <ButtonLink to="/today" variant="ghost" className="mt-10 -ml-3">
        <ArrowLeft className="size-5" />
        Back to Today
      </ButtonLink>
    </Page>
  );
}
