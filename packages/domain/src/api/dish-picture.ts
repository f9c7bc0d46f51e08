import { EMOJI, type EmojiName, VESSELS } from '@larder/kitchen/picture-kinds';
import '../zod.ts';
import { z } from 'zod';

const EMOJI_NAMES = Object.keys(EMOJI) as [EmojiName, ...EmojiName[]];

/**
 * A dish's picture as the kitchen reads it from the recipe (`@larder/kitchen/pictures`): sent where the
 * screen has no ingredients to read it from itself (a plan's meals).
 */
export const dishPictureSchema = z
  .object({
    vessel: z.enum(VESSELS),
    foods: z.array(z.object({ name: z.string(), emoji: z.enum(EMOJI_NAMES) })),
    label: z.string(),
  })
  .meta({ id: 'DishPicture' });
