import type { CookPreferences, UnitSystem } from '@larder/domain/api/preferences';
import { Check, CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type ChipOption, RadioChips } from '../../../components/ui/chip-choice.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { GOAL_OPTIONS } from '../../plan-wizard/choices.ts';
import { DietFields } from '../../plan-wizard/components/diet-step.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';

const UNIT_OPTIONS: readonly ChipOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];
const HOUSEHOLD = { min: 1, max: 12 };

/** The card: a titled region, as the other sections of Profile and Settings are. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="preferences-title"
      className="rounded-3xl border border-line bg-raised p-5 shadow-sm lg:p-6"
    >
      <h2 id="preferences-title" className="font-bold text-xl">
        Your preferences
      </h2>
      <p className="mt-1 text-muted">Today and the plan wizard start from these.</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * "Your preferences" (Profile): diet, allergens, foods disliked, household size, units and the goal (what matters most) in
 * one place. Today's suggestions hold the diet, allergens and dislikes; its goal and servings and the plan
 * wizard start from the rest.
 */
export function PreferencesSection() {
  const { user } = useSession();
  const query = usePreferences(user?.id);

  if (query.data) {
    // The form starts from the first answer; what the cook changes stays while the query refreshes.
    return (
      <Frame>
        <PreferencesForm initial={query.data.preferences} />
      </Frame>
    );
  }
  return (
    <Frame>
      {query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="flex items-start gap-2 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {failureText(query.error)}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p aria-busy="true" className="text-muted">
          Loading your preferences…
        </p>
      )}
    </Frame>
  );
}

function PreferencesForm({ initial }: { initial: CookPreferences }) {
  const { user } = useSession();
  const save = useSavePreferences(user?.id);
  const [draft, setDraft] = useState<CookPreferences>(initial);
  const update = (change: Partial<CookPreferences>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (!save.isPending) save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate(draft);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Your preferences" className="flex flex-col gap-6">
      <DietFields name="preferences-" choices={draft} update={update} />
      <Stepper
        label="Household size"
        value={draft.householdSize}
        min={HOUSEHOLD.min}
        max={HOUSEHOLD.max}
        unit={(n) => (n === 1 ? 'person' : 'people')}
        onChange={(householdSize) => update({ householdSize })}
      />
      <RadioChips
        name="preferences-units"
        legend="Units"
        hint="Centimetres and kilograms, or feet, inches and pounds, for your details in the plan wizard."
        options={UNIT_OPTIONS}
        value={draft.units}
        onChange={(units) => update({ units })}
      />
      <RadioChips
        name="preferences-goal"
        legend="What matters most"
        hint="Today and the plan wizard start from it."
        options={GOAL_OPTIONS}
        value={draft.goal}
        onChange={(goal) => update({ goal })}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
        <p role="status" className="flex items-center gap-1.5 font-semibold text-brand">
          {save.isSuccess ? (
            <>
              <Check aria-hidden="true" className="size-5" />
              Saved
            </>
          ) : null}
        </p>
      </div>
      {save.isError ? (
        <p role="alert" className="-mt-2 flex items-start gap-2 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {failureText(save.error)}
        </p>
      ) : null}
    </form>
  );
}
