import {
  type CustomerInfo,
  PACKAGE_TYPE,
  PRODUCT_TYPE,
  type PurchasesEntitlementInfo,
  type PurchasesOfferings,
  type PurchasesPackage,
  VERIFICATION_RESULT,
} from '@revenuecat/purchases-capacitor';
import { vi } from 'vitest';
import type { RevenueCatPlugin } from './revenuecat-purchases.ts';

/** Test data in the shapes the RevenueCat plugin's definitions declare. Tests only. */

const OFFERING = 'default';

function entitlement(identifier: string, expirationDate: string | null): PurchasesEntitlementInfo {
  return {
    identifier,
    isActive: true,
    willRenew: true,
    periodType: 'NORMAL',
    latestPurchaseDate: '2026-11-01T10:00:00Z',
    latestPurchaseDateMillis: Date.parse('2026-11-01T10:00:00Z'),
    originalPurchaseDate: '2026-11-01T10:00:00Z',
    originalPurchaseDateMillis: Date.parse('2026-11-01T10:00:00Z'),
    expirationDate,
    expirationDateMillis: expirationDate ? Date.parse(expirationDate) : null,
    store: 'APP_STORE',
    productIdentifier: 'larder_pro_monthly',
    productPlanIdentifier: null,
    isSandbox: true,
    unsubscribeDetectedAt: null,
    unsubscribeDetectedAtMillis: null,
    billingIssueDetectedAt: null,
    billingIssueDetectedAtMillis: null,
    ownershipType: 'PURCHASED',
    verification: VERIFICATION_RESULT.NOT_REQUESTED,
  };
}

/** A customer with these entitlements active (each until 1 December 2026). */
export function customerInfo(active: string[] = [], originalAppUserId = 'cook-1'): CustomerInfo {
  const entitlements = Object.fromEntries(active.map((id) => [id, entitlement(id, '2026-12-01T10:00:00Z')]));
  return {
    entitlements: {
      all: entitlements,
      active: entitlements,
      verification: VERIFICATION_RESULT.NOT_REQUESTED,
    },
    activeSubscriptions: active.length ? ['larder_pro_monthly'] : [],
    allPurchasedProductIdentifiers: active.length ? ['larder_pro_monthly'] : [],
    latestExpirationDate: active.length ? '2026-12-01T10:00:00Z' : null,
    firstSeen: '2026-11-01T09:00:00Z',
    originalAppUserId,
    requestDate: '2026-11-01T10:00:01Z',
    allExpirationDates: {},
    allPurchaseDates: {},
    originalApplicationVersion: null,
    originalPurchaseDate: null,
    managementURL: null,
    nonSubscriptionTransactions: [],
    subscriptionsByProductIdentifier: {},
  };
}

/** A package of the default offering; `priceString` '' is a store that sent none. */
export function rcPackage(identifier: string, priceString = '€9.99'): PurchasesPackage {
  const context = { offeringIdentifier: OFFERING, placementIdentifier: null, targetingContext: null };
  return {
    identifier,
    packageType: identifier.includes('monthly') ? PACKAGE_TYPE.MONTHLY : PACKAGE_TYPE.ANNUAL,
    offeringIdentifier: OFFERING,
    presentedOfferingContext: context,
    product: {
      identifier: `larder_pro_${identifier.includes('monthly') ? 'monthly' : 'yearly'}`,
      title: 'Larder Pro',
      description: 'Unlimited recipes and plans',
      price: 9.99,
      priceString,
      pricePerWeek: null,
      pricePerMonth: null,
      pricePerYear: null,
      pricePerWeekString: null,
      pricePerMonthString: null,
      pricePerYearString: null,
      currencyCode: 'EUR',
      introPrice: null,
      discounts: null,
      productCategory: null,
      productType: PRODUCT_TYPE.AUTO_RENEWABLE_SUBSCRIPTION,
      subscriptionPeriod: identifier.includes('monthly') ? 'P1M' : 'P1Y',
      defaultOption: null,
      subscriptionOptions: null,
      presentedOfferingIdentifier: OFFERING,
      presentedOfferingContext: context,
    },
  };
}

export function offerings(packages: PurchasesPackage[]): PurchasesOfferings {
  const current = {
    identifier: OFFERING,
    serverDescription: 'Larder Pro',
    metadata: {},
    availablePackages: packages,
    lifetime: null,
    annual: null,
    sixMonth: null,
    threeMonth: null,
    twoMonth: null,
    monthly: null,
    weekly: null,
  };
  return { all: { [OFFERING]: current }, current };
}

/**
 * A rejection as the plugin makes it natively: a Capacitor error whose `code` is RevenueCat's code as a
 * string and whose `data` is the SDK's error (readableErrorCode, userCancelled…).
 */
export function pluginError(code: string, message: string, readableErrorCode: string): Error {
  return Object.assign(new Error(message), {
    code,
    data: {
      code: Number(code),
      message,
      readableErrorCode,
      underlyingErrorMessage: '',
      userCancelled: code === '1',
      userInfo: { readableErrorCode },
    },
  });
}

/** A plugin that answers as RevenueCat does for a cook who has not bought anything yet. */
export function fakePlugin(overrides: Partial<RevenueCatPlugin> = {}) {
  const plugin = {
    configure: vi.fn<RevenueCatPlugin['configure']>(async () => undefined),
    getOfferings: vi.fn<RevenueCatPlugin['getOfferings']>(async () =>
      offerings([rcPackage('$rc_monthly'), rcPackage('$rc_annual', '€89.99')]),
    ),
    purchasePackage: vi.fn<RevenueCatPlugin['purchasePackage']>(async ({ aPackage }) => ({
      productIdentifier: aPackage.product.identifier,
      customerInfo: customerInfo(['pro']),
      transaction: {
        transactionIdentifier: 't-1',
        productIdentifier: aPackage.product.identifier,
        purchaseDate: '2026-11-01T10:00:00Z',
      },
    })),
    restorePurchases: vi.fn<RevenueCatPlugin['restorePurchases']>(async () => ({
      customerInfo: customerInfo(),
    })),
    getCustomerInfo: vi.fn<RevenueCatPlugin['getCustomerInfo']>(async () => ({
      customerInfo: customerInfo(),
    })),
    logIn: vi.fn<RevenueCatPlugin['logIn']>(async ({ appUserID }) => ({
      customerInfo: customerInfo([], appUserID),
      created: false,
    })),
    logOut: vi.fn<RevenueCatPlugin['logOut']>(async () => ({
      customerInfo: customerInfo([], '$RCAnonymousID:1'),
    })),
  };
  return Object.assign(plugin, overrides);
}
