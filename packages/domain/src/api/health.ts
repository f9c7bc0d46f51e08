import '../zod.ts';
import { z } from 'zod';

/** `GET /api/health`: 200 `ok`/`up` while PostgreSQL answers, 503 `unavailable`/`down` while it does not. */
export const healthAnswer = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    db: z.enum(['up', 'down']),
    /** The running release. */
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthAnswer>;
