import { CloudOff, CloudUpload, Refrigerator } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { usePantry } from '../../../lib/pantry-cache.ts';
import { PantryEntry } from './pantry-entry.tsx';
import { PantryList } from './pantry-list.tsx';

const EditItemDialog = lazy(async () => ({
  default: (await import('./edit-item-dialog.tsx')).EditItemDialog,
}));

type Pantry = ReturnType<typeof usePantry>;

/** What's in the kitchen: fast entry on top, then every item, the soonest to go off first. */
export function PantryPanel({ pantry, today }: { pantry: Pantry; today: string }) {
  const [editing, setEditing] = useState<string | null>(null);
  const item = pantry.items.find((candidate) => candidate.id === editing);
  const count = pantry.items.length;
  return (
    <section
      aria-labelledby="pantry-title"
      className="min-w-0 rounded-3xl border border-line bg-raised p-3 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="pantry-title" className="font-bold text-xl">
          Your pantry
        </h2>
        {count > 0 && !pantry.isLoading ? (
          <span className="text-muted text-sm">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        ) : null}
      </div>
      <SyncStatus pending={pantry.pendingCount} offline={pantry.isOfflineCopy} />
      <PantryEntry />
      <div className="mt-4">
        {pantry.isLoading ? (
          <div role="status" aria-label="Loading your pantry" className="space-y-2">
            {/* As tall as the rows they stand for (pantry-row.tsx: a 56 px button in a 1 px border). */}
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-[3.625rem] animate-pulse rounded-2xl bg-sunken" />
            ))}
          </div>
        ) : count === 0 ? (
          <EmptyPantry />
        ) : (
          <PantryList items={pantry.items} today={today} onEdit={(chosen) => setEditing(chosen.id)} />
        )}
      </div>
      {item ? (
        <Suspense fallback={null}>
          <EditItemDialog item={item} today={today} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function SyncStatus({ pending, offline }: { pending: number; offline: boolean }) {
  if (pending === 0 && !offline) return <p role="status" className="sr-only" />;
  return (
    <p role="status" className="mb-3 flex items-start gap-2 rounded-2xl bg-sunken px-3 py-2 text-sm">
      {pending > 0 ? (
        <CloudUpload aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <span>
        {pending > 0
          ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync. Saved on this device.`
          : "Offline: showing what's saved on this device."}
      </span>
    </p>
  );
}

function EmptyPantry() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed px-4 py-8 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <Refrigerator aria-hidden="true" className="size-8" />
      </span>
      <p className="font-semibold text-lg">Nothing in your pantry yet</p>
      <p className="max-w-sm text-muted">
        Add what's in your fridge and cupboards. Larder puts what goes off first at the top and cooks with it,
        so less ends up in the bin.
      </p>
    </div>
  );
}
