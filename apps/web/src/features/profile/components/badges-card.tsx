import { BADGE_RULES, BADGES } from '@larder/domain/api/profile';
import { Award, Check, Lock } from 'lucide-react';
import { useRef } from 'react';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { formatEarned } from '../profile-format.ts';
import { BadgeCelebration } from './badge-celebration.tsx';
import { BadgeIcon } from './badge-icon.tsx';
import { ProfileCard } from './profile-card.tsx';

type BadgeState = ProfileSummary['badges'][number];

function BadgeItem({ state }: { state: BadgeState }) {
  const { name, rule } = BADGE_RULES[state.badge];
  const earned = state.earnedAt !== null;
  return (
    <li
      className={`flex items-start gap-3 rounded-2xl p-3 ${earned ? 'border border-brand/40 bg-brand-soft' : 'border border-line border-dashed'}`}
    >
      <span
        className={`grid size-12 shrink-0 place-items-center rounded-full ${earned ? 'bg-brand text-on-brand' : 'bg-sunken text-muted'}`}
      >
        <BadgeIcon badge={state.badge} className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{name}</h3>
        {state.earnedAt !== null ? (
          <p className="flex items-center gap-1 text-sm">
            <Check aria-hidden="true" className="size-4 shrink-0 text-brand" />
            Earned {formatEarned(state.earnedAt)}
          </p>
        ) : (
          <p className="text-muted text-sm">
            <Lock aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only">Not earned yet: </span>
            {rule}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Badges, in BADGES order: earned ones with their date, the others with the rule that earns them. New
 * ones are celebrated once (badge-celebration.tsx).
 */
export function BadgesCard({
  userId,
  badges,
}: {
  userId: string | undefined;
  badges: ProfileSummary['badges'];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const ordered = BADGES.flatMap((badge) => badges.filter((state) => state.badge === badge));
  const earned = ordered.filter((state) => state.earnedAt !== null).length;
  return (
    <ProfileCard
      id="badges"
      title="Badges"
      icon={<Award aria-hidden="true" className="size-5" />}
      headingRef={heading}
    >
      <p className="text-muted">
        {earned} of {ordered.length} earned. Badges reward food saved, never time spent in the app.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ordered.map((state) => (
          <BadgeItem key={state.badge} state={state} />
        ))}
      </ul>
      <BadgeCelebration userId={userId} badges={ordered} afterClose={() => heading.current?.focus()} />
    </ProfileCard>
  );
}
