import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { asAdmin, fetchedUrls, REPORT } from '../admin-test-fixtures.ts';

freshSessionEachTest();

const COLLECTION = {
  ...REPORT,
  id: 'report-2',
  kind: 'collection' as const,
  itemId: 'share-7',
  itemTitle: null,
  reason: 'spam' as const,
  note: '',
};

describe('/admin?tab=reports', () => {
  it('shows each open report: the item and its public page, the reason and the note', async () => {
    asAdmin({
      'GET /api/admin/reports': { body: { reports: [REPORT, COLLECTION], page: 1, hasMore: true } },
    });
    const { location } = renderAt('/admin?tab=reports');
    const recipe = await screen.findByRole('article', { name: 'Report of Two-minute chicken' });
    expect(fetchedUrls()).toContain('/api/admin/reports?status=open&page=1');
    expect(
      within(recipe)
        .getByRole('link', { name: /^Two-minute chicken/ })
        .getAttribute('href'),
    ).toBe('/r/recipe-9');
    expect(within(recipe).getByText('Dangerous food advice')).toBeTruthy();
    expect(within(recipe).getByText('The chicken is only cooked for two minutes.')).toBeTruthy();
    const collection = screen.getByRole('article', { name: 'Report of Collection no longer there' });
    expect(within(collection).getByRole('link').getAttribute('href')).toBe('/collection-preview/share-7');
    expect(within(collection).getByText('Spam')).toBeTruthy();
    expect(within(collection).getByText('No note')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Report pages' });
    expect(within(pages).getByText('Page 1')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=reports&page=2'));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/reports?status=open&page=2'));
  });

  it('searches on the server, with the status filter', async () => {
    asAdmin({ 'GET /api/admin/reports': { body: { reports: [REPORT], page: 1, hasMore: false } } });
    renderAt('/admin?tab=reports&status=all');
    await screen.findByRole('article', { name: 'Report of Two-minute chicken' });
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'raw chicken' } });
    fireEvent.submit(screen.getByLabelText('Search reports').closest('form') as HTMLFormElement);
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/reports?q=raw+chicken&page=1'));
  });

  it('hides a reported recipe, and dismisses a report', async () => {
    const calls = asAdmin({
      'GET /api/admin/reports': { body: { reports: [REPORT, COLLECTION], page: 1, hasMore: false } },
      'POST /api/admin/reports/report-1/hide': { body: { id: 'report-1', status: 'hidden' } },
      'POST /api/admin/reports/report-2/dismiss': {
        status: 404,
        body: { error: { code: 'not_found', message: 'There is no such report.' } },
      },
    });
    renderAt('/admin?tab=reports');
    const recipe = await screen.findByRole('article', { name: 'Report of Two-minute chicken' });
    fireEvent.click(within(recipe).getByRole('button', { name: 'Hide recipe' }));
    expect(await within(recipe).findByText('Hidden')).toBeTruthy();
    expect(within(recipe).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/admin/reports/report-1/hide'),
    ).toBe(true);

    const collection = screen.getByRole('article', { name: 'Report of Collection no longer there' });
    fireEvent.click(within(collection).getByRole('button', { name: 'Dismiss' }));
    expect(await within(collection).findByText('There is no such report.')).toBeTruthy();
  });

  it('lists hidden reports when asked, and says when there are none', async () => {
    asAdmin({ 'GET /api/admin/reports': { body: { reports: [], page: 1, hasMore: false } } });
    renderAt('/admin?tab=reports');
    expect(await screen.findByText('No open reports.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Hidden'));
    expect(await screen.findByText('No hidden reports.')).toBeTruthy();
    expect(fetchedUrls()).toContain('/api/admin/reports?status=hidden&page=1');
  });
});
