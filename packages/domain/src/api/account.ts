import * as z from 'zod/mini';

/** `/api/me`, `/api/account/*` and `/api/admin/*` answers. */

/** `GET /api/me`: who this is, whether they have recipes yet and whether they own Pro. */
export const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
    /** How the account signs in first (`credential`, `google`, …); null for anonymous cooks. */
    provider: z.optional(z.nullable(z.string())),
  }),
  hasRecipes: z.boolean(),
  isPro: z.boolean(),
});
export type Me = z.infer<typeof meResponse>;

/** `GET /api/account/export`: everything kept about the account, saved by the cook as a file. */
export const accountExportResponse = z.looseObject({ exportedAt: z.string() });

/** Counts, possibly nested by what they count ("users › admins"). */
type Counts = { [name: string]: number | Counts };
const counts: z.ZodMiniType<Counts> = z.record(z.string(), z.union([z.number(), z.lazy(() => counts)]));

/** `GET /api/admin/overview`: user counts by kind (admins only). */
export const adminOverviewResponse = counts;
