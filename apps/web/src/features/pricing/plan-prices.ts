import type { PublicConfig } from '@larder/domain/api/config';

/** The Pro prices of this server as the pricing page shows them. */
export interface PlanPrices {
  free: string;
  monthly: string;
  yearly: string;
  yearlyPerMonth: string | null;
  yearlySaving: string | null;
  /** Rounded down, so the page never claims a bigger saving than the real one. */
  yearlySavingPercent: number | null;
}

function cents(price: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price) * 100) : null;
}

export function formatMoney(
  amountInCents: number,
  currency: string,
  locale = 'en',
  wholeUnits = false,
): string {
  try {
    const digits = wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(
      amountInCents / 100,
    );
  } catch {
    return `${(amountInCents / 100).toFixed(2)} ${currency}`;
  }
}

export function planPrices(pro: PublicConfig['pro'], locale = 'en'): PlanPrices {
  const money = (amount: number) => formatMoney(amount, pro.currency, locale);
  const monthly = cents(pro.monthlyPrice);
  const yearly = cents(pro.yearlyPrice);
  const twelveMonths = monthly === null ? null : monthly * 12;
  const saving =
    twelveMonths !== null && yearly !== null && twelveMonths > yearly ? twelveMonths - yearly : null;
  return {
    free: formatMoney(0, pro.currency, locale, true),
    monthly: monthly === null ? `${pro.monthlyPrice} ${pro.currency}` : money(monthly),
    yearly: yearly === null ? `${pro.yearlyPrice} ${pro.currency}` : money(yearly),
    yearlyPerMonth: yearly === null ? null : money(Math.round(yearly / 12)),
    yearlySaving: saving === null ? null : money(saving),
    yearlySavingPercent:
      saving === null || twelveMonths === null ? null : Math.floor((saving / twelveMonths) * 100),
  };
}
