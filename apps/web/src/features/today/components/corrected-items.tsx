import { Undo2 } from 'lucide-react';

/** A typo read as a food when the item was added. */
export interface CorrectedItem {
  id: string;
  typed: string;
  name: string;
}

interface CorrectedItemsProps {
  items: CorrectedItem[];
  onUndo: (item: CorrectedItem) => void;
}

/** What the kitchen understood ("brocoli → broccoli"), each with one tap to keep the name as typed. */
export function CorrectedItems({ items, onUndo }: CorrectedItemsProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Typos we corrected" className="mt-2 space-y-1.5">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex min-h-12 items-center justify-between gap-2 rounded-xl bg-sunken/60 py-1 pr-1 pl-3"
        >
          <span>
            <span aria-hidden="true">
              {item.typed} → <strong>{item.name}</strong>
            </span>
            <span className="sr-only">
              Read {item.typed} as {item.name}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onUndo(item)}
            aria-label={`Undo: keep “${item.typed}” as typed`}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center gap-1.5 rounded-xl px-3 font-semibold text-brand hover:bg-brand-soft"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Undo
          </button>
        </li>
      ))}
    </ul>
  );
}
