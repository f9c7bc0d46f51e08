import type { IngredientOption } from '../typeahead.ts';

interface TypeaheadOptionsProps {
  id: string;
  options: IngredientOption[];
  active: number;
  onChoose: (index: number) => void;
}

/** The catalog matches under the entry field; a tap completes the item being typed. */
export function TypeaheadOptions({ id, options, active, onChoose }: TypeaheadOptionsProps) {
  return (
    <div
      id={`${id}-options`}
      role="listbox"
      aria-label="Matching ingredients"
      hidden={options.length === 0}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-2xl border border-line bg-raised p-1 shadow-lg"
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (arrows, Enter, Escape), as the ARIA combobox pattern has it.
        <div
          key={option.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          // Keeps focus in the field, so typing goes on after a tap.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
          className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-3 ${
            index === active ? 'bg-brand-soft text-brand dark:text-brand-strong' : 'hover:bg-sunken'
          }`}
        >
          <span className="font-semibold">{option.name}</span>
          {option.alias ? <span className="text-muted text-sm">({option.alias})</span> : null}
        </div>
      ))}
    </div>
  );
}
