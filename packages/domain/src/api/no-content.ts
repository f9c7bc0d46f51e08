import '../zod.ts';
import { z } from 'zod';

/** A 204: no body at all (`DELETE /api/pantry/items/:id`, `DELETE /api/account`, …). */
export const noContentAnswer = z.null();
