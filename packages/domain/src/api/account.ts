import '../zod.ts';
import { z } from 'zod';

/** `/api/me`, `/api/account/export`, `DELETE /api/account` (docs/contracts/accounts-api.md). */

/** `GET /api/me`: who is signed in, whether they have recipes yet and whether they own Pro. */
export const meAnswer = z
  .object({
    user: z.object({
      id: z.string(),
      /** Anonymous cooks have a made-up address of their own. */
      email: z.string(),
      name: z.string(),
      isAnonymous: z.boolean(),
      role: z.string().nullable(),
      emailVerified: z.boolean(),
      createdAt: z.iso.datetime(),
      /** How the account first signed in (`credential`, `google`, `apple`), or null. */
      provider: z.string().nullable(),
    }),
    hasRecipes: z.boolean(),
    isPro: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meAnswer>;

/**
 * `GET /api/account/export`: all of the cook's data as a download, each feature's records under its own
 * name (`pantry`, `recipes`, `plans`, `shoppingList`, `supportRequests`, `uploads`, `mail`).
 */
export const accountExport = z
  .object({
    exportedAt: z.iso.datetime(),
    account: z.object({
      profile: z.record(z.string(), z.unknown()).optional(),
      signInMethods: z.array(z.record(z.string(), z.unknown())),
      sessions: z.array(z.record(z.string(), z.unknown())),
    }),
  })
  .catchall(z.unknown())
  .meta({ id: 'AccountExport' });
