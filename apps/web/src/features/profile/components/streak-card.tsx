import { Flame } from 'lucide-react';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { days } from '../profile-format.ts';
import { ProfileCard } from './profile-card.tsx';

/** The no-waste streak: days in a row with food saved and none thrown away, now and at best. */
export function StreakCard({ streak }: { streak: ProfileSummary['streak'] }) {
  return (
    <ProfileCard id="streak" title="No-waste streak" icon={<Flame aria-hidden="true" className="size-5" />}>
      <dl className="grid grid-cols-2 gap-2">
        <div className="flex flex-col rounded-2xl bg-sunken px-3 py-3">
          <dt className="text-muted text-sm">Current</dt>
          <dd className="font-bold text-2xl tabular-nums leading-tight">{days(streak.current)}</dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-sunken px-3 py-3">
          <dt className="text-muted text-sm">Best</dt>
          <dd className="font-bold text-2xl tabular-nums leading-tight">{days(streak.best)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-muted">
        {streak.current > 0
          ? 'Days in a row you saved food from the bin and threw none away. Keep it going!'
          : 'Save food from the bin today, throw none away, and your streak starts.'}
      </p>
    </ProfileCard>
  );
}
