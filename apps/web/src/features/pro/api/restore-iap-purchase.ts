import type { entitlementsAnswer, RestoreIapPurchaseBody } from '@larder/domain/api/entitlements';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { StoreCustomerInfo } from '../native/purchases-platform.ts';

/** The body of restore-iap-purchase, with the store's customer record as the plugin gives it. */
export type RestorePurchase = Omit<RestoreIapPurchaseBody, 'customerInfo'> & {
  customerInfo: StoreCustomerInfo;
};

/** `POST /api/functions/restore-iap-purchase`: the server looks the cook's purchases up again at the store. */
export async function restoreIapPurchase(body: RestorePurchase): Promise<void> {
  await api<Answer<typeof entitlementsAnswer>>('/functions/restore-iap-purchase', {
    method: 'POST',
    json: body,
  });
}
