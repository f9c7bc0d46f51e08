import * as z from 'zod/mini';
import type { PublicConfig } from '../public-config.ts';

/** `GET /api/config`: what every client may know about this server's configuration. */
export const publicConfigResponse: z.ZodMiniType<PublicConfig> = z.object({
  release: z.string(),
  supportEmail: z.string(),
  debugScreens: z.boolean(),
  iosAppStoreUrl: z.nullable(z.string()),
  pro: z.object({
    currency: z.string(),
    monthlyPrice: z.string(),
    yearlyPrice: z.string(),
    purchasable: z.boolean(),
  }),
  support: z.object({ liveChatUrl: z.nullable(z.string()), helpCenterUrl: z.nullable(z.string()) }),
  auth: z.object({ google: z.boolean(), apple: z.boolean() }),
  mail: z.object({ delivered: z.boolean() }),
});
