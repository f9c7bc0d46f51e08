import { z } from 'zod';
import '../zod.ts';

/** `POST` / `DELETE /api/recipes/:id/photo`: the cook's photo of the recipe now (null: none). */
export const photoAnswer = z
  .object({ id: z.string(), photo: z.string().nullable() })
  .meta({ id: 'CookPhoto' });
export type PhotoAnswer = z.infer<typeof photoAnswer>;

/** What the photo routes answer when they refuse, word for word. */
export const PHOTO_MESSAGES = {
  account: 'Create a free account to add your photo.',
  cookFirst: 'Cook this recipe first, then add your photo.',
  empty: 'Choose a photo to add.',
  tooLarge: 'That photo is larger than 10 MB.',
  notPhoto: 'Choose a JPEG or PNG photo.',
  unreadable: 'That photo could not be opened: the file may be damaged or incomplete. Choose another photo.',
  tooManyPixels: 'That picture is too big to open (more than 60 megapixels). Choose a smaller photo.',
  none: 'There is no photo of yours on that recipe.',
} as const;
