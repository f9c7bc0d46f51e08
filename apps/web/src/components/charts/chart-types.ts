/** A row of a chart: the category (a day, a week) under `xKey`, and a number under each series' key. */
export type ChartRow = Readonly<Record<string, string | number>>;

export interface ChartSeries {
  /** The row key holding this series' numbers. */
  key: string;
  /** What the series counts, as the legend and the table's column say it. */
  label: string;
}

export interface ChartProps {
  data: readonly ChartRow[];
  /** The row key of the category axis. */
  xKey: string;
  /** What the categories are, as the table's first column says it ("Week of", "Day"). */
  xLabel: string;
  series: readonly ChartSeries[];
  /** Bars for counts per period; lines for trends over many days. */
  kind: 'bar' | 'line';
  /** How a category reads on the axis and in the table ("3 Nov"). */
  formatX?: (value: string) => string;
  /** How a number reads on the axis, in the tooltip and in the table ("1.2 kg"). */
  formatValue?: (value: number) => string;
  /** Ticks between whole numbers on the value axis (amounts such as kilograms); counts have none. */
  allowDecimals?: boolean;
}

/** The series' colours, in order: brand green, tomato, a blue and an amber that read in light and dark. */
export const SERIES_COLOURS = ['var(--brand)', '#e4572e', '#3b82c4', '#c98a16'] as const;
