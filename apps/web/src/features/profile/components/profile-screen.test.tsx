import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { FREE } from '../../pro/pro-fixtures.ts';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { busyCookSummary, newCookSummary } from '../profile-fixtures.ts';
import { formatWeek } from '../profile-format.ts';

freshSessionEachTest();

type SummaryRoute = Parameters<typeof fakeApi>[0][string];

function serve(summary: SummaryRoute) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/me': { body: { user: { ...COOK, provider: 'credential' }, hasRecipes: true, isPro: false } },
    'POST /api/functions/get-entitlements': { body: { entitlements: { pro: FREE } } },
    'GET /api/profile/summary': summary,
    'POST /api/profile/badges/seen': { body: { status: true } },
  });
}

const seenNothingNew = (summary: ProfileSummary): ProfileSummary => ({
  ...summary,
  badges: summary.badges.map((state) => ({ ...state, isNew: false })),
});

describe('/profile: what Larder did for the cook', () => {
  it('shows food saved this week, this month and in all, in kilograms and estimated money', async () => {
    serve({ body: seenNothingNew(busyCookSummary()) });
    renderAt('/profile');
    const saved = await screen.findByRole('region', { name: 'Saved from the bin' });
    const periods = within(saved)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(periods).toEqual(['This week', 'This month', 'All time']);
    const figures = within(saved)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual(['1.2 kg', '£3.40', '2.5 kg', '£6.75', '12.4 kg', '£41.20']);
    expect(within(saved).getByText(/^Estimated from typical prices/)).toBeTruthy();

    // The weekly chart's numbers, as a table.
    const table = within(saved).getByRole('table', { name: 'Food saved each week' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    const last = within(rows[8] as HTMLElement);
    expect(last.getByRole('rowheader').textContent).toBe(formatWeek('2026-11-16'));
    expect(last.getByRole('cell').textContent).toBe('1.2 kg');
    expect(within(saved).getByText('3.3 kg saved in the last 8 weeks.')).toBeTruthy();
  });

  it('shows what the cook cooked, their streak, and protein and vegetables against the targets', async () => {
    serve({ body: seenNothingNew(busyCookSummary()) });
    renderAt('/profile');
    const cooked = await screen.findByRole('region', { name: 'What you cooked' });
    expect(
      within(cooked)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['2', '9']);
    expect(
      within(cooked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Italian · 4 recipes', 'Thai · 2 recipes']);
    const protein = within(cooked).getByRole('progressbar', { name: 'Protein' });
    expect(protein.getAttribute('aria-valuetext')).toBe('84 g of 420 g (20%)');
    const vegetables = within(cooked).getByRole('progressbar', { name: 'Vegetables' });
    expect(vegetables.getAttribute('aria-valuetext')).toBe('350 g of 2,800 g (13%)');

    const streak = screen.getByRole('region', { name: 'No-waste streak' });
    expect(
      within(streak)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['3 days', '5 days']);
  });

  it('welcomes a cook with nothing saved yet, and asks for their details in the plan wizard to set a protein target', async () => {
    serve({ body: newCookSummary() });
    const { location } = renderAt('/profile');
    const saved = await screen.findByRole('region', { name: 'Saved from the bin' });
    expect(
      within(saved).getByText('Cook with food before its date and what you save shows here.'),
    ).toBeTruthy();
    expect(within(saved).queryByRole('table')).toBeNull();
    const cooked = screen.getByRole('region', { name: 'What you cooked' });
    expect(within(cooked).queryByRole('progressbar', { name: 'Protein' })).toBeNull();
    expect(
      within(cooked)
        .getByRole('link', { name: 'Add your details in the plan wizard to set a protein target' })
        .getAttribute('href'),
    ).toBe('/plan/wizard');
    fireEvent.click(within(saved).getByRole('link', { name: 'Go to Today' }));
    expect(location.current.pathname).toBe('/today');
  });

  it('says when the numbers could not load, keeps the rest of Profile, and tries again', async () => {
    let asked = 0;
    serve(() => {
      asked += 1;
      return asked <= 2 ? { offline: true } : { body: newCookSummary() };
    });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Saved from the bin' })).toBeTruthy();
  });

  it('offers Try Again when the server fails', async () => {
    serve({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
