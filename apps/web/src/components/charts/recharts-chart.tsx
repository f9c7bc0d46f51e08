import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartProps, SERIES_COLOURS } from './chart-types.ts';

const AXIS = { stroke: 'var(--text-muted)', fontSize: 13 } as const;

/** The drawing of a chart with recharts; loaded with the first chart a screen shows (chart-with-table.tsx). */
export default function RechartsChart({
  data,
  xKey,
  series,
  kind,
  formatX,
  formatValue,
  allowDecimals = false,
}: ChartProps) {
  const rows = data as Record<string, string | number>[];
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    // The drawing is aria-hidden (its table is the accessible version): recharts 3's keyboard layer would
    // put a focusable surface inside it (axe: aria-hidden-focus).
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--border)" vertical={false} />
      <XAxis
        dataKey={xKey}
        tick={AXIS}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        tickFormatter={formatX ? (value) => formatX(String(value)) : undefined}
        minTickGap={12}
      />
      <YAxis
        tick={AXIS}
        tickLine={false}
        axisLine={false}
        // As wide as its longest tick ("12.5 kg"), so no tick wraps.
        width="auto"
        allowDecimals={allowDecimals}
        tickFormatter={formatValue ? (value) => formatValue(Number(value)) : undefined}
      />
      <Tooltip
        contentStyle={{
          background: 'var(--surface-raised)',
          border: '1px solid var(--border)',
          borderRadius: 12,
          color: 'var(--text)',
        }}
        cursor={{ fill: 'var(--surface-sunken)' }}
        labelFormatter={formatX ? (value) => formatX(String(value)) : undefined}
        formatter={formatValue ? (value) => formatValue(Number(value)) : undefined}
      />
      {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 14 }} /> : null}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          {series.map((one, index) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.label}
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((one, index) => (
            <Line
              key={one.key}
              dataKey={one.key}
              name={one.label}
              stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              strokeWidth={2.5}
              dot={false}
              type="monotone"
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
