import { formatAmount } from '@larder/kitchen/words';
import { Check, CloudUpload, Lightbulb } from 'lucide-react';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { expiryOf } from '../expiry.ts';
import { ExpiryBadge } from './expiry-badge.tsx';

const PLACES = { fridge: 'Fridge', freezer: 'Freezer', cupboard: 'Cupboard' } as const;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface PantryRowProps {
  item: PantryItemView;
  today: string;
  onEdit: () => void;
  onUsed: () => void;
  onAcceptSuggestion: () => void;
  className?: string;
}

/** One item: tap to edit; a quick "used up"; an unknown name offers the close catalog match. */
export function PantryRow({
  item,
  today,
  onEdit,
  onUsed,
  onAcceptSuggestion,
  className = '',
}: PantryRowProps) {
  const expiry = expiryOf(item.expiresOn, today);
  const amount = formatAmount(item.quantity, item.unit);
  const urgent = expiry && (expiry.tone === 'expired' || expiry.tone === 'urgent');
  return (
    <li
      data-name={item.name}
      id={`pantry-item-${item.id}`}
      data-pending={item.pending || undefined}
      className={`rounded-2xl border bg-surface transition-shadow ${urgent ? 'border-danger/40' : 'border-line'} ${className}`}
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={onEdit}
          className="flex min-h-14 min-w-0 flex-1 items-center gap-2 rounded-2xl py-2 pr-1 pl-3 text-left hover:bg-sunken/60"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold leading-snug">
              <span className="sr-only">Edit </span>
              {capitalise(item.name)}
            </span>
            <span className="flex flex-wrap items-center gap-x-2 text-muted text-sm">
              {amount ? <span>{amount}</span> : null}
              <span>{PLACES[item.place]}</span>
              {item.ingredientId === null ? <span>Not in our list</span> : null}
              {item.pending ? (
                <span className="inline-flex items-center gap-1 font-medium text-text">
                  <CloudUpload aria-hidden="true" className="size-3.5" />
                  Waiting to sync
                </span>
              ) : null}
            </span>
          </span>
          {expiry ? <ExpiryBadge expiry={expiry} estimated={item.expiryEstimated} /> : null}
        </button>
        <button
          type="button"
          onClick={onUsed}
          aria-label={`Mark ${item.name} as used up`}
          title="Used up"
          className="mr-1 grid size-12 shrink-0 place-items-center rounded-xl text-muted hover:bg-brand-soft hover:text-brand"
        >
          <Check aria-hidden="true" className="size-5" />
        </button>
      </div>
      {item.suggestion ? (
        <div className="px-3 pb-2">
          <button
            type="button"
            onClick={onAcceptSuggestion}
            className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-soft px-3 text-left font-semibold text-brand hover:bg-brand-soft/70 dark:text-brand-strong"
          >
            <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{item.name}: </span>
            Did you mean {item.suggestion.name}?
          </button>
        </div>
      ) : null}
    </li>
  );
}
