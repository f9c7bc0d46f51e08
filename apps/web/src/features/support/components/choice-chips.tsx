interface ChoiceChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

const label = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

/** One of a few levels (priority, severity): native radio buttons dressed as chips (arrow keys move between them). */
export function ChoiceChips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceChipsProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-12 cursor-pointer select-none items-center rounded-full border border-line bg-surface px-5 font-semibold has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-brand-strong has-focus-visible:outline-offset-2 hover:border-muted/60"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
