import type { ReactNode } from 'react';
import { SwitchRow } from '../../../components/ui/chip-choice.tsx';

export const fieldClasses =
  'min-h-12 rounded-xl border border-line bg-raised px-3 text-lg text-text hover:border-muted/60';

/** One timed reminder: its switch, and while it is on, when it comes. */
export function ReminderCard({
  id,
  label,
  description,
  enabled,
  onToggle,
  children,
}: {
  id: string;
  label: string;
  description: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-surface">
      <SwitchRow
        id={id}
        label={label}
        description={description}
        checked={enabled}
        onChange={onToggle}
        framed={false}
      />
      {enabled ? (
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-line border-t px-4 py-3">
          {children}
        </div>
      ) : null}
    </li>
  );
}

/** A labelled time (`<input type="time">`): "Time", read out as "Time for {what}". */
export function TimeField({
  id,
  what,
  value,
  onChange,
}: {
  id: string;
  what: string;
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-semibold">
        Time<span className="sr-only"> for {what}</span>
      </label>
      <input
        id={id}
        type="time"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClasses} w-auto min-w-36`}
      />
    </div>
  );
}
