import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Scheme = 'light' | 'dark';
export const BOTH_SCHEMES: readonly Scheme[] = ['light', 'dark'];

/**
 * Serious and critical axe findings on the page as it is now, each with where it is. Asked for in both
 * colour schemes, the page is scanned in each in turn: dark mode is the stylesheet's prefers-color-scheme
 * alone, so the screen changes in place rather than being loaded and set up again, and is scanned once its
 * colour transitions have run. `within` limits the scan to one part of the page, `rules` to those axe rules.
 */
export async function seriousViolations(
  page: Page,
  {
    schemes = ['light'],
    within,
    rules,
  }: { schemes?: readonly Scheme[]; within?: string; rules?: readonly string[] } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colours change with a transition (a hovered button's, say): the scan reads them once they are set.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    const scan = rules ? new AxeBuilder({ page }).withRules([...rules]) : new AxeBuilder({ page });
    const results = await (within ? scan.include(within) : scan).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      found.push(`${scheme} ${page.url()} ${violation.id}: ${violation.help} (${where})`);
    }
  }
  return found;
}
