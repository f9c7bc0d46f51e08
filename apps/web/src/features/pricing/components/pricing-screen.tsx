import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { ArrowLeft, Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { proBenefits } from '../../pro/pro-benefits.ts';
import { useBuyPro } from '../../pro/use-buy-pro.ts';
import { planPrices } from '../plan-prices.ts';
import { FeatureTable } from './feature-table.tsx';
import { PriceCard } from './price-card.tsx';
import { PricingFaq } from './pricing-faq.tsx';

/** /pricing: Free against Pro, monthly and yearly, with this server's prices. */
export function PricingScreen() {
  const { pro } = usePublicConfig();
  const prices = planPrices(pro);
  const benefits = proBenefits(pro);
  const [params] = useSearchParams();
  const { buy, buying, problem } = useBuyPro();
  const choose = (plan: 'monthly' | 'yearly') => (
    <Button
      variant={plan === 'yearly' ? 'primary' : 'secondary'}
      className="w-full"
      disabled={!pro.purchasable || buying !== null}
      aria-describedby={pro.purchasable ? undefined : 'pricing-not-available'}
      onClick={() => void buy(plan)}
    >
      {buying === plan ? 'Opening checkout…' : `Choose ${plan}`}
    </Button>
  );

  return (
    <Page width="wide" title="Pricing" lead={`Start free. Go Pro when you want ${benefits.lead}.`}>
      {pro.purchasable ? null : (
        <p id="pricing-not-available" className="mb-6 flex gap-3 rounded-2xl bg-sunken p-4">
          <Info className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>
            <strong>Pro is not sold on this server.</strong>{' '}
            {pro.freeRecipesPerDay === null
              ? 'Everything works without it here, with no daily limit.'
              : `Free accounts get ${pro.freeRecipesPerDay} recipes a day here.`}{' '}
            The prices below are what Pro costs where it is sold.
          </span>
        </p>
      )}
      {params.get('checkout') === 'cancelled' ? (
        <p role="status" className="mb-6 rounded-2xl bg-sunken p-4">
          Checkout was cancelled. Nothing was charged.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-6 rounded-2xl bg-sunken p-4 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
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
          details={[...benefits.lines, 'Cancel any time']}
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
      <FeatureTable aiChef={pro.aiChef} purchasable={pro.purchasable} />
      <PricingFaq />
      <ButtonLink to="/today" variant="ghost" className="mt-10 -ml-3">
        <ArrowLeft className="size-5" />
        Back to Today
      </ButtonLink>
    </Page>
  );
}
