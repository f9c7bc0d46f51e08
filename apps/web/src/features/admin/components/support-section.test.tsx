import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { asAdmin, fetchedUrls, page, REQUEST } from '../admin-test-fixtures.ts';

freshSessionEachTest();

describe('/admin?tab=support', () => {
  it('shows open requests first: type, subject, email, message, details, files and replies', async () => {
    asAdmin({ 'GET /api/admin/support': { body: page([REQUEST]) } });
    renderAt('/admin?tab=support');
    const request = await screen.findByRole('article', { name: 'Swap does nothing' });
    expect(fetchedUrls()).toContain('/api/admin/support?status=open&page=1');
    expect(within(request).getByText('Bug report')).toBeTruthy();
    expect(within(request).getByText('Open')).toBeTruthy();
    expect(within(request).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(within(request).getByText('Tapping Swap on a dinner does nothing.')).toBeTruthy();
    expect(within(request).getByText('Steps to reproduce')).toBeTruthy();
    expect(within(request).getByText('Open the plan, tap Swap.')).toBeTruthy();
    // As the form offered them: the category's label, the severity capitalised.
    expect(within(request).getByText('Meal planning')).toBeTruthy();
    expect(within(request).getByText('High')).toBeTruthy();
    const files = within(within(request).getByRole('list', { name: 'Attachments' })).getAllByRole('link');
    expect(files.map((link) => link.getAttribute('href'))).toEqual(REQUEST.attachments);
    expect(files[0]?.querySelector('img')?.getAttribute('src')).toBe(REQUEST.attachments[0]);
    expect(files[1]?.querySelector('img')).toBeNull();
  });

  it('filters by status and searches on the server; says when nothing is open', async () => {
    asAdmin({ 'GET /api/admin/support': { body: page([]) } });
    const { location } = renderAt('/admin?tab=support');
    expect(await screen.findByText('No open support requests.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('All'));
    await waitFor(() => expect(location.current.search).toBe('?tab=support&status=all'));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/support?page=1'));
    fireEvent.change(screen.getByLabelText('Search requests'), { target: { value: 'swap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/support?q=swap&page=1'));
    expect(await screen.findByText('No support requests match “swap”.')).toBeTruthy();
  });

  it('sends a reply; the request then reads Answered with the reply under it', async () => {
    const answered = {
      ...REQUEST,
      status: 'answered' as const,
      replies: [{ body: 'Fixed in 1.5.', createdAt: '2026-11-22T12:00:00Z', adminEmail: 'boss@example.com' }],
    };
    const calls = asAdmin({
      'GET /api/admin/support': { body: page([REQUEST]) },
      'POST /api/admin/support/support-1/reply': { body: { request: answered } },
    });
    renderAt('/admin?tab=support');
    const request = await screen.findByRole('article', { name: 'Swap does nothing' });
    fireEvent.click(within(request).getByRole('button', { name: 'Send reply' }));
    expect(within(request).getByText('Write a reply.')).toBeTruthy();
    fireEvent.change(within(request).getByLabelText('Reply'), { target: { value: '  Fixed in 1.5. ' } });
    fireEvent.click(within(request).getByRole('button', { name: 'Send reply' }));
    expect(await within(request).findByText('Answered')).toBeTruthy();
    expect(within(request).getByText('Fixed in 1.5.')).toBeTruthy();
    expect((within(request).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Fixed in 1.5.' });
  });

  it("closes a request, and shows the server's refusal in its words", async () => {
    const calls = asAdmin({
      'GET /api/admin/support': { body: page([REQUEST]) },
      'PUT /api/admin/support/support-1/status': {
        status: 404,
        body: { error: { code: 'not_found', message: 'There is no such support request.' } },
      },
    });
    renderAt('/admin?tab=support');
    const request = await screen.findByRole('article', { name: 'Swap does nothing' });
    fireEvent.click(within(request).getByRole('button', { name: 'Close request' }));
    expect(await within(request).findByText('There is no such support request.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'closed' });
  });
});
