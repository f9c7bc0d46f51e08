import '../zod.ts';
import { z } from 'zod';

/**
 * `/api/account/merge`: what signing in on a device that already had anonymous data did to the
 * account (decision 021), read by the web right after sign-in to say it in a toast.
 */

/** Which plan is the account's plan now, and whether the other one can still be chosen. */
export const keptPlan = z.enum(['account', 'device', 'none']);
export type KeptPlan = z.infer<typeof keptPlan>;

export const accountMergeDto = z
  .object({
    /** When the device's data met the account's. */
    mergedAt: z.iso.datetime(),
    pantry: z.object({
      /** Lines from this device the account did not have: now in its pantry. */
      added: z.number().int().nonnegative(),
      /** Lines from this device whose amounts went into a line of the same food (rice + rice). */
      combined: z.number().int().nonnegative(),
    }),
    /**
     * The plan in use: `account` (the account's plan was kept, this device's is set aside), `device`
     * (this device's plan is in use, the account's set aside), `none` (neither had a plan).
     */
    plan: keptPlan,
    /** True while the plan set aside can still be chosen instead (until a new plan or its week is over). */
    canSwitchPlan: z.boolean(),
    /** True once the device has shown the notice. */
    seen: z.boolean(),
  })
  .meta({ id: 'AccountMerge' });
export type AccountMergeDto = z.infer<typeof accountMergeDto>;

/** `GET /api/account/merge`: the latest merge, or null when this account never merged another device's data. */
export const accountMergeAnswer = z
  .object({ merge: accountMergeDto.nullable() })
  .meta({ id: 'AccountMergeAnswer' });

/** `POST /api/account/merge/plan`: keep this device's plan (`device`) or the account's (`account`). */
export const keepPlanBody = z
  .object({ keep: z.enum(['device', 'account'], { error: 'Choose device or account.' }) })
  .strict()
  .meta({ id: 'KeepPlanBody' });
export type KeepPlanBody = z.infer<typeof keepPlanBody>;

export const keepPlanAnswer = z.object({ merge: accountMergeDto }).meta({ id: 'KeepPlanAnswer' });
