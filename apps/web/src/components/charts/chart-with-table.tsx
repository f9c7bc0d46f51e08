import { lazy, Suspense, useId } from 'react';
import type { ChartProps } from './chart-types.ts';

/** recharts is loaded with the first chart shown, never with a screen that has none. */
const RechartsChart = lazy(() => import('./recharts-chart.tsx'));

/**
 * A chart with the table it is drawn from (WAI: a chart is an image; its numbers are text). The drawing is
 * hidden from assistive technology, which reads the figure's caption and the table; sighted cooks open the
 * table with "Show the numbers".
 */
export function ChartWithTable({
  title,
  summary,
  height = 220,
  ...chart
}: ChartProps & {
  /** The figure's caption. */
  title: string;
  /** One sentence saying what the chart shows ("12.4 kg saved in the last 8 weeks"). */
  summary?: string;
  height?: number;
}) {
  const captionId = useId();
  const formatX = chart.formatX ?? ((value: string) => value);
  const formatValue = chart.formatValue ?? ((value: number) => value.toLocaleString());
  return (
    <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-3">
      <figcaption id={captionId}>
        <span className="block font-bold text-lg">{title}</span>
        {summary ? <span className="block text-muted">{summary}</span> : null}
      </figcaption>
      <div aria-hidden="true" className="w-full" style={{ height }}>
        <Suspense fallback={<div className="size-full animate-pulse rounded-2xl bg-sunken" />}>
          <RechartsChart {...chart} />
        </Suspense>
      </div>
      <details className="group rounded-2xl border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand">
          Show the numbers
        </summary>
        <div className="max-h-80 overflow-auto px-2 pb-2">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-line border-b">
                <th scope="col" className="px-2 py-2 font-semibold">
                  {chart.xLabel}
                </th>
                {chart.series.map((one) => (
                  <th key={one.key} scope="col" className="px-2 py-2 text-right font-semibold">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.data.map((row) => (
                <tr key={String(row[chart.xKey])} className="border-line border-b last:border-0">
                  <th scope="row" className="px-2 py-1.5 font-normal">
                    {formatX(String(row[chart.xKey]))}
                  </th>
                  {chart.series.map((one) => (
                    <td key={one.key} className="px-2 py-1.5 text-right">
                      {formatValue(Number(row[one.key] ?? 0))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
