import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { savePantryEdit } from '../../../lib/pantry-edits.ts';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { sortExpiringFirst } from '../expiry.ts';
import { capitalise, PantryRow } from './pantry-row.tsx';

/** Phones show this many, then "Show all"; desktop shows everything. */
const FIRST_ITEMS = 8;

interface PantryListProps {
  items: PantryItemView[];
  today: string;
  onEdit: (item: PantryItemView) => void;
}

/** The pantry, the soonest to go off first. */
export function PantryList({ items, today, onEdit }: PantryListProps) {
  const [showAll, setShowAll] = useState(false);
  const sorted = sortExpiringFirst(items, today);
  const hidden = sorted.length - FIRST_ITEMS;
  return (
    <>
      <ul className="space-y-2" aria-label="Pantry items, expiring first">
        {sorted.map((item, index) => (
          <PantryRow
            key={item.id}
            className={!showAll && index >= FIRST_ITEMS ? 'max-lg:hidden' : ''}
            item={item}
            today={today}
            onEdit={() => onEdit(item)}
            onUsed={() => {
              savePantryEdit({ kind: 'used', itemId: item.id, name: item.name });
              toast({ title: `${capitalise(item.name)} used up`, tone: 'success' });
            }}
            onAcceptSuggestion={() => {
              const suggestion = item.suggestion;
              if (!suggestion) return;
              savePantryEdit({
                kind: 'update',
                itemId: item.id,
                changes: { name: suggestion.name },
                preview: { ingredientId: suggestion.ingredientId },
              });
            }}
          />
        ))}
      </ul>
      {hidden > 0 && !showAll ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl font-semibold text-brand hover:bg-brand-soft lg:hidden"
        >
          Show all {sorted.length} items
        </button>
      ) : null}
    </>
  );
}
