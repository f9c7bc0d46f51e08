import '../zod.ts';
import { z } from 'zod';

/** `GET /api/admin/overview`: admins only. */
export const adminOverviewAnswer = z
  .object({
    users: z.object({
      total: z.number(),
      anonymous: z.number(),
      verified: z.number(),
      admins: z.number(),
    }),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewAnswer>;
