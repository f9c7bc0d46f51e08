import { AISLE_LABELS, aisleRank, shoppingListText } from '@larder/kitchen/shopping';
import { Share2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast-store.ts';
import { platform } from '../../../platform/index.ts';
import { shareText } from '../share-list.ts';
import type { ShoppingItemView } from '../shopping-queue.ts';
import { useShoppingList } from '../use-shopping-list.ts';
import { ShoppingRow } from './shopping-row.tsx';

/**
 * Lines grouped by aisle in shop order, by name within an aisle. A ticked line stays where it is (crossed
 * out): lines that jump away under a finger in a shop make the next tap land on the wrong item.
 */
function byAisle(items: readonly ShoppingItemView[]) {
  const sorted = [...items].sort(
    (a, b) => aisleRank(a.aisle) - aisleRank(b.aisle) || a.name.localeCompare(b.name),
  );
  const groups = new Map<ShoppingItemView['aisle'], ShoppingItemView[]>();
  for (const item of sorted) groups.set(item.aisle, [...(groups.get(item.aisle) ?? []), item]);
  return [...groups];
}

/** "12 things to buy, 3 in your basket". */
function countText(toBuy: number, bought: number): string {
  const left = toBuy === 1 ? '1 thing to buy' : `${toBuy} things to buy`;
  return bought > 0 ? `${left}, ${bought} in your basket` : left;
}

/** The plan's shopping list and the cook's own items; works offline, check-offs sync later. */
export function ShoppingList({ userId }: { userId: string }) {
  const list = useShoppingList(userId);
  const [name, setName] = useState('');
  const toBuy = list.items.filter((item) => !item.checked);
  const bought = list.items.filter((item) => item.checked);

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    list.add(trimmed);
    setName('');
  }

  async function share() {
    const result = await shareText('Shopping list', shoppingListText(list.items));
    if (result === 'copied')
      notify({ title: 'List copied', description: 'Paste it anywhere.', tone: 'success' });
    if (result === 'failed')
      notify({ title: "Couldn't share the list", description: 'Please try again.', tone: 'error' });
  }

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-bold text-2xl">Shopping list</h2>
          <p className="text-muted">{list.isLoading ? 'Loading…' : countText(toBuy.length, bought.length)}</p>
        </div>
        <Button variant="secondary" onClick={() => void share()} disabled={list.items.length === 0}>
          <Share2 aria-hidden="true" className="size-5" /> Share
        </Button>
      </div>
      {list.pendingCount > 0 ? (
        <p role="status" className="mt-3 rounded-2xl bg-sunken p-3">
          {list.pendingCount === 1 ? '1 change' : `${list.pendingCount} changes`} will sync when you're back
          online.
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="mt-3 rounded-2xl bg-sunken p-3">
          You're offline and the list isn't saved on this device yet.
        </p>
      ) : null}
      <p className="mt-3 text-muted">Tick food as you buy it: it goes straight into your pantry.</p>
      <form onSubmit={add} className="mt-3 flex gap-2">
        <label htmlFor="shopping-add" className="sr-only">
          Add an item
        </label>
        <input
          id="shopping-add"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. 2 lemons"
          maxLength={100}
          className={inputClasses(false)}
        />
        <Button type="submit">Add</Button>
      </form>
      {toBuy.length === 0 && !list.isLoading ? (
        <p className="mt-5 text-lg">
          {bought.length > 0
            ? 'All done: everything is in your basket.'
            : 'Nothing to buy: your kitchen has everything on the plan.'}
        </p>
      ) : null}
      {byAisle(list.items).map(([aisle, items]) => (
        <section key={aisle} className="mt-5" aria-label={AISLE_LABELS[aisle]}>
          <h3 className="font-semibold text-muted text-sm uppercase tracking-wide">{AISLE_LABELS[aisle]}</h3>
          <ul className="mt-1">
            {items.map((item) => (
              <ShoppingRow
                key={item.id}
                item={item}
                onChange={(checked) => {
                  // A small tap felt in the hand: in a shop the cook is not always looking at the list.
                  if (checked) void platform().haptics.tap();
                  list.setChecked(item, checked);
                }}
              />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
