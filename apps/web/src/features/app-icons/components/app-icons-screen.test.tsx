import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';

afterEach(cleanup);

const FILES: [string, string][] = [
  ['icon-192.png', '192 × 192 px'],
  ['icon-512.png', '512 × 512 px'],
  ['maskable-512.png', '512 × 512 px'],
  ['apple-touch-icon.png', '180 × 180 px'],
  ['favicon-32.png', '32 × 32 px'],
  ['icon.svg', 'Any size (SVG)'],
];

describe('/app-icons', () => {
  it('shows every icon file with its size, purpose, and light and dark previews', async () => {
    renderAt('/app-icons');
    await screen.findByRole('heading', { level: 1, name: 'App icons' });
    for (const [file, size] of FILES) {
      const card = screen.getByRole('heading', { level: 2, name: file }).closest('li');
      if (!card) throw new Error(`no card for ${file}`);
      const images = within(card).getAllByRole('img');
      expect(images.map((image) => image.getAttribute('alt'))).toEqual(
        expect.arrayContaining([`${file} on light`, `${file} on dark`]),
      );
      for (const image of images) expect(image.getAttribute('src')).toBe(`/icons/${file}`);
      expect(within(card).getByText(size)).toBeTruthy();
    }
    expect(screen.getByText('Manifest icon (maskable)')).toBeTruthy();
  });
});
