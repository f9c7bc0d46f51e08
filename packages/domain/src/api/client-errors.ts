import '../zod.ts';
import { z } from 'zod';

/** What the web app sends when its top-level error boundary catches an error (POST /api/client-errors). */
export const clientErrorReportSchema = z
  .object({
    message: z.string().trim().min(1, { error: 'message is required' }).max(2_000),
    stack: z.string().max(10_000).optional(),
    route: z.string().max(500),
    release: z.string().max(100),
  })
  .meta({ id: 'ClientErrorReport' });
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** `201`: the stored report's id. */
export const clientErrorAnswer = z.object({ id: z.string() });
