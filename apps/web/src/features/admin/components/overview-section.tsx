import { OVERVIEW_RANGES } from '@larder/domain/api/admin';
import { ChartWithTable } from '../../../components/charts/chart-with-table.tsx';
import { calendarDay } from '../admin-dates.ts';
import { useAdminUrl } from '../admin-url.ts';
import { useAdminOverview } from '../api/get-admin-overview.ts';
import { chartRows, rangeTotals } from '../overview-series.ts';
import { FilterChips, ListState } from './list-controls.tsx';

type Range = `${(typeof OVERVIEW_RANGES)[number]}`;
const RANGES = OVERVIEW_RANGES.map((days) => ({ value: `${days}` as Range, label: `${days} days` }));

const count = (value: number) => value.toLocaleString('en-GB');
const kg = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} kg`;

/** A figure with what it counts under it. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-raised p-4">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl tabular-nums">{value}</dd>
    </div>
  );
}

/** The usage dashboard: accounts now, the range's totals, and a chart (with its table) per subject. */
export function OverviewSection() {
  const url = useAdminUrl();
  const asked = url.get('days');
  const range = RANGES.find((one) => one.value === asked)?.value ?? '30';
  const days = Number(range);
  const overview = useAdminOverview(days);
  const data = overview.data;
  if (!data) {
    return (
      <ListState
        loading={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        empty={null}
        what="the overview"
      />
    );
  }
  const totals = rangeTotals(data.days);
  const { rows, byWeek } = chartRows(data.days);
  const chart = {
    data: rows,
    xKey: 'day',
    xLabel: byWeek ? 'Week of' : 'Day',
    formatX: (day: string) => calendarDay(day, false),
  };
  const users = data.users;
  // Another range is on its way: the figures shown are the last range's until it comes.
  const stale = overview.isPlaceholderData;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h3 className="mb-3 font-bold text-xl">Accounts now</h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Accounts" value={count(users.total)} />
          <Figure label="Anonymous" value={count(users.anonymous)} />
          <Figure label="Verified" value={count(users.verified)} />
          <Figure label="Pro" value={count(users.pro)} />
          <Figure label="Admins" value={count(users.admins)} />
          <Figure label="Disabled" value={count(users.disabled)} />
        </dl>
      </div>
      <div aria-busy={stale}>
        <FilterChips name="days" legend="Show the last" options={RANGES} value={range} />
        <p role="status" className="sr-only">
          {stale ? `Loading the last ${days} days…` : ''}
        </p>
        <h3 className="mt-6 mb-3 font-bold text-xl">In the last {days} days</h3>
        <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${stale ? 'opacity-60' : ''}`}>
          <Figure label="Sign-ups" value={count(totals.signUps)} />
          <Figure label="Active cooks, last day" value={count(totals.activeDaily)} />
          <Figure label="Active cooks, last 7 days" value={count(totals.activeWeekly)} />
          <Figure label="Recipes generated" value={count(totals.recipesGenerated)} />
          <Figure label="Recipes opened" value={count(totals.recipesOpened)} />
          <Figure label="Cooks" value={count(totals.cooks)} />
          <Figure label="Food saved" value={kg(totals.foodSavedKg)} />
          <Figure label="Plans" value={count(totals.plans)} />
          <Figure label="Pro conversions" value={count(totals.proConversions)} />
          <Figure label="Pro churn" value={count(totals.proChurn)} />
          <Figure label="Push opt-ins" value={count(totals.pushOptIns)} />
          <Figure label="Client errors" value={count(totals.clientErrors)} />
        </dl>
      </div>
      <div aria-busy={stale} className={`grid gap-8 lg:grid-cols-2 ${stale ? 'opacity-60' : ''}`}>
        <ChartWithTable
          {...chart}
          title="Sign-ups and active cooks"
          summary={`${count(totals.signUps)} sign-ups; ${count(totals.activeWeekly)} cooks active in the last 7 days.`}
          kind="line"
          series={[
            { key: 'signUps', label: 'Sign-ups' },
            { key: 'activeDaily', label: byWeek ? 'Active a day (average)' : 'Active that day' },
            { key: 'activeWeekly', label: 'Active in 7 days' },
          ]}
        />
        <ChartWithTable
          {...chart}
          title="Recipes generated, opened and cooked"
          summary={`${count(totals.recipesGenerated)} generated, ${count(totals.recipesOpened)} opened, ${count(totals.cooks)} cooked.`}
          kind="line"
          series={[
            { key: 'recipesGenerated', label: 'Generated' },
            { key: 'recipesOpened', label: 'Opened' },
            { key: 'cooks', label: 'Cooked' },
          ]}
        />
        <ChartWithTable
          {...chart}
          title="Food saved (kg)"
          summary={`${kg(totals.foodSavedKg)} of food saved from the bin.`}
          kind="bar"
          formatValue={kg}
          series={[{ key: 'foodSavedKg', label: 'Food saved' }]}
        />
        <ChartWithTable
          {...chart}
          title="Plans and Pro"
          summary={`${count(totals.plans)} plans, ${count(totals.proConversions)} Pro conversions, ${count(totals.proChurn)} ended.`}
          kind="bar"
          series={[
            { key: 'plans', label: 'Plans' },
            { key: 'proConversions', label: 'Pro conversions' },
            { key: 'proChurn', label: 'Pro churn' },
          ]}
        />
        <ChartWithTable
          {...chart}
          title="Push opt-ins and errors"
          summary={`${count(totals.pushOptIns)} push opt-ins, ${count(totals.clientErrors)} client errors.`}
          kind="line"
          series={[
            { key: 'pushOptIns', label: 'Push opt-ins' },
            { key: 'clientErrors', label: 'Client errors' },
          ]}
        />
      </div>
    </div>
  );
}
