import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { asAdmin, fetchedUrls, overviewDay } from '../admin-test-fixtures.ts';

freshSessionEachTest();

const USERS = { total: 40, anonymous: 10, verified: 25, admins: 2, pro: 6, disabled: 1 };
const DAYS = [
  overviewDay('2026-11-20', { signUps: 2, activeWeekly: 9, foodSavedKg: 1.25 }),
  overviewDay('2026-11-21', { signUps: 3, activeDaily: 7, activeWeekly: 12, foodSavedKg: 0.5 }),
];

describe('/admin', () => {
  it("tells someone who isn't an admin so, as the server decides", async () => {
    asAdmin({
      'GET /api/admin/overview': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Admins only.' } },
      },
    });
    renderAt('/admin');
    expect(await screen.findByText("You don't have access to the admin area.")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('opens on the overview: accounts, the range totals and a chart with its table per subject', async () => {
    asAdmin({ 'GET /api/admin/overview': { body: { users: USERS, days: DAYS } } });
    const { location } = renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 3, name: 'In the last 30 days' })).toBeTruthy();
    expect(fetchedUrls()).toContain('/api/admin/overview?days=30');
    const figure = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Accounts')).toBe('40');
    expect(figure('Sign-ups')).toBe('5');
    expect(figure('Active cooks, last day')).toBe('7');
    expect(figure('Active cooks, last 7 days')).toBe('12');
    expect(figure('Food saved')).toBe('1.8 kg');
    for (const title of [
      'Sign-ups and active cooks',
      'Recipes generated, opened and cooked',
      'Food saved (kg)',
      'Plans and Pro',
      'Push opt-ins and errors',
    ]) {
      expect(screen.getByRole('figure', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toBeTruthy();
    }
    const table = screen.getByRole('table', { name: 'Food saved (kg)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayFood saved', '20 Nov1.3 kg', '21 Nov0.5 kg']);
    fireEvent.click(screen.getByLabelText('90 days'));
    await waitFor(() => expect(location.current.search).toBe('?days=90'));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/overview?days=90'));
  });

  it('keeps the section in the address: the links go to each one', async () => {
    asAdmin({ 'GET /api/admin/overview': { body: { users: USERS, days: DAYS } } });
    renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin?tab=users',
      '/admin?tab=support',
      '/admin?tab=reports',
      '/admin?tab=errors',
      '/admin?tab=audit',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });
});
