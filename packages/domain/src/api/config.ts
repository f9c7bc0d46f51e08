import '../zod.ts';
import { z } from 'zod';

/** `GET /api/config`: what every client may know about this server's configuration. */
export const publicConfigSchema = z
  .object({
    release: z.string(),
    supportEmail: z.string(),
    debugScreens: z.boolean(),
    /** The App Store page of the iOS app, or null while the app is not in a store. */
    iosAppStoreUrl: z.string().nullable(),
    pro: z.object({
      currency: z.string(),
      monthlyPrice: z.string(),
      yearlyPrice: z.string(),
      /** False when no payment provider is configured on this server. */
      purchasable: z.boolean(),
      /** Recipes a free cook with an account gets a day here; null when this server sets no limit. */
      freeRecipesPerDay: z.number().int().nullable(),
      /** Whether a model answers as the AI chef here: Pro's where Pro is sold, everyone's where it is not. */
      aiChef: z.boolean(),
    }),
    /** Other ways to reach support besides email; a method without a link is not offered. */
    support: z.object({ liveChatUrl: z.string().nullable(), helpCenterUrl: z.string().nullable() }),
    /** Which sign-in providers this server offers besides email and password. */
    auth: z.object({ google: z.boolean(), apple: z.boolean() }),
    /**
     * False when no mail server is configured: accounts need no email confirmation, and password reset
     * links cannot be delivered (they are kept on the server for whoever runs it).
     */
    mail: z.object({ delivered: z.boolean() }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
