import type { PublicConfig } from '@larder/domain/api/config';

/** The server configuration screens are rendered with in tests: Pro not sold, no limit, no model. */
export const TEST_CONFIG: PublicConfig = {
  release: 'test',
  supportEmail: 'help@larder.test',
  debugScreens: false,
  iosAppStoreUrl: null,
  pro: {
    currency: 'EUR',
    monthlyPrice: '9.99',
    yearlyPrice: '99.99',
    purchasable: false,
    freeRecipesPerDay: null,
    aiChef: false,
  },
  support: { liveChatUrl: null, helpCenterUrl: null },
  auth: { google: false, apple: false },
  mail: { delivered: true },
};
