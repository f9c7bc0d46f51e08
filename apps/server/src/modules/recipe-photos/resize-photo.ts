import sharp from 'sharp';

/** The longest side a stored photo keeps: sharp on a phone, a few hundred KB. */
export const PHOTO_MAX_SIDE = 1600;
/** Pictures larger than this are refused before they are decoded (a 48-megapixel phone photo fits). */
export const PHOTO_MAX_PIXELS = 60_000_000;
const JPEG_QUALITY = 80;

// Nothing is kept between photos: each is decoded once, and memory goes back as soon as it is done.
sharp.cache(false);

export type ResizedPhoto =
  | { ok: true; bytes: Uint8Array; width: number; height: number }
  | { ok: false; problem: 'too_many_pixels' | 'unreadable' };

/**
 * Decodes the photo (proving it is a picture), turns it upright from its EXIF orientation, fits it inside
 * 1600×1600 without enlarging it, and encodes a JPEG in sRGB with no metadata at all: no place, no
 * camera, no time. libvips decodes in its own threads, so the server answers other requests meanwhile.
 */
export async function resizePhoto(bytes: Uint8Array): Promise<ResizedPhoto> {
  try {
    const { data, info } = await sharp(bytes, {
      autoOrient: true,
      // Phones write JPEGs with harmless warnings; a file cut short or broken is refused.
      failOn: 'error',
      limitInputPixels: PHOTO_MAX_PIXELS,
    })
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, problem: /pixel limit/i.test(message) ? 'too_many_pixels' : 'unreadable' };
  }
}
