import type { AccountMergeDto } from '@larder/domain/api/account-merge';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** What happened to this device's pantry, in one sentence; null when it had nothing. */
function pantrySentence({ added, combined }: AccountMergeDto['pantry']): string | null {
  if (added + combined === 0) return null;
  const parts = [
    added > 0 ? `${items(added)} added` : null,
    combined > 0 ? `${items(combined)} added to the same food you already had` : null,
  ].filter(Boolean);
  return `This device's pantry was added to your account (${parts.join(', ')}).`;
}

/** The toast after signing in on a device whose data met the account's: plain words, one choice at most. */
export function mergeMessage(merge: AccountMergeDto): {
  title: string;
  description: string;
  action: string | null;
} {
  const plan =
    merge.plan === 'account'
      ? "Your account's plan is kept."
      : merge.plan === 'device'
        ? "This device's plan is now your plan."
        : null;
  const description = [plan, pantrySentence(merge.pantry)].filter(Boolean).join(' ');
  const action = merge.canSwitchPlan
    ? merge.plan === 'account'
      ? "Keep this device's plan instead"
      : "Keep the account's plan instead"
    : null;
  return { title: 'Signed in', description, action };
}

/** The toast once the cook chose: which plan is in use, and that the list follows it. */
export function switchedMessage(merge: AccountMergeDto): { title: string; description: string } {
  return {
    title: merge.plan === 'device' ? "This device's plan is kept" : "Your account's plan is kept",
    description: 'Your shopping list now follows it; things you added yourself are still on it.',
  };
}
