import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { Check, Crown } from 'lucide-react';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { proBenefits } from '../../pro/pro-benefits.ts';

const FREE = [
  'The first recipe is free',
  `${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today after sign-up`,
  'Your fridge, weekly plans and shopping list',
  'Hands-free cooking mode',
];

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Free and Pro side by side, in the words of spec §1 for the free allowance. */
export function PlanCompare() {
  const { pro } = usePublicConfig();
  return (
    <section aria-labelledby="plan-compare-title" className="mt-10">
      <h2 id="plan-compare-title" className="font-bold text-2xl">
        Free to start. Pro when you want more.
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:gap-5">
        <div className="rounded-3xl border border-line bg-raised p-5">
          <h3 className="font-bold text-xl">Free</h3>
          <Features items={FREE} />
        </div>
        <div className="rounded-3xl border-2 border-brand bg-brand-soft p-5">
          <h3 className="flex items-center gap-2 font-bold text-xl">
            <Crown className="size-5 text-brand" />
            Larder Pro
          </h3>
          <Features items={[...proBenefits(pro).lines, 'Everything in Free']} />
        </div>
      </div>
    </section>
  );
}
