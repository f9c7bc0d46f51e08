import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store.ts';
import { savePantryEdit } from '../../../lib/pantry-edits.ts';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { sortExpiringFirst } from '../expiry.ts';
import { groupByFood } from '../pantry-groups.ts';
import { PantryFoodGroup } from './pantry-food-group.tsx';
import { capitalise, PantryRow } from './pantry-row.tsx';

/** Phones show this many, then "Show all"; desktop shows everything. */
const FIRST_ITEMS = 8;

interface PantryListProps {
  items: PantryItemView[];
  today: string;
  onEdit: (item: PantryItemView) => void;
}

/** The pantry, the soonest to go off first; the batches of one food together (decision 020). */
export function PantryList({ items, today, onEdit }: PantryListProps) {
  const [showAll, setShowAll] = useState(false);
  const sorted = sortExpiringFirst(items, today);
  const groups = groupByFood(sorted);
  const hidden = groups.length - FIRST_ITEMS;
  const lit = useItemFromReminder(items, setShowAll);
  const row = (item: PantryItemView, className = '') => (
    <PantryRow
      key={item.id}
      className={`${className} ${item.id === lit ? 'ring-4 ring-brand/50' : ''}`}
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
  );
  return (
    <>
      <ul className="space-y-2" aria-label="Pantry items, expiring first">
        {groups.map((group, index) => {
          const hide = !showAll && index >= FIRST_ITEMS ? 'max-lg:hidden' : '';
          const [only] = group.items;
          if (only && group.items.length === 1) return row(only, hide);
          return (
            <PantryFoodGroup key={group.key} items={group.items} className={hide}>
              {group.items.map((item) => row(item))}
            </PantryFoodGroup>
          );
        })}
      </ul>
      {hidden > 0 && !showAll ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl font-semibold text-brand hover:bg-brand-soft lg:hidden"
        >
          Show all {groups.length} foods
        </button>
      ) : null}
    </>
  );
}

/**
 * A use-it-up reminder opens `/today?item={id}`: that item is shown (all of the list, if need be),
 * scrolled to, focused and lit for a moment. Answers the id while it is lit.
 */
function useItemFromReminder(items: PantryItemView[], showAll: (all: boolean) => void): string | null {
  const wanted = useSearchParams()[0].get('item');
  const found = items.some((item) => item.id === wanted);
  const [lit, setLit] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !found) return;
    showAll(true);
    setLit(wanted);
    const timer = setTimeout(() => setLit(null), 2_500);
    return () => clearTimeout(timer);
  }, [wanted, found, showAll]);
  useEffect(() => {
    if (!lit) return;
    const row = document.getElementById(`pantry-item-${lit}`);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector('button')?.focus({ preventScroll: true });
  }, [lit]);
  return lit;
}
