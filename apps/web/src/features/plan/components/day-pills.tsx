import { formatKcal, type PlanDayDto } from '@larder/kitchen/planning';
import { longDate, shortDate } from '../../../lib/local-day.ts';

/**
 * The plan's days: pills on a phone; on a wide screen the same buttons grow into a week at a glance,
 * each day with its calories and meals. The chosen day is shown in full below. A dot marks days on target.
 */
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
    <div className="-mx-5 overflow-x-auto px-5 pb-1 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-2 lg:grid lg:grid-cols-7" aria-label="Days of the plan">
        {days.map((day, index) => {
          const { weekday, day: number } = shortDate(day.date);
          const active = index === selected;
          return (
            <li key={day.date} className="lg:min-w-0">
              <button
                type="button"
                aria-pressed={active}
                aria-label={longDate(day.date)}
                onClick={() => onSelect(index)}
                className={`flex min-h-16 min-w-14 flex-col items-center justify-center rounded-2xl border px-3 font-semibold lg:h-full lg:w-full lg:items-stretch lg:justify-start lg:p-3 lg:text-left ${
                  active ? 'border-brand bg-brand text-on-brand' : 'border-line bg-raised hover:bg-sunken'
                }`}
              >
                <span className="text-sm lg:flex lg:items-baseline lg:gap-1.5">
                  {weekday}
                  <span className="hidden text-xl leading-tight lg:inline">{number}</span>
                </span>
                <span className="text-xl leading-tight lg:hidden">{number}</span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 size-1.5 rounded-full lg:hidden ${
                    day.onTarget ? (active ? 'bg-on-brand' : 'bg-brand') : 'bg-transparent'
                  }`}
                />
                <span className={`hidden text-sm lg:block ${active ? '' : 'text-muted'}`}>
                  {formatKcal(day.totals.kcal)}
                  {day.onTarget ? ' ✓' : ''}
                </span>
                <span className="mt-2 hidden space-y-1 font-normal text-sm leading-snug lg:block">
                  {day.meals.map((meal) => (
                    <span key={meal.slot} className="line-clamp-2 block">
                      {meal.title}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
