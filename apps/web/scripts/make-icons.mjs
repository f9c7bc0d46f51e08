// Renders the app icons from public/icons/icon.svg. Run with `npm run icons -w @larder/web` after
// changing the SVG; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const dir = new URL('../public/icons/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', dir), 'utf8');
// Maskable icons keep their content inside the central 80 % "safe zone", on a full-bleed background.
const maskable = svg
  .replace(
    '<rect width="512" height="512" rx="112" fill="#1f5d3a"/>',
    '<rect width="512" height="512" fill="#1f5d3a"/><g transform="translate(51.2 51.2) scale(0.8)">',
  )
  .replace('</svg>', '</g></svg>');

const render = (source, size) =>
  new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();

for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, dir), render(svg, size));
writeFileSync(new URL('maskable-512.png', dir), render(maskable, 512));
writeFileSync(new URL('apple-touch-icon.png', dir), render(maskable, 180));
writeFileSync(new URL('favicon-32.png', dir), render(svg, 32));
console.info('icons written to', dir.pathname);
