import type { PlanDayDto } from '@larder/kitchen/planning/plan-dto';
import { longDate, pillParts } from '../plan-format.ts';

/** The plan's days as pills; the chosen one is shown below. A dot marks days on their target. */
export function DayPills({
  days,
  selected,
  onSelect,
}: {
  days: readonly PlanDayDto[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="-mx-5 overflow-x-auto px-5 pb-1 lg:mx-0 lg:px-0">
      <ul className="flex gap-2" aria-label="Days of the plan">
        {days.map((day, index) => {
          const { weekday, day: number } = pillParts(day.date);
          const active = index === selected;
          return (
            <li key={day.date}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={longDate(day.date)}
                onClick={() => onSelect(index)}
                className={`flex min-h-16 min-w-14 flex-col items-center justify-center rounded-2xl border px-3 font-semibold ${
                  active ? 'border-brand bg-brand text-on-brand' : 'border-line bg-raised hover:bg-sunken'
                }`}
              >
                <span className="text-sm">{weekday}</span>
                <span className="text-xl leading-tight">{number}</span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 size-1.5 rounded-full ${
                    day.onTarget ? (active ? 'bg-on-brand' : 'bg-brand') : 'bg-transparent'
                  }`}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
