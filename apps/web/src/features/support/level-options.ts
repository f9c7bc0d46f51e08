import type { ChipOption } from '../../components/ui/chip-choice.tsx';

/** Levels (priority, severity) as chips: "low" reads "Low". */
export function levelOptions<T extends string>(levels: readonly T[]): ChipOption<T>[] {
  return levels.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}
