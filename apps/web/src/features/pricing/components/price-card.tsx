import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface PriceCardProps {
  name: string;
  price: string;
  period: string;
  details: readonly string[];
  badge?: string | null;
  featured?: boolean;
  /** The card's button or link. */
  action: ReactNode;
}

/** One plan on the pricing page: name, price, what the price means and how to get it. */
export function PriceCard({ name, price, period, details, badge, featured, action }: PriceCardProps) {
  return (
    <section
      aria-label={name}
      className={`relative flex flex-col rounded-3xl bg-raised p-6 ${
        featured ? 'border-2 border-brand shadow-lg' : 'border border-line shadow-sm'
      }`}
    >
      {badge ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-1 font-bold text-on-brand text-sm">
          {badge}
        </span>
      ) : null}
      <h2 className="font-bold text-xl">{name}</h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
        <span className="font-bold text-4xl tracking-tight lg:text-5xl">{price}</span>
        <span className="text-lg text-muted">{period}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {details.map((detail) => (
          <li key={detail} className="flex gap-2.5">
            <Check className="mt-1 size-4 shrink-0 text-brand" />
            <span>{detail}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </section>
  );
}
