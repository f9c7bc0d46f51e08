import { Clock } from 'lucide-react';
import { expiryLabel, USE_SOON_DAYS } from '../demo-fridge.ts';

/** "Tomorrow" or "4 days": how long an item keeps, in tomato when it should be used soon. */
export function ExpiryBadge({ days }: { days: number }) {
  const soon = days <= USE_SOON_DAYS;
  const spoken = days <= 1 ? `Use by ${expiryLabel(days).toLowerCase()}` : `Use within ${days} days`;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-sm ${
        soon ? 'bg-danger/10 text-danger' : 'bg-sunken text-muted'
      }`}
    >
      <Clock className="hidden size-3.5 sm:block" />
      <span className="sr-only">{spoken}</span>
      <span aria-hidden>{expiryLabel(days)}</span>
    </span>
  );
}
