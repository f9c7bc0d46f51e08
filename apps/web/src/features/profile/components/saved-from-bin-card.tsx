import type { SavedTotals } from '@larder/domain/api/profile';
import { Info, Leaf, Sprout } from 'lucide-react';
import { ChartWithTable } from '../../../components/charts/chart-with-table.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { formatKg, formatMoney, formatWeek } from '../profile-format.ts';
import { ProfileCard } from './profile-card.tsx';

const PERIODS = [
  { key: 'week', label: 'This week' },
  { key: 'month', label: 'This month' },
  { key: 'allTime', label: 'All time' },
] as const;

function NothingSavedYet() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-sunken p-5">
      <Sprout aria-hidden="true" className="size-8 text-brand" />
      <p className="text-lg">Cook with food before its date and what you save shows here.</p>
      <ButtonLink to="/today" variant="secondary">
        Go to Today
      </ButtonLink>
    </div>
  );
}

function Period({ label, totals }: { label: string; totals: SavedTotals }) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl bg-sunken px-2.5 py-3 sm:px-3">
      <dt className="text-muted text-sm leading-snug">{label}</dt>
      <dd className="mt-auto pt-1 font-bold text-xl tabular-nums leading-tight whitespace-nowrap sm:text-2xl">
        {formatKg(totals.kg)}
      </dd>
      <dd className="font-semibold text-brand tabular-nums">
        {formatMoney(totals.money.amount, totals.money.currency)}
      </dd>
    </div>
  );
}

/** "Saved from the bin": kilograms and money of food used before its date, and the last 8 weeks. */
export function SavedFromBinCard({ saved }: { saved: ProfileSummary['saved'] }) {
  const empty = saved.allTime.items === 0 && saved.allTime.kg === 0;
  const weeksKg = saved.weekly.reduce((sum, week) => sum + week.kg, 0);
  return (
    <ProfileCard id="saved" title="Saved from the bin" icon={<Leaf aria-hidden="true" className="size-5" />}>
      {empty ? (
        <NothingSavedYet />
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-3 gap-2">
            {PERIODS.map((period) => (
              <Period key={period.key} label={period.label} totals={saved[period.key]} />
            ))}
          </dl>
          <p className="flex items-start gap-2 text-muted">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              Estimated from typical prices for each food. Counts food you cooked or used up before its date.
            </span>
          </p>
          <ChartWithTable
            title="Food saved each week"
            summary={`${formatKg(weeksKg)} saved in the last ${saved.weekly.length} weeks.`}
            data={saved.weekly}
            xKey="weekStart"
            xLabel="Week of"
            series={[{ key: 'kg', label: 'Food saved' }]}
            kind="bar"
            formatX={formatWeek}
            formatValue={formatKg}
            allowDecimals
            height={200}
          />
        </div>
      )}
    </ProfileCard>
  );
}
