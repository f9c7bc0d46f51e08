import type { ProEntitlement } from '@larder/domain/api/entitlements';

/** "29 December 2026", in the cook's language. */
export function longDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

const STORE_NAMES = { app_store: 'the App Store', play: 'Google Play' } as const;

/** What Profile says of the cook's plan: its name, the line about its end, and how it is managed. */
export function proSummary(pro: ProEntitlement, locale?: string) {
  if (!pro.isActive) {
    return {
      title: 'Free plan',
      detail: pro.expiresAt ? `Your Pro ended on ${longDate(pro.expiresAt, locale)}.` : null,
      manage: null,
    };
  }
  const plan =
    pro.store === 'granted' ? 'Given by Larder support' : pro.plan === 'yearly' ? 'Yearly' : 'Monthly';
  const detail = !pro.expiresAt
    ? 'No end date.'
    : pro.status === 'active'
      ? `Renews on ${longDate(pro.expiresAt, locale)}.`
      : `Ends on ${longDate(pro.expiresAt, locale)}. It will not renew.`;
  const manage =
    pro.store === 'app_store' || pro.store === 'play'
      ? `Manage it in ${STORE_NAMES[pro.store]} on the phone you bought it on.`
      : null;
  return { title: `Larder Pro · ${plan}`, detail, manage };
}
