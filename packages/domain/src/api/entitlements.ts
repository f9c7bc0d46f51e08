import { ENTITLEMENT_STORES, PRO_PLANS, SUBSCRIPTION_STATUSES } from '../entitlements.ts';
import '../zod.ts';
import { z } from 'zod';
import { meAnswer } from './account.ts';

/**
 * The Pro entitlement as the apps use it (spec §3, §4): whether it is on, its status by spec §4's rule,
 * when it ends and whether it renews, and where it came from.
 */
export const proEntitlement = z
  .object({
    isActive: z.boolean(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** When Pro ends (or ended); null for a grant without an end, or for a cook who never had Pro. */
    expiresAt: z.iso.datetime().nullable(),
    willRenew: z.boolean(),
    /** null for a cook who never had Pro. */
    store: z.enum(ENTITLEMENT_STORES).nullable(),
    plan: z.enum(PRO_PLANS).nullable(),
    /** Whether "Manage subscription" opens the payment provider's portal here (Stripe on the web). */
    manageable: z.boolean(),
  })
  .meta({ id: 'ProEntitlement' });
export type ProEntitlement = z.infer<typeof proEntitlement>;

/** `POST /api/functions/get-entitlements`: the cook's entitlements by name; Larder sells one, `pro`. */
export const entitlementsAnswer = z
  .object({ entitlements: z.object({ pro: proEntitlement }) })
  .meta({ id: 'Entitlements' });
export type EntitlementsAnswer = z.infer<typeof entitlementsAnswer>;

/**
 * Today's recipe allowance: `limit` null when none applies (Pro, or a server that sells no Pro);
 * `used` counts the recipes opened today in the cook's day.
 */
export const recipeAllowance = z
  .object({
    limit: z.number().int().nullable(),
    used: z.number().int(),
    left: z.number().int().nullable(),
  })
  .meta({ id: 'RecipeAllowance' });
export type RecipeAllowance = z.infer<typeof recipeAllowance>;

/** `POST /api/functions/get-profile-bundle`: who the cook is, their entitlements and today's allowance in one call. */
export const profileBundleAnswer = z
  .object({
    profile: meAnswer.shape.user,
    entitlements: z.object({ pro: proEntitlement }),
    allowance: recipeAllowance,
  })
  .meta({ id: 'ProfileBundle' });
export type ProfileBundle = z.infer<typeof profileBundleAnswer>;

/** A store's customer record as the purchases SDK hands it over; the server only reads its user id from it. */
const customerInfo = z.object({ originalAppUserId: z.string().max(200) }).passthrough();

const storeSource = z.enum(['app_store', 'play']);

/**
 * `POST /api/functions/validate-iap-purchase`: the native app says it bought Pro. The server never takes its
 * word: it asks the store's server (RevenueCat) what the user owns.
 */
export const validateIapPurchaseBody = z
  .object({
    userId: z.string().min(1).max(200),
    transactionData: z.record(z.string(), z.unknown()).optional(),
    customerInfo: customerInfo.optional(),
    source: storeSource,
  })
  .refine((body) => body.transactionData !== undefined || body.customerInfo !== undefined, {
    message: 'Send the purchase as transactionData or customerInfo.',
    path: ['transactionData'],
  })
  .meta({ id: 'ValidateIapPurchase' });
export type ValidateIapPurchaseBody = z.infer<typeof validateIapPurchaseBody>;

/** `POST /api/functions/restore-iap-purchase`: look the cook's purchases up again at the store. */
export const restoreIapPurchaseBody = z
  .object({ userId: z.string().min(1).max(200), customerInfo })
  .meta({ id: 'RestoreIapPurchase' });
export type RestoreIapPurchaseBody = z.infer<typeof restoreIapPurchaseBody>;

/** `POST /api/billing/checkout`: start a Stripe Checkout for a plan. */
export const checkoutBody = z
  .object({ plan: z.enum(PRO_PLANS) })
  .strict()
  .meta({ id: 'CheckoutRequest' });
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** Where to send the cook next: Stripe's hosted Checkout, or its customer portal. */
export const redirectAnswer = z.object({ url: z.string() }).meta({ id: 'Redirect' });
export type RedirectAnswer = z.infer<typeof redirectAnswer>;
