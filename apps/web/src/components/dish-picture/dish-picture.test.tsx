import { SALAD } from '@larder/domain/recipe-fixtures';
import { dishPicture } from '@larder/kitchen/pictures';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DishPicture } from './dish-picture.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const frame = 'size-20';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

describe('a dish picture', () => {
  it('draws the vessel with one emoji for each of its main foods, named for screen readers', async () => {
    const expected = dishPicture(SALAD);
    render(<DishPicture recipe={SALAD} className={frame} />);
    const drawing = await screen.findByRole('img', { name: expected.label });
    expect(expected.label).toMatch(/^Illustration of feta\b.* in a bowl$/);
    expect(drawing.getAttribute('data-vessel')).toBe('bowl');
    // Behind the food, each food, in front of it: one group a food, each with the emoji's shapes.
    const foods = drawing.querySelectorAll(':scope > g');
    expect(foods).toHaveLength(expected.foods.length);
    for (const food of foods)
      expect(food.querySelectorAll('path, circle, ellipse').length).toBeGreaterThan(0);
  });

  it('is hidden from screen readers where its title is beside it', async () => {
    const { container } = render(<DishPicture recipe={SALAD} decorative className={frame} />);
    await vi.waitFor(() => expect(container.querySelector('svg[data-vessel]')).not.toBeNull());
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the cook's own photo before the source's picture", () => {
    render(
      <DishPicture
        recipe={{ ...SALAD, photo: '/uploads/mine.jpg', image: 'https://example.com/salad.jpg' }}
        className={frame}
      />,
    );
    const photo = screen.getByRole('img', { name: `${SALAD.title}, as you made it` });
    expect(photo.getAttribute('src')).toBe('/uploads/mine.jpg');
  });

  it("shows an imported recipe's picture online, and the illustration when it fails to load", async () => {
    render(<DishPicture recipe={{ ...SALAD, image: 'https://example.com/salad.jpg' }} className={frame} />);
    const source = screen.getByRole('img', { name: `${SALAD.title}, as its source shows it` });
    expect(source.getAttribute('src')).toBe('https://example.com/salad.jpg');
    fireEvent.error(source);
    expect(await screen.findByRole('img', { name: dishPicture(SALAD).label })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /as its source shows it/ })).toBeNull();
  });

  it("draws the illustration offline instead of the source's picture", async () => {
    goOffline();
    render(<DishPicture recipe={{ ...SALAD, image: 'https://example.com/salad.jpg' }} className={frame} />);
    expect(await screen.findByRole('img', { name: dishPicture(SALAD).label })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /as its source shows it/ })).toBeNull();
  });

  it('draws a meal of the plan from the picture the server read, with no ingredients', async () => {
    const picture = dishPicture(SALAD);
    render(<DishPicture recipe={{ id: 'plan-meal', title: 'Anything', picture }} className={frame} />);
    expect(await screen.findByRole('img', { name: picture.label })).toBeTruthy();
  });
});
