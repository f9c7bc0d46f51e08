import type { ReactNode } from 'react';
import type { PantryItemView } from '../../../lib/pantry-types.ts';
import { capitalise } from './pantry-row.tsx';

/**
 * Several batches of one food (rice bought on two days, an opened jar and a closed one): one entry with
 * the food's name and how many batches, then each batch, the one to use first at the top.
 */
export function PantryFoodGroup({
  items,
  className = '',
  children,
}: {
  items: PantryItemView[];
  className?: string;
  children: ReactNode;
}) {
  const name = capitalise(items[0]?.name ?? '');
  return (
    <li data-food={name} className={`rounded-2xl border border-line bg-sunken/40 p-2 ${className}`}>
      <p className="px-2 pb-2 font-semibold">
        {name}{' '}
        <span className="font-normal text-muted text-sm">
          · {items.length} batches, use the top one first
        </span>
      </p>
      <ul
        className="space-y-2"
        aria-label={`${name}: ${items.length} batches, the one to use first at the top`}
      >
        {children}
      </ul>
    </li>
  );
}
