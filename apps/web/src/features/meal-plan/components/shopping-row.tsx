import { itemLabel } from '@larder/kitchen/shopping';
import { CloudUpload } from 'lucide-react';
import { useId } from 'react';
import type { ShoppingItemView } from '../shopping-queue.ts';

/** One line to buy: a large checkbox; what it is for, and whether it still waits for the server. */
export function ShoppingRow({
  item,
  onChange,
}: {
  item: ShoppingItemView;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const label = itemLabel(item);
  return (
    <li>
      <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl px-2 py-3 hover:bg-sunken has-focus-visible:outline-3 has-focus-visible:outline-brand-strong">
        <input
          type="checkbox"
          checked={item.checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${id}-name`}
          aria-describedby={item.forRecipes.length > 0 ? `${id}-for` : undefined}
          className="mt-0.5 size-6 shrink-0 accent-(--brand)"
        />
        <span className="min-w-0 flex-1">
          <span
            id={`${id}-name`}
            className={`block text-lg ${item.checked ? 'text-muted line-through' : 'font-semibold'}`}
          >
            {label}
          </span>
          {item.forRecipes.length > 0 ? (
            <span
              id={`${id}-for`}
              className={`block text-muted text-sm ${item.checked ? 'line-through' : ''}`}
            >
              For {item.forRecipes.join(', ')}
            </span>
          ) : null}
        </span>
        {item.pending ? (
          <CloudUpload aria-label="Waiting to sync" className="mt-1 size-5 shrink-0 text-muted" />
        ) : null}
      </label>
    </li>
  );
}
