import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useReducer, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { readFlag } from '../../../lib/storage.ts';

// The chips, the panel and the filters' rules load when needed: none is part of Today's first load.
const FilterChips = lazy(async () => ({ default: (await import('./filter-chips.tsx')).FilterChips }));
const FilterPanel = lazy(async () => ({ default: (await import('./filter-panel.tsx')).FilterPanel }));

type Rules = { diet: readonly string[]; allergens: readonly string[]; dislikes: readonly string[] };

/**
 * Whether a filter, a search or a saved preference may narrow the ask: only then do the chips and the
 * filters' rules load (a cleared filter leaves nothing kept: `writeTodayFilters`).
 */
export function filtersInUse(saved: Rules | null | undefined): boolean {
  return (
    readFlag('larder_today_filters') !== null ||
    readFlag('larder_preferences_off') !== null ||
    Boolean(saved && saved.diet.length + saved.allergens.length + saved.dislikes.length > 0)
  );
}

/**
 * "Search recipes", the Filters button and the filters in use as removable chips, beside the goal. What
 * the cook picks is kept on the device (today-filters.ts); `onAsk` asks again, `always` when the cook
 * asked (a search, the panel's "Show recipes"), otherwise only when suggestions are on screen.
 */
export function FindBar({
  saved,
  onAsk,
}: {
  saved: Rules | null | undefined;
  onAsk: (always: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  // Each change is written to the device first; this redraws the chips from there.
  const [version, redraw] = useReducer((n: number) => n + 1, 0);
  const changed = (always: boolean) => {
    redraw();
    onAsk(always);
  };
  const inUse = filtersInUse(saved);
  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark as <search> is, which jsdom (the unit tests' DOM) does not know */}
      <form
        role="search"
        aria-label="Recipes"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const text = String(new FormData(form).get('search') ?? '');
          // The search asked for shows as a chip ("“leeks” ×"); the field is ready for the next one.
          form.reset();
          const { readTodayFilters, writeTodayFilters } = await import('../today-filters.ts');
          writeTodayFilters({ ...readTodayFilters(), search: text });
          changed(true);
        }}
      >
        <label htmlFor="recipe-search" className="mb-2 block font-semibold">
          Search recipes
        </label>
        <div className="flex gap-2">
          <input
            id="recipe-search"
            name="search"
            type="search"
            maxLength={100}
            placeholder="something with leeks"
            autoComplete="off"
            className="min-h-12 min-w-0 flex-1 rounded-2xl border border-line bg-surface px-4 placeholder:text-muted focus-visible:outline-3 focus-visible:outline-brand-strong"
          />
          <Button type="submit" variant="secondary" aria-label="Search">
            <Search aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </form>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-full"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        Filters
      </Button>
      <Suspense fallback={null}>
        {inUse ? <FilterChips key={version} saved={saved} onChange={() => changed(false)} /> : null}
        {open ? (
          <FilterPanel
            saved={saved}
            onClose={() => setOpen(false)}
            onApply={() => {
              setOpen(false);
              changed(true);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
