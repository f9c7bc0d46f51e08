import type { AccountMergeDto } from '@larder/domain/api/account-merge';

const newItems = (count: number) => (count === 1 ? '1 new item' : `${count} new items`);

/** What happened to this device's pantry, in one sentence; null when it had nothing. */
function pantrySentence({ added, combined }: AccountMergeDto['pantry']): string | null {
  if (added + combined === 0) return null;
  const parts = [
    added > 0 ? newItems(added) : null,
    combined > 0 ? `${combined} added to food you already had` : null,
  ];
  return `This device's pantry was added to yours: ${parts.filter(Boolean).join(', ')}.`;
}

const TITLES = {
  account: "Your account's plan is kept",
  device: "This device's plan is now your plan",
  none: "This device's pantry is in your account",
} as const;

/**
 * The notice after signing in on a device whose data met the account's (the sign-in's own "Welcome
 * back!" says the rest): which plan is in use, what became of the pantry, and the other plan to choose
 * while it can be.
 */
export function mergeMessage(merge: AccountMergeDto): {
  title: string;
  description: string;
  action: string | null;
} {
  const action = merge.canSwitchPlan
    ? merge.plan === 'account'
      ? "Keep this device's plan instead"
      : "Keep the account's plan instead"
    : null;
  return { title: TITLES[merge.plan], description: pantrySentence(merge.pantry) ?? '', action };
}

/** The notice once the cook chose: which plan is in use, and that the list follows it. */
export function switchedMessage(merge: AccountMergeDto): { title: string; description: string } {
  return {
    title: merge.plan === 'device' ? "This device's plan is kept" : "Your account's plan is kept",
    description: 'Your shopping list now follows it; things you added yourself are still on it.',
  };
}
