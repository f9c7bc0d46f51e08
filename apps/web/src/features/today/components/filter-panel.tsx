import { DIETS } from '@larder/kitchen/diet';
import { CUISINES, MEAL_LABELS, MEAL_TYPES } from '@larder/kitchen/recipes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckChips, RadioChips } from '../../../components/ui/chip-choice.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  cuisineLabel,
  dietLabel,
  NO_FILTERS,
  preferenceChips,
  readTakenOff,
  readTodayFilters,
  type SavedRules,
  TIME_CHOICES,
  type TodayFilters,
  timeLabel,
  toggledOff,
  writeTakenOff,
  writeTodayFilters,
} from '../today-filters.ts';

const ANY = 'any';
const MEAL_OPTIONS = [
  { value: ANY, label: 'Any meal' },
  ...MEAL_TYPES.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] })),
];
const TIME_OPTIONS = [
  { value: ANY, label: 'Any time' },
  ...TIME_CHOICES.map((minutes) => ({ value: String(minutes), label: timeLabel(minutes) })),
];
const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: dietLabel(diet) }));

interface FilterPanelProps {
  saved: SavedRules | null | undefined;
  onClose: () => void;
  /** After "Show recipes" has kept the choices on the device. */
  onApply: () => void;
}

/** Meal, time, cuisine and diet, and the saved preferences on or off: applied with "Show recipes". */
export function FilterPanel({ saved, onClose, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState<TodayFilters>(readTodayFilters);
  const [draftOff, setDraftOff] = useState<SavedRules>(readTakenOff);
  // Every saved preference, on or off, so one taken off can be put back here.
  const every = preferenceChips(saved, { diet: [], allergens: [], dislikes: [] });
  const on = new Set(preferenceChips(saved, draftOff).map((chip) => chip.key));
  return (
    <Dialog open onClose={onClose} title="Filters">
      <div className="space-y-6">
        <RadioChips
          name="filter-meal"
          legend="Meal"
          options={MEAL_OPTIONS}
          value={draft.mealType ?? ANY}
          onChange={(value) =>
            setDraft({ ...draft, mealType: MEAL_TYPES.find((meal) => meal === value) ?? null })
          }
        />
        <RadioChips
          name="filter-time"
          legend="Time"
          options={TIME_OPTIONS}
          value={draft.maxMinutes ? String(draft.maxMinutes) : ANY}
          onChange={(value) => setDraft({ ...draft, maxMinutes: value === ANY ? null : Number(value) })}
        />
        <div>
          <label htmlFor="filter-cuisine" className="mb-2 block font-semibold">
            Cuisine
          </label>
          <select
            id="filter-cuisine"
            value={draft.cuisine ?? ANY}
            onChange={(event) =>
              setDraft({ ...draft, cuisine: event.target.value === ANY ? null : event.target.value })
            }
            className="min-h-12 w-full rounded-2xl border border-line bg-surface px-4 text-base focus-visible:outline-3 focus-visible:outline-brand-strong"
          >
            <option value={ANY}>Any cuisine</option>
            {CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {cuisineLabel(cuisine)}
              </option>
            ))}
          </select>
        </div>
        <CheckChips
          name="filter-diet"
          legend="Diet"
          options={DIET_OPTIONS}
          values={draft.diet}
          onChange={(diet) => setDraft({ ...draft, diet })}
        />
        {every.length > 0 ? (
          <CheckChips
            name="filter-saved"
            legend="From your profile"
            hint={
              <>
                Off here changes these suggestions only.{' '}
                <Link to="/profile" className="font-semibold text-brand underline" onClick={onClose}>
                  Edit in Profile
                </Link>
              </>
            }
            options={every.map((chip) => ({ value: chip.key, label: chip.label }))}
            values={every.filter((chip) => on.has(chip.key)).map((chip) => chip.key)}
            onChange={(kept) =>
              setDraftOff(
                every.reduce((next, chip) => toggledOff(next, chip.key, !kept.includes(chip.key)), draftOff),
              )
            }
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDraft({ ...NO_FILTERS, search: draft.search })}>
            Clear filters
          </Button>
          <Button
            onClick={() => {
              writeTodayFilters(draft);
              writeTakenOff(draftOff);
              onApply();
            }}
          >
            Show recipes
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
