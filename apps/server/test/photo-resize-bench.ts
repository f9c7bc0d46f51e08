import sharp from 'sharp';
import { resizePhoto } from '../src/modules/recipe-photos/resize-photo.ts';

/**
 * `npm run bench`'s photo figure (scripts/bench.mjs): a 12-megapixel phone photo (4000×3000, held
 * sideways in its EXIF, with a photo's gradients and grain) resized as the server keeps it. Run with tsx;
 * the time is libvips's, not JavaScript's. Prints the figures as JSON.
 */
async function phonePhoto(): Promise<Uint8Array> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed % 24) - 12;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, 180 - (x * 90) / width + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, 120 + (y * 80) / height + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 60 + ((x + y) * 60) / (width + height) + grain));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const RUNS = 7;
const photo = await phonePhoto();
const times: number[] = [];
/** CPU time of the whole process (libvips's threads included): what a busy shared machine does not inflate. */
const cpu: number[] = [];
let stored = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const used = process.cpuUsage();
  const resized = await resizePhoto(photo);
  times.push(performance.now() - started);
  const { user, system } = process.cpuUsage(used);
  cpu.push((user + system) / 1000);
  if (!resized.ok) throw new Error(`the bench photo was refused: ${resized.problem}`);
  stored = resized.bytes.byteLength;
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    inputKb: photo.byteLength / 1024,
    storedKb: stored / 1024,
    p50: times[Math.floor(RUNS / 2)],
    max: times[RUNS - 1],
    cpuP50: cpu[Math.floor(RUNS / 2)],
  })}\n`,
);
