import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Browser } from './kitchen-session.ts';

/** The EXIF tag of the GPS block (0x8825), as it is written in either byte order. */
const GPS_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

/** Whether EXIF bytes carry a GPS block. */
export const hasGps = (exif: Buffer | undefined) => GPS_TAG.some((tag) => exif?.includes(tag) ?? false);

/**
 * A phone photo held sideways: 2400×1200 pixels stored, red on the left and blue on the right, with EXIF
 * orientation 6 (turn 90° clockwise to show it), the camera's make, and where it was taken.
 */
export async function sidewaysJpegWithGps(): Promise<Uint8Array> {
  const width = 2400;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at += 1) {
    const left = at % width < width / 2;
    pixels.set(left ? [220, 30, 30] : [30, 30, 220], at * 3);
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'KitchenCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A small plain PNG of one colour. */
export async function smallPng(width = 300, height = 200): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** A PNG whose header says 30000×30000 (900 megapixels) around a few bytes: a decompression bomb's shape. */
export async function hugePngHeader(): Promise<Uint8Array> {
  const png = Buffer.from(await smallPng(8, 8));
  // IHDR's data starts at byte 16 (width, height); its CRC (over type and data) follows at 29.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** The first half of a real JPEG: it starts like one but ends mid-picture. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
}

/** Posts `bytes` as the recipe's photo, under `name`, as the web app's form does. */
export function sendPhoto(browser: Browser, id: string, bytes: Uint8Array, name = 'dinner.jpg') {
  const form = new FormData();
  form.append('photo', new File([bytes], name, { type: 'image/jpeg' }));
  return browser.request(`/api/recipes/${id}/photo`, { method: 'POST', form });
}
