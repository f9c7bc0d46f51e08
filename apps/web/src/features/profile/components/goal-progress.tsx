import type { ReactNode } from 'react';
import { formatGrams } from '../profile-format.ts';

/** A labelled bar of grams eaten this week against a target; past the target, the bar stays full. */
export function GoalProgress({
  label,
  eaten,
  target,
  noTarget,
}: {
  label: string;
  eaten: number;
  target: number | null;
  /** What to say instead of a bar when there is no target. */
  noTarget?: ReactNode;
}) {
  const eatenText = formatGrams(Math.round(eaten));
  if (target === null || target <= 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="flex justify-between gap-3 font-semibold">
          <span>{label}</span>
          <span className="tabular-nums">{eatenText}</span>
        </p>
        {noTarget}
      </div>
    );
  }
  const percent = Math.min(100, Math.round((eaten / target) * 100));
  const text = `${eatenText} of ${formatGrams(target)}`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex justify-between gap-3 font-semibold">
        <span>{label}</span>
        <span className="tabular-nums">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
        className="h-3 w-full overflow-hidden rounded-full bg-sunken ring-1 ring-line ring-inset"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
