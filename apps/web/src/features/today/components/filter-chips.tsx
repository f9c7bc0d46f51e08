import { X } from 'lucide-react';
import { Link } from 'react-router';
import {
  type FilterChip,
  filterChips,
  preferenceChips,
  readTakenOff,
  readTodayFilters,
  type SavedRules,
  toggledOff,
  withoutFilter,
  writeTakenOff,
  writeTodayFilters,
} from '../today-filters.ts';

function RemovableChip({ chip, onRemove }: { chip: FilterChip; onRemove: () => void }) {
  return (
    <li className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand/50 bg-brand-soft pl-4 font-semibold">
      {chip.label}
      <button
        type="button"
        aria-label={`Remove filter: ${chip.label}`}
        onClick={onRemove}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand/15 focus-visible:outline-3 focus-visible:outline-brand-strong"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/**
 * The filters in use and the saved preferences that hold, as removable chips ("Vegetarian ×"), with the
 * way to Profile. Loaded only when there is one to show (not part of Today's first load).
 */
export function FilterChips({
  saved,
  onChange,
}: {
  saved: SavedRules | null | undefined;
  onChange: () => void;
}) {
  const filters = readTodayFilters();
  const off = readTakenOff();
  const preferences = preferenceChips(saved, off);
  const anySaved = preferences.length > 0 || off.diet.length + off.allergens.length + off.dislikes.length > 0;
  return (
    <>
      <ul aria-label="Filters in use" className="flex flex-wrap gap-2">
        {filterChips(filters).map((chip) => (
          <RemovableChip
            key={chip.key}
            chip={chip}
            onRemove={() => {
              writeTodayFilters(withoutFilter(filters, chip.key));
              onChange();
            }}
          />
        ))}
        {preferences.map((chip) => (
          <RemovableChip
            key={`saved-${chip.key}`}
            chip={chip}
            onRemove={() => {
              writeTakenOff(toggledOff(off, chip.key, true));
              onChange();
            }}
          />
        ))}
      </ul>
      {anySaved ? (
        <p className="text-muted text-sm">
          Your saved diet, allergies and dislikes apply; removing one changes these suggestions only.{' '}
          <Link
            to="/profile"
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            Edit in Profile
          </Link>
        </p>
      ) : null}
    </>
  );
}
