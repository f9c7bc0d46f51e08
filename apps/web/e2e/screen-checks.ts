import type { Page } from '@playwright/test';

/** The smallest tap target Larder allows, both ways, in CSS pixels (design.md: readable in a kitchen). */
export const MIN_TARGET = 44;

/**
 * What sticks out past the right edge of the screen: the page scrolling sideways, and each visible element
 * whose box ends past the edge, unless an ancestor that ends inside the screen clips or scrolls it (a row
 * of chips that scrolls on its own, say). Only the outermost such element is named.
 */
export function sideOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) found.push(`the page scrolls sideways: ${scrollWidth} px wide in ${width} px`);
    const named = new Set<Element>();
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = [...element.classList].slice(0, 3).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue;
      let clipped = false;
      let insideNamed = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (named.has(parent)) insideNamed = true;
        const clips = getComputedStyle(parent).overflowX !== 'visible';
        if (clips && parent.getBoundingClientRect().right <= width + 1) clipped = true;
      }
      if (clipped || insideNamed) continue;
      named.add(element);
      found.push(`${name(element)} ends at ${Math.round(box.right)} px, past ${width} px`);
    }
    return found;
  });
}

/**
 * Every visible interactive element (links, buttons, form fields, [role=button], summary) whose hit area
 * is smaller than MIN_TARGET either way. The hit area is the largest of the element's own box, its
 * labels' boxes (a visually hidden radio's label is what a cook taps) and an absolutely placed ::before or
 * ::after that widens it. One exception, WCAG 2.5.8's inline one, kept narrow: a link shown inline inside
 * a paragraph of other text (a "privacy policy" link in a sentence), whose size the line of text sets.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
    const shown = (box: DOMRect) => box.width >= 2 && box.height >= 2;
    const pseudoBox = (element: Element, which: '::before' | '::after', own: DOMRect) => {
      const style = getComputedStyle(element, which);
      if (style.content === 'none' || style.position !== 'absolute') return null;
      const px = (value: string) => (value.endsWith('px') ? Number.parseFloat(value) : 0);
      const across = style.width.endsWith('px')
        ? px(style.width)
        : own.width - px(style.left) - px(style.right);
      const down = style.height.endsWith('px')
        ? px(style.height)
        : own.height - px(style.top) - px(style.bottom);
      return { width: across, height: down };
    };
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const paragraph = element.closest('p');
      return Boolean(paragraph && paragraph.textContent?.trim() !== element.textContent?.trim());
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const own = element.getBoundingClientRect();
      const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
      // Visually hidden (clipped to nothing, as .sr-only is): not a target until shown, as a skip link on
      // focus; a hidden radio's or checkbox's labels still are.
      const hidden = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      const areas = [
        ...(hidden ? [] : [own]),
        ...labels.map((label) => label.getBoundingClientRect()),
      ].filter(shown);
      if (areas.length === 0) continue;
      for (const which of ['::before', '::after'] as const) {
        const box = pseudoBox(element, which, own);
        if (box) areas.push(box as DOMRect);
      }
      const width = Math.max(...areas.map((box) => box.width));
      const height = Math.max(...areas.map((box) => box.height));
      if (width >= min - 0.5 && height >= min - 0.5) continue;
      if (inlineInText(element)) continue;
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent?.trim() || (element as HTMLInputElement).name || element.id).slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()}> "${label}" is ${Math.round(width)}×${Math.round(height)} px`,
      );
    }
    return found;
  }, MIN_TARGET);
}

/** Waits until the screen has settled: no splash, nothing busy, its fonts and pictures loaded. */
export async function settled(page: Page) {
  await page.locator('#splash').waitFor({ state: 'detached' });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
}
