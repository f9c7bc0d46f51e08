import { BADGE_RULES, BADGES } from '@larder/domain/api/profile';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { busyCookSummary } from '../profile-fixtures.ts';
import { formatEarned } from '../profile-format.ts';

freshSessionEachTest();

/** A server that remembers which badges Profile has celebrated. */
function serverWith(summary: ProfileSummary) {
  let current = summary;
  const calls = fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/profile/summary': () => ({ body: current }),
    'POST /api/profile/badges/seen': (init) => {
      const { badges } = JSON.parse(String(init?.body)) as { badges: string[] };
      current = {
        ...current,
        badges: current.badges.map((state) =>
          badges.includes(state.badge) ? { ...state, isNew: false } : state,
        ),
      };
      return { body: { status: true } };
    },
  });
  return { seenCalls: () => calls.filter((call) => call.path === '/api/profile/badges/seen') };
}

describe("Profile's badges", () => {
  it('lists every badge in order: earned ones with their date, the others with how to earn them', async () => {
    const summary = busyCookSummary();
    serverWith({ ...summary, badges: summary.badges.map((state) => ({ ...state, isNew: false })).reverse() });
    renderAt('/profile');
    const badges = await screen.findByRole('region', { name: 'Badges' });
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      BADGES.map((badge) => BADGE_RULES[badge].name),
    );
    expect(within(badges).getByText('1 of 7 earned', { exact: false })).toBeTruthy();
    const [first, ...rest] = items;
    expect(first?.textContent).toContain(`Earned ${formatEarned('2026-11-19T10:00:00.000Z')}`);
    for (const [index, item] of rest.entries()) {
      const badge = BADGES[index + 1] ?? 'first-rescue';
      expect(item.textContent).toContain(`Not earned yet: ${BADGE_RULES[badge].rule}`);
      expect(item.textContent).not.toContain('Earned ');
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('celebrates a new badge once, tells the server it was seen, and then focuses the badges', async () => {
    const server = serverWith(busyCookSummary());
    renderAt('/profile');
    const dialog = await screen.findByRole('dialog', { name: 'You earned a badge' });
    expect(within(dialog).getByText('First rescue')).toBeTruthy();
    expect(within(dialog).getByText(BADGE_RULES['first-rescue'].rule)).toBeTruthy();
    const button = within(dialog).getByRole('button', { name: 'Keep it up' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    await waitFor(() => expect(server.seenCalls()).toHaveLength(1));
    expect(server.seenCalls()[0]?.body).toEqual({ badges: ['first-rescue'] });

    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Badges' }));

    // Opened again, Profile shows the badge earned but does not celebrate it twice.
    cleanup();
    renderAt('/profile');
    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(within(badges).getByText(/^Earned /)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.seenCalls()).toHaveLength(1);
  });

  it('celebrates several new badges in one dialog, with one call', async () => {
    const summary = busyCookSummary();
    const server = serverWith({
      ...summary,
      badges: summary.badges.map((state) =>
        state.badge === 'ten-cooked'
          ? { ...state, earnedAt: '2026-11-19T11:00:00.000Z', isNew: true }
          : state,
      ),
    });
    renderAt('/profile');
    const dialog = await screen.findByRole('dialog', { name: 'You earned 2 badges' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `First rescue${BADGE_RULES['first-rescue'].rule}`,
      `10 meals from your fridge${BADGE_RULES['ten-cooked'].rule}`,
    ]);
    await waitFor(() => expect(server.seenCalls()).toHaveLength(1));
    expect(server.seenCalls()[0]?.body).toEqual({ badges: ['first-rescue', 'ten-cooked'] });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
