import type { entitlementsAnswer, ValidateIapPurchaseBody } from '@larder/domain/api/entitlements';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { StoreCustomerInfo } from '../native/purchases-platform.ts';

/** The body of validate-iap-purchase, with the store's customer record as the plugin gives it. */
export type ValidatePurchase = Omit<ValidateIapPurchaseBody, 'customerInfo' | 'transactionData'> & {
  customerInfo: StoreCustomerInfo;
};

/**
 * `POST /api/functions/validate-iap-purchase`: tells the server the app bought Pro; the server asks the
 * store's server what the cook owns. Its answer is not read: get-entitlements says what came of it.
 */
export async function validateIapPurchase(body: ValidatePurchase): Promise<void> {
  await api<Answer<typeof entitlementsAnswer>>('/functions/validate-iap-purchase', {
    method: 'POST',
    json: body,
  });
}
