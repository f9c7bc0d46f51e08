import { z } from '../zod.ts';

/** A 204: no body at all (`DELETE /api/pantry/items/:id`, `DELETE /api/account`, …). */
export const noContentAnswer = z.null();
