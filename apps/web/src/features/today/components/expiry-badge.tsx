import { CalendarDays, CircleAlert, Clock } from 'lucide-react';
import type { Expiry, ExpiryTone } from '../expiry.ts';

const TONES: Record<ExpiryTone, string> = {
  expired: 'bg-danger text-on-danger',
  urgent: 'bg-danger/8 text-danger ring-1 ring-danger/40',
  soon: 'bg-butter-100 text-amber-900 ring-1 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200',
  later: 'bg-sunken text-muted',
};

const ICONS = { expired: CircleAlert, urgent: Clock, soon: Clock, later: CalendarDays };

/** How long an item keeps: colour for a glance, words for certainty ("Expired", "Tomorrow", "4 days"). */
export function ExpiryBadge({ expiry, estimated }: { expiry: Expiry; estimated: boolean }) {
  const Icon = ICONS[expiry.tone];
  return (
    <span
      data-tone={expiry.tone}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 font-semibold text-sm ${TONES[expiry.tone]}`}
    >
      <Icon aria-hidden="true" className="hidden size-3.5 sm:block" />
      <span className="sr-only">
        {expiry.spoken}
        {estimated ? ' (estimated)' : ''}
      </span>
      <span aria-hidden="true">
        {estimated && expiry.tone !== 'expired' ? '≈ ' : ''}
        {expiry.label}
      </span>
    </span>
  );
}
