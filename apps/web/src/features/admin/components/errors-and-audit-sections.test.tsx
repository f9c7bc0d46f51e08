import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { asAdmin, ERROR_GROUP, fetchedUrls, GRANT, page } from '../admin-test-fixtures.ts';

freshSessionEachTest();

describe('/admin?tab=errors', () => {
  it('shows each group: message, route, count, dates, release, and the latest stack folded', async () => {
    asAdmin({ 'GET /api/admin/errors': { body: page([ERROR_GROUP], 26) } });
    renderAt('/admin?tab=errors&q=title');
    const group = await screen.findByRole('article', { name: ERROR_GROUP.message });
    expect(fetchedUrls()).toContain('/api/admin/errors?q=title&page=1');
    expect((screen.getByLabelText('Search errors') as HTMLInputElement).value).toBe('title');
    expect(within(group).getByText('12 times')).toBeTruthy();
    expect(within(group).getByText('/recipe')).toBeTruthy();
    expect(within(group).getByText('1.4.0')).toBeTruthy();
    const stack = within(group).getByText('Latest stack').closest('details');
    expect(stack?.open).toBe(false);
    expect(stack?.querySelector('pre')?.textContent).toBe(ERROR_GROUP.latestStack);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('says when no error matches', async () => {
    asAdmin({ 'GET /api/admin/errors': { body: page([]) } });
    renderAt('/admin?tab=errors&q=nothing');
    expect(await screen.findByText('No errors match “nothing”.')).toBeTruthy();
  });
});

describe('/admin?tab=audit', () => {
  it('shows every action newest first, in plain words, and searches on the server', async () => {
    const role = {
      ...GRANT,
      id: 'action-2',
      action: 'role.change' as const,
      detail: { reason: 'Runs support', from: 'user', to: 'admin' },
    };
    asAdmin({ 'GET /api/admin/audit': { body: page([role, GRANT]) } });
    const { location } = renderAt('/admin?tab=audit');
    const log = await screen.findByRole('list', { name: 'Admin actions, newest first' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('boss@example.com made ada@example.com an admin: Runs support'),
      expect.stringContaining('boss@example.com granted Pro to ada@example.com without an end: Beta tester'),
    ]);
    fireEvent.change(screen.getByLabelText('Search the audit log'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=audit&q=ada'));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/audit?q=ada&page=1'));
  });
});
