import { BADGE_RULES, BADGES, type Badge } from '@larder/domain/api/profile';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { useMarkBadgesSeen } from '../api/mark-badges-seen.ts';
import { BadgeIcon } from './badge-icon.tsx';

/**
 * "You earned a badge": badges earned since Profile last showed them, celebrated once. On show, the
 * server is told they were seen; the dialog keeps them until the cook closes it. The badge bounces
 * twice, and not at all for a cook who asks for reduced motion.
 */
export function BadgeCelebration({
  userId,
  badges,
  afterClose,
}: {
  userId: string | undefined;
  badges: ProfileSummary['badges'];
  /** Where focus goes once the dialog closes (it opened by itself, from nothing the cook pressed). */
  afterClose: () => void;
}) {
  const [shown, setShown] = useState<Badge[]>([]);
  const celebrated = useRef(new Set<Badge>());
  const { mutate } = useMarkBadgesSeen(userId);
  const freshKey = badges
    .filter((state) => state.isNew && state.earnedAt !== null)
    .map((state) => state.badge)
    .join(',');

  useEffect(() => {
    const fresh = BADGES.filter(
      (badge) => freshKey.split(',').includes(badge) && !celebrated.current.has(badge),
    );
    if (fresh.length === 0) return;
    for (const badge of fresh) celebrated.current.add(badge);
    setShown(fresh);
    mutate(fresh);
  }, [freshKey, mutate]);

  // Once the dialog has gone (and handed focus back to what was focused before it), focus the badges.
  const open = shown.length > 0;
  const wasOpen = useRef(false);
  const then = useRef(afterClose);
  then.current = afterClose;
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      then.current();
    }
  }, [open]);

  const close = () => setShown([]);

  const title = shown.length === 1 ? 'You earned a badge' : `You earned ${shown.length} badges`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      art={
        <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand motion-safe:animate-bounce motion-safe:[animation-iteration-count:2]">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
      }
    >
      <ul className="flex flex-col gap-3">
        {shown.map((badge) => (
          <li
            key={badge}
            className="flex items-center gap-3 rounded-2xl border border-brand/40 bg-brand-soft p-3 transition duration-500 motion-safe:starting:scale-75 motion-safe:starting:opacity-0"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand text-on-brand">
              <BadgeIcon badge={badge} className="size-6" />
            </span>
            <span className="min-w-0">
              <span className="block font-bold text-lg">{BADGE_RULES[badge].name}</span>
              <span className="block text-muted">{BADGE_RULES[badge].rule}</span>
            </span>
          </li>
        ))}
      </ul>
      <Button data-autofocus size="lg" className="mt-5" onClick={close}>
        Keep it up
      </Button>
    </Dialog>
  );
}
