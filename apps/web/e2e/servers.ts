/** Facts about the two servers the journeys run against (see playwright.config.ts). */
export const IOS_APP_STORE_URL = 'https://apps.apple.com/app/larder/id0000000000';

/** The server with debug screens on and an App Store link configured. */
export function debugServerUrl(path: string): string {
  return `${process.env.E2E_DEBUG_URL}${path}`;
}
