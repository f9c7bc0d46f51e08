import type { PublicConfig } from '@larder/domain/api/config';

/** What the paywall shows about the two Pro plans, already formatted for display. */
export interface ProPlanPrices {
  monthly: string;
  yearly: string;
  /** The yearly price spread over twelve months, or null when the yearly price is unreadable. */
  yearlyPerMonth: string | null;
  /** How much a year of the yearly plan saves against twelve monthly payments, or null if nothing. */
  yearlySaving: string | null;
  /** The same saving as a whole percentage, rounded down so the claim is never larger than the truth. */
  yearlySavingPercent: number | null;
}

/** "9.99" → 999. Returns null for anything that is not a non-negative price. */
export function priceToCents(price: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(price.trim())) return null;
  return Math.round(Number(price) * 100);
}

export function formatCents(cents: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

export function proPlanPrices(pro: PublicConfig['pro'], locale = 'en'): ProPlanPrices {
  const monthly = priceToCents(pro.monthlyPrice);
  const yearly = priceToCents(pro.yearlyPrice);
  const format = (cents: number | null, raw: string) =>
    cents === null ? `${raw} ${pro.currency}` : formatCents(cents, pro.currency, locale);
  const yearOfMonthly = monthly === null ? null : monthly * 12;
  const saving = yearOfMonthly === null || yearly === null ? null : yearOfMonthly - yearly;
  const hasSaving = saving !== null && saving > 0 && yearOfMonthly !== null;
  return {
    monthly: format(monthly, pro.monthlyPrice),
    yearly: format(yearly, pro.yearlyPrice),
    yearlyPerMonth: yearly === null ? null : formatCents(Math.round(yearly / 12), pro.currency, locale),
    yearlySaving: hasSaving ? formatCents(saving, pro.currency, locale) : null,
    yearlySavingPercent: hasSaving ? Math.floor((saving / yearOfMonthly) * 100) : null,
  };
}
