import { ALLERGENS, DIETS } from '@larder/kitchen/diet';
import type { PlanAnswers } from '@larder/kitchen/planning';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { CheckChips } from '../../../components/ui/chip-choice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ALLERGEN_LABELS, addDislikes, DIET_LABELS, DISLIKES_MAX } from '../choices.ts';

const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: DIET_LABELS[diet] }));
const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ value: allergen, label: ALLERGEN_LABELS[allergen] }));

/** What a cook eats and avoids: the plan wizard's diet step and Profile's preferences. */
export type DietChoices = Pick<PlanAnswers, 'diet' | 'allergens' | 'dislikes'>;

/** Diet, allergies and foods disliked; `name` keeps each form's radio groups apart. */
export function DietFields({
  name = '',
  choices,
  update,
}: {
  name?: string;
  choices: DietChoices;
  update: (change: Partial<DietChoices>) => void;
}) {
  return (
    <>
      <CheckChips
        name={`${name}diet`}
        legend="Diet"
        hint="Choose any that apply."
        options={DIET_OPTIONS}
        values={choices.diet}
        onChange={(diet) => update({ diet })}
      />
      <CheckChips
        name={`${name}allergens`}
        legend="Allergies"
        hint="We leave out every recipe that contains them."
        options={ALLERGEN_OPTIONS}
        values={choices.allergens}
        onChange={(allergens) => update({ allergens })}
      />
      <Dislikes dislikes={choices.dislikes} onChange={(dislikes) => update({ dislikes })} />
    </>
  );
}

export function DietStep({
  answers,
  update,
}: {
  answers: PlanAnswers;
  update: (change: Partial<PlanAnswers>) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <DietFields choices={answers} update={update} />
    </div>
  );
}

/**
 * Foods typed with commas between them become chips at each comma, on Enter, or on leaving the field.
 * Also the dislikes of the cook's preferences (features/preferences).
 */
export function Dislikes({
  dislikes,
  onChange,
}: {
  dislikes: string[];
  onChange: (dislikes: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const full = dislikes.length >= DISLIKES_MAX;

  const add = (text: string) => {
    const next = addDislikes(dislikes, text);
    if (next.length !== dislikes.length) onChange(next);
  };
  const onType = (value: string) => {
    // Everything up to the last comma is finished; the rest is still being typed.
    const cut = value.lastIndexOf(',');
    if (cut >= 0) add(value.slice(0, cut));
    setTyped(cut >= 0 ? value.slice(cut + 1).trimStart() : value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || typed.trim() === '') return;
    event.preventDefault(); // Enter adds the food being typed; on an empty field it moves the wizard on.
    add(typed);
    setTyped('');
  };
  const remove = (name: string) => {
    onChange(dislikes.filter((dislike) => dislike !== name));
    document.getElementById('dislikes')?.focus();
  };

  return (
    <div>
      <TextField
        id="dislikes"
        label="Foods you don't like"
        hint={
          full
            ? `That's the most we can leave out (${DISLIKES_MAX}).`
            : 'Separate them with commas: mushrooms, olives'
        }
        autoComplete="off"
        enterKeyHint="done"
        value={typed}
        disabled={full}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(typed);
          setTyped('');
        }}
      />
      {dislikes.length > 0 ? (
        <ul aria-label="Foods left out" className="mt-3 flex flex-wrap gap-2">
          {dislikes.map((name) => (
            <li
              key={name}
              className="inline-flex min-h-12 items-center gap-1 rounded-full border border-line bg-sunken pl-4 font-semibold"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => remove(name)}
                className="grid size-12 place-items-center rounded-full text-muted hover:bg-raised hover:text-text"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
