/** What every client may know about this server's configuration (GET /api/config). */
export interface PublicConfig {
  release: string;
  supportEmail: string;
  debugScreens: boolean;
  /** The App Store page of the iOS app, or null while the app is not in a store. */
  iosAppStoreUrl: string | null;
  pro: {
    currency: string;
    monthlyPrice: string;
    yearlyPrice: string;
    /** False when no payment provider is configured on this server. */
    purchasable: boolean;
  };
  /** Other ways to reach support besides email; a method without a link is not offered. */
  support: { liveChatUrl: string | null; helpCenterUrl: string | null };
  /** Which sign-in providers this server offers besides email and password. */
  auth: { google: boolean; apple: boolean };
  /**
   * False when no mail server is configured: accounts need no email confirmation, and password reset
   * links cannot be delivered (they are kept on the server for whoever runs it).
   */
  mail: { delivered: boolean };
}
