import type { AccountMergeDto } from '@larder/domain/api/account-merge';
import { describe, expect, it } from 'vitest';
import { mergeMessage, switchedMessage } from './merge-message.ts';

const merge = (over: Partial<AccountMergeDto> = {}): AccountMergeDto => ({
  mergedAt: '2026-03-09T12:00:00.000Z',
  pantry: { added: 1, combined: 2 },
  plan: 'account',
  canSwitchPlan: true,
  seen: false,
  ...over,
});

describe('mergeMessage', () => {
  it('says the account’s plan is kept, what became of the pantry, and offers this device’s plan', () => {
    expect(mergeMessage(merge())).toEqual({
      title: "Your account's plan is kept",
      description: "This device's pantry was added to yours: 1 new item, 2 added to food you already had.",
      action: "Keep this device's plan instead",
    });
  });

  it('offers nothing when there is no other plan, and leaves out a pantry the device did not have', () => {
    expect(
      mergeMessage(merge({ plan: 'device', canSwitchPlan: false, pantry: { added: 0, combined: 0 } })),
    ).toEqual({ title: "This device's plan is now your plan", description: '', action: null });
    expect(
      mergeMessage(merge({ plan: 'none', canSwitchPlan: false, pantry: { added: 3, combined: 0 } })),
    ).toEqual({
      title: "This device's pantry is in your account",
      description: "This device's pantry was added to yours: 3 new items.",
      action: null,
    });
  });

  it('after the choice, says which plan is in use and that the list follows it', () => {
    expect(switchedMessage(merge({ plan: 'device' })).title).toBe("This device's plan is kept");
    expect(switchedMessage(merge({ plan: 'account' })).title).toBe("Your account's plan is kept");
  });
});
