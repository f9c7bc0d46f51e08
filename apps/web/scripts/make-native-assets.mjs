// Renders the native apps' icons and splash screens from public/icons/icon.svg into the Capacitor
// projects, under the file names the Capacitor 7 templates use (so Contents.json and the Android
// resources stay valid). Run `node apps/web/scripts/make-native-assets.mjs` after changing the SVG;
// the PNGs are committed. scripts/check-native.mjs checks their pixel sizes.
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

const web = new URL('../', import.meta.url);
const androidRes = new URL('android/app/src/main/res/', web);
const iosAssets = new URL('ios/App/App/Assets.xcassets/', web);

/** Larder's green: the icon's background, the adaptive icon's background layer and the splash. */
const green = '#1f5d3a';
const background = `<rect width="512" height="512" rx="112" fill="${green}"/>`;

const icon = readFileSync(new URL('public/icons/icon.svg', web), 'utf8');
if (!icon.includes(background)) {
  throw new Error(`icon.svg no longer starts with ${background}; update make-native-assets.mjs to match`);
}
/** The jar and its leaves, in the icon's 512 × 512 space, without the rounded green square. */
const glyph = icon
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(background, '');

/** An SVG of `width` × `height` pixels: an optional fill, then the icon's 512 box scaled to `box` px, centred. */
function composition({ width, height, fill, box, shape = 'rect' }) {
  const scale = box / 512;
  const x = (width - box) / 2;
  const y = (height - box) / 2;
  const backdrop =
    fill === undefined
      ? ''
      : shape === 'circle'
        ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${fill}"/>`
        : `<rect width="${width}" height="${height}" fill="${fill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${backdrop}<g transform="translate(${x} ${y}) scale(${scale})">${glyph}</g></svg>`
  );
}

const render = (svg, width) => new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();

/** A PNG with an alpha channel (launcher icons whose corners are see-through). */
const withAlpha = (svg, width) => render(svg, width).asPng();

/** An opaque RGB PNG, no alpha channel (the App Store rejects a 1024 icon that has one). */
function opaque(svg, width) {
  const image = render(svg, width);
  // Read once: resvg's `pixels`, `width` and `height` are getters that copy out of the renderer.
  const { pixels, width: columns, height: lines } = image;
  const rows = Buffer.alloc((columns * 3 + 1) * lines);
  for (let y = 0, at = 0; y < lines; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < columns; x++) {
      const from = (y * columns + x) * 4;
      rows[at++] = pixels[from];
      rows[at++] = pixels[from + 1];
      rows[at++] = pixels[from + 2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(columns, 0);
  header.writeUInt32BE(lines, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a sample, truecolour (RGB), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const written = [];
function write(base, path, png) {
  writeFileSync(new URL(path, base), png);
  written.push(path);
}

// Android launcher icons, at each density's pixel size (mdpi = 1 px a dp).
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
// The adaptive icon's 108 dp foreground: launchers mask it to as little as the central 66 dp circle,
// so the icon's 512 box is drawn at 84 dp, which keeps every corner of the jar inside that circle.
const foreground = composition({ width: 108, height: 108, box: 84 });
const round = composition({ width: 512, height: 512, fill: green, box: 512, shape: 'circle' });
for (const [density, scale] of Object.entries(densities)) {
  write(androidRes, `mipmap-${density}/ic_launcher.png`, withAlpha(icon, 48 * scale));
  write(androidRes, `mipmap-${density}/ic_launcher_round.png`, withAlpha(round, 48 * scale));
  write(androidRes, `mipmap-${density}/ic_launcher_foreground.png`, withAlpha(foreground, 108 * scale));
}
writeFileSync(
  new URL('values/ic_launcher_background.xml', androidRes),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${green.toUpperCase()}</color>\n</resources>\n`,
);
written.push('values/ic_launcher_background.xml');

// Android splash drawables (shown before Android 12, and by SplashScreen.show()): the jar on green.
const splashSizes = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};
const androidSplash = (width, height) =>
  opaque(composition({ width, height, fill: green, box: Math.round(Math.min(width, height) * 0.45) }), width);
for (const [density, [width, height]] of Object.entries(splashSizes)) {
  write(androidRes, `drawable-port-${density}/splash.png`, androidSplash(width, height));
  write(androidRes, `drawable-land-${density}/splash.png`, androidSplash(height, width));
}
write(androidRes, 'drawable/splash.png', androidSplash(480, 320));

// iOS: the single 1024 App Store icon (full bleed; iOS rounds the corners itself) and the launch
// screen's image, which LaunchScreen.storyboard scales to fill the screen from a 2732 square.
write(
  iosAssets,
  'AppIcon.appiconset/AppIcon-512@2x.png',
  opaque(composition({ width: 1024, height: 1024, fill: green, box: 1024 }), 1024),
);
const iosSplash = opaque(composition({ width: 2732, height: 2732, fill: green, box: 600 }), 2732);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  write(iosAssets, `Splash.imageset/${name}`, iosSplash);
}

console.info(`native icons and splash screens: ${written.length} files written`);
