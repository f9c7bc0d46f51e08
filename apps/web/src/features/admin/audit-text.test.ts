import { describe, expect, it } from 'vitest';
import { GRANT } from './admin-test-fixtures.ts';
import { describeAction } from './audit-text.ts';

describe('the audit log in plain words', () => {
  it.each([
    [
      { action: 'pro.grant', detail: { reason: 'Beta tester', until: '2027-03-31' } },
      'granted Pro to ada@example.com until 31 Mar 2027: Beta tester',
    ],
    [
      { action: 'pro.revoke', detail: { reason: 'Refunded', was: 'granted' } },
      'revoked Pro from ada@example.com: Refunded',
    ],
    [
      { action: 'role.change', detail: { reason: 'Left', from: 'admin', to: 'user' } },
      'removed ada@example.com as an admin: Left',
    ],
    [{ action: 'user.disable', detail: { reason: 'Spam' } }, 'disabled ada@example.com: Spam'],
    [
      { action: 'support.reply', targetLabel: 'Swap', detail: { to: 'ada@example.com' } },
      'replied to “Swap” (mailed to ada@example.com)',
    ],
    [
      { action: 'support.status', targetLabel: 'Swap', detail: { from: 'open', to: 'closed' } },
      'marked “Swap” closed',
    ],
    [
      { action: 'report.hide', targetLabel: 'Stew', detail: { reason: 'dangerous', note: '' } },
      'hid “Stew”, reported as Dangerous food advice',
    ],
  ] as const)('%o', (change, words) => {
    expect(describeAction({ ...GRANT, ...change })).toBe(words);
  });
});
