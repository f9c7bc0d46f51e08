import '../zod.ts';
import { z } from 'zod';

/** `POST /api/reports`: anyone can report a public recipe or a shared collection (spec §1 content reporting). */

export const REPORT_REASONS = ['inappropriate', 'copyright', 'spam', 'dangerous', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads on the form. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  inappropriate: 'Inappropriate',
  copyright: 'Copyright',
  spam: 'Spam',
  dangerous: 'Dangerous food advice',
  other: 'Other',
};

export const REPORT_KINDS = ['recipe', 'collection'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_THANKS = "Thanks, we'll take a look";

export const reportBody = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: 'Report a recipe or a collection.' }),
    /** A recipe id, or a shared collection's link id. */
    itemId: z
      .string({ error: 'Say what you are reporting.' })
      .min(1, { error: 'Say what you are reporting.' })
      .max(200, { error: 'Say what you are reporting.' }),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
    note: z.string({ error: 'Write the note as text.' }).trim().max(1000, {
      error: 'Keep the note under 1,000 characters.',
    }),
  })
  .meta({ id: 'Report' });
export type ReportInput = z.infer<typeof reportBody>;

export const reportAnswer = z.object({ id: z.string(), message: z.literal(REPORT_THANKS) });

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

/** `GET /api/admin/reports`: newest first, a page at a time; `q` matches the item's id, the reason or the note. */
export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  q: z.string().trim().max(200, { error: 'Search for at most 200 characters.' }).default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const adminReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  itemId: z.string(),
  /** The recipe's title or the collection's name, when it still exists. */
  itemTitle: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export const adminReportsAnswer = z.object({
  reports: z.array(adminReportSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export const adminReportParams = z.object({ id: z.string() });
/** `POST /api/admin/reports/:id/hide` and `/dismiss`: the report as decided (with every open one of its item). */
export const adminReportDecision = z.object({ id: z.string(), status: z.enum(['hidden', 'dismissed']) });
