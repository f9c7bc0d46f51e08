import type { PlanDto } from '@larder/kitchen/planning';
import { Card } from '../../../components/ui/page.tsx';
import { shortDate } from '../../../lib/local-day.ts';

/** "Mon 9". */
const dayName = (date: string) => {
  const { weekday, day } = shortDate(date);
  return `${weekday} ${day}`;
};

/** Each day's calories, protein, fat and carbs for one person, against the plan's target. */
export function NutritionTable({ plan }: { plan: PlanDto }) {
  return (
    <Card>
      <h2 className="font-bold text-2xl">Nutrition by day</h2>
      <p className="text-muted">
        {plan.target
          ? `Per person. Target: ${plan.target.kcal} kcal and ${plan.target.proteinG} g protein a day.`
          : 'Per person.'}
      </p>
      {/* Fits a phone; a narrower screen (or larger text) scrolls it inside the card, never the page, so
          the scrolling region takes focus to scroll from the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="mt-4 overflow-x-auto" aria-label="Nutrition by day" tabIndex={0}>
        <table className="w-full whitespace-nowrap text-left">
          <thead>
            <tr className="border-line border-b text-muted text-sm">
              <th scope="col" className="py-2 pr-1.5 font-semibold">
                Day
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold">
                kcal
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold">
                Protein
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold">
                Fat
              </th>
              <th scope="col" className="py-2 pl-1.5 text-right font-semibold">
                Carbs
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.days.map((day) => (
              <tr key={day.date} className="border-line border-b last:border-b-0">
                <th scope="row" className="py-3 pr-1.5 font-semibold">
                  {dayName(day.date)}
                </th>
                <td className="px-1.5 py-3 text-right tabular-nums">
                  {day.totals.kcal}
                  {day.target ? (
                    <span className={`block text-sm ${day.onTarget ? 'text-brand' : 'text-danger'}`}>
                      {day.onTarget ? 'on target' : `target ${day.target.kcal}`}
                    </span>
                  ) : null}
                </td>
                <td className="px-1.5 py-3 text-right tabular-nums">{day.totals.proteinG} g</td>
                <td className="px-1.5 py-3 text-right tabular-nums">{day.totals.fatG} g</td>
                <td className="py-3 pl-1.5 text-right tabular-nums">{day.totals.carbsG} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
