import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface PlanOptionProps {
  name: string;
  price: string;
  period: string;
  details: string[];
  badge?: string | null;
  featured?: boolean;
  purchasable: boolean;
  onChoose: () => void;
}

/** One Pro plan: its price, what the price means, and a button that is disabled while Pro is not sold. */
export function PlanOption({
  name,
  price,
  period,
  details,
  badge,
  featured,
  purchasable,
  onChoose,
}: PlanOptionProps) {
  return (
    <div
      className={`relative flex flex-col rounded-3xl p-5 lg:p-6 ${
        featured ? 'border-2 border-brand bg-raised shadow-md' : 'border border-line bg-raised'
      }`}
    >
      {badge ? (
        <span className="absolute -top-3 right-5 rounded-full bg-brand px-3 py-1 font-bold text-on-brand text-sm">
          {badge}
        </span>
      ) : null}
      <h2 className="font-bold text-xl">{name}</h2>
      <p className="mt-2 flex items-baseline gap-1.5">
        <span className="font-bold text-4xl tracking-tight">{price}</span>
        <span className="text-lg text-muted">{period}</span>
      </p>
      <ul className="mt-3 flex-1 space-y-1.5">
        {details.map((detail) => (
          <li key={detail} className="flex gap-2 text-muted">
            <Check className="mt-1 size-4 shrink-0 text-brand" />
            <span>{detail}</span>
          </li>
        ))}
      </ul>
      <Button
        variant={featured ? 'primary' : 'secondary'}
        className="mt-5 w-full"
        disabled={!purchasable}
        aria-describedby={purchasable ? undefined : 'pro-not-available'}
        onClick={onChoose}
      >
        Choose {name.toLowerCase()}
      </Button>
    </div>
  );
}
