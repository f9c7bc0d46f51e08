import * as z from 'zod/mini';

/** A 204: no body at all (`DELETE /api/pantry/items/:id`, `DELETE /api/account`, …). */
export const noContentResponse = z.null();
