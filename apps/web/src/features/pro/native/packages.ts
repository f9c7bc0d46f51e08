import { DEFAULT_DISPLAY_PRICE } from '@larder/domain/constants';
import { packagePeriod } from '@larder/domain/entitlements';

/** A package the store sells (spec §3 "Purchase package"). */
export interface StorePackage {
  identifier: string;
  title: string;
  description: string;
  priceString: string;
  period: 'month' | 'year';
}

/** What Larder reads of a RevenueCat package (`PurchasesPackage`); a store may leave product fields out. */
export interface RevenueCatPackageLike {
  identifier: string;
  product?: { title?: string | null; description?: string | null; priceString?: string | null } | null;
}

/**
 * A RevenueCat package as spec §3 describes it: month when its identifier contains "monthly", else year
 * (spec §9), and 9.99 shown when the store gives no price string.
 */
export function storePackage(aPackage: RevenueCatPackageLike): StorePackage {
  const product = aPackage.product ?? {};
  return {
    identifier: aPackage.identifier,
    title: product.title ?? '',
    description: product.description ?? '',
    priceString: product.priceString?.trim() || DEFAULT_DISPLAY_PRICE,
    period: packagePeriod(aPackage.identifier),
  };
}
