import { Check, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** Native radio buttons and checkboxes dressed as chips, as on Today (arrow keys, Space, forms work). */

export type ChipOption<T extends string> = { value: T; label: string };

const focusRing =
  'has-focus-visible:outline-3 has-focus-visible:outline-brand-strong has-focus-visible:outline-offset-2';
const chip =
  'group inline-flex min-h-12 cursor-pointer select-none items-center gap-2 rounded-full border border-line ' +
  'bg-surface px-4 font-semibold hover:border-muted/60 has-checked:border-brand has-checked:bg-brand ' +
  `has-checked:text-on-brand has-disabled:cursor-not-allowed ${focusRing}`;
const rowInside = `flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 font-medium ${focusRing}`;
const rowBase = `${rowInside} border border-line bg-surface hover:border-muted/60`;
const row = `${rowBase} has-checked:border-brand has-checked:bg-brand-soft`;

function Group({
  legend,
  hint,
  error,
  id,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset id={id} aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One choice of a few: chips that wrap, or a list of full-width rows when the labels are long. */
export function RadioChips<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  layout = 'chips',
}: {
  name: string;
  legend: string;
  options: readonly ChipOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  hint?: ReactNode;
  error?: string;
  layout?: 'chips' | 'list';
}) {
  return (
    <Group id={`${name}-group`} legend={legend} hint={hint} error={error}>
      <div className={layout === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {options.map((option) => (
          <label key={option.value} className={layout === 'chips' ? chip : row}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={layout === 'chips' ? 'sr-only' : 'size-5 shrink-0 accent-brand'}
            />
            {option.label}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** Any number of choices; with `keepOne` the last one chosen cannot be taken away. */
export function CheckChips<T extends string>({
  name,
  legend,
  options,
  values,
  onChange,
  hint,
  keepOne = false,
}: {
  name: string;
  legend: string;
  options: readonly ChipOption<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
  hint?: ReactNode;
  keepOne?: boolean;
}) {
  // The options' own order, whatever order the cook ticked them in.
  const toggle = (value: T, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : values.includes(v))));
  return (
    <Group id={`${name}-group`} legend={legend} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={option.value} className={chip}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={keepOne && checked && values.length === 1}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="sr-only"
              />
              <Check aria-hidden="true" className="hidden size-4 group-has-checked:block" />
              {option.label}
            </label>
          );
        })}
      </div>
    </Group>
  );
}

/**
 * An on/off answer with a line saying what it does: a checkbox announced as a switch. `framed={false}`
 * drops its own border, for a card that holds it with more (a reminder's switch and its time).
 */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onChange,
  framed = true,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  framed?: boolean;
}) {
  return (
    <label htmlFor={id} className={`${framed ? rowBase : rowInside} group justify-between`}>
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        <span id={`${id}-description`} className="block text-muted text-sm">
          {description}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-8 w-14 shrink-0 rounded-full bg-sunken ring-1 ring-line transition-colors group-has-checked:bg-brand after:absolute after:top-1 after:left-1 after:size-6 after:rounded-full after:bg-raised after:shadow after:transition-transform group-has-checked:after:translate-x-6"
      />
    </label>
  );
}
