import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What the number counts, after it: "servings". */
  unit?: (value: number) => string;
}

/** − 2 servings +: a number changed one at a time with two 48 px buttons; the value is announced. */
export function Stepper({ label, value, min, max, onChange, unit }: StepperProps) {
  const id = useId();
  const text = unit ? `${value} ${unit(value)}` : String(value);
  const button =
    'grid size-12 place-items-center rounded-2xl border border-line bg-raised text-text hover:bg-sunken disabled:opacity-40 disabled:hover:bg-raised';
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-semibold">{label}</legend>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={`Fewer (${label})`}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output id={id} aria-live="polite" className="min-w-24 text-center font-semibold text-lg">
          {text}
        </output>
        <button
          type="button"
          className={button}
          aria-label={`More (${label})`}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </fieldset>
  );
}
