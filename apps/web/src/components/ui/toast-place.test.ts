import { describe, expect, it } from 'vitest';
import { type ScreenBox, toastTop } from './toast-place.ts';

const row = (top: number, bottom: number, left = 16, right = 374): ScreenBox => ({
  top,
  bottom,
  left,
  right,
});
/** A 390 px phone whose tab bar starts at 770 px; toasts 72 px tall. */
const room = { top: 8, floor: 762, left: 0, right: 390, first: 'top' } as const;
const height = 72;

describe('toastTop', () => {
  it('goes to the top when nothing is there to tap (a title)', () => {
    expect(toastTop(room, height, [row(700, 748, 16, 120)])).toBe(8);
  });

  it('goes above the tab bar when the top holds a back link and the bottom nothing', () => {
    expect(toastTop(room, height, [row(24, 72, 20, 110)])).toBe(690);
  });

  it('finds the free band nearest the top when both ends hold buttons', () => {
    const top = toastTop(room, height, [row(24, 72), row(400, 448), row(700, 748)]);
    expect(top).toBe(72);
  });

  it('covers as few as it can when no band is free', () => {
    const everywhere = Array.from({ length: 20 }, (_, i) => row(i * 40, i * 40 + 36));
    const top = toastTop(room, height, everywhere);
    const covered = everywhere.filter((box) => box.top < top + height && top < box.bottom).length;
    expect(covered).toBe(2);
  });

  it('on a desktop goes to the bottom first, and to the top when a button is there', () => {
    const desktop = { ...room, first: 'bottom' } as const;
    expect(toastTop(desktop, height, [])).toBe(690);
    expect(toastTop(desktop, height, [row(700, 748)])).toBe(8);
  });

  it('counts only what the band meets: a box beside it is not covered', () => {
    expect(toastTop(room, height, [row(8, 80, 400, 420)])).toBe(8);
  });
});
