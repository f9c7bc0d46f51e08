/** A box on the screen, in CSS pixels from the viewport's top left. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const meets = (a: ScreenBox, b: ScreenBox) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * The space toasts float in: from `top` to `floor` (a phone's tab bar), between `left` and `right`;
 * `first` is where they go when both ends are free (the top on a phone, the bottom on a desktop).
 */
export interface ToastRoom {
  top: number;
  floor: number;
  left: number;
  right: number;
  first: 'top' | 'bottom';
}

/**
 * Where toasts go, as the top of their band (`height` tall): at the room's preferred end (a phone's
 * top, over the screen's title), else its other end (above the tab bar), else the band nearest the top
 * that covers none of the screen's buttons and links; when every band covers one, the one covering
 * fewest. A toast is there to be read,
 * not to take a tap meant for the screen.
 */
export function toastTop(room: ToastRoom, height: number, actions: readonly ScreenBox[]): number {
  const band = (top: number) => ({ top, bottom: top + height, left: room.left, right: room.right });
  const covered = (top: number) => actions.filter((action) => meets(band(top), action)).length;
  const low = Math.max(room.top, room.floor - height);
  const candidates = room.first === 'top' ? [room.top, low] : [low, room.top];
  for (let top = room.top + 8; top < low; top += 8) candidates.push(top);
  let best = candidates[0] ?? room.top;
  for (const top of candidates) {
    if (covered(top) === 0) return top;
    if (covered(top) < covered(best)) best = top;
  }
  return best;
}

const ACTIONS = 'button, a[href], input, select, textarea, [role="button"], [role="link"], [tabindex="0"]';

/** The screen's visible buttons, links and fields outside `except` (the toasts), as boxes. */
export function actionBoxes(except: Element): ScreenBox[] {
  const boxes: ScreenBox[] = [];
  for (const action of document.querySelectorAll<HTMLElement>(ACTIONS)) {
    if (except.contains(action) || action.closest('[inert], [aria-hidden="true"]')) continue;
    const box = action.getBoundingClientRect();
    // Screen-reader-only links ("Skip to content") are a clipped pixel until focused.
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(action).clipPath === 'inset(50%)') continue;
    if (typeof action.checkVisibility === 'function' && !action.checkVisibility({ visibilityProperty: true }))
      continue;
    boxes.push(box);
  }
  return boxes;
}
