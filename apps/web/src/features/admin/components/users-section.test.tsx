import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { asAdmin, fetchedUrls, GRANT, page, USER } from '../admin-test-fixtures.ts';

freshSessionEachTest();

const ADMIN = { ...USER, id: 'user-2', email: 'boss@example.com', role: 'admin' as const, signInMethods: [] };

describe('/admin?tab=users', () => {
  it('shows each account with its state, and pages through them from the total', async () => {
    asAdmin({ 'GET /api/admin/users': { body: page([USER, ADMIN], 60, 2) } });
    const { location } = renderAt('/admin?tab=users&page=2');
    const ada = await screen.findByRole('article', { name: 'ada@example.com' });
    expect(within(ada).getByText('Verified')).toBeTruthy();
    expect(within(ada).getByText('Email and password, Google')).toBeTruthy();
    expect(within(ada).getByText('Free')).toBeTruthy();
    expect(within(ada).getByText('20 Nov 2026')).toBeTruthy();
    const boss = screen.getByRole('article', { name: 'boss@example.com' });
    expect(within(boss).getByText('Admin')).toBeTruthy();
    expect(within(boss).getByRole('button', { name: 'Remove admin' })).toBeTruthy();
    expect(fetchedUrls()).toContain('/api/admin/users?page=2');
    const pages = screen.getByRole('navigation', { name: 'Account pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=users&page=3'));
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches by email on the server, from page 1', async () => {
    asAdmin({ 'GET /api/admin/users': { body: page([]) } });
    const { location } = renderAt('/admin?tab=users&page=4');
    fireEvent.change(await screen.findByLabelText('Search by email'), { target: { value: ' ada@ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.current.search).toBe('?tab=users&q=ada%40'));
    await waitFor(() => expect(fetchedUrls()).toContain('/api/admin/users?q=ada%40&page=1'));
    expect(await screen.findByText('No accounts match “ada@”.')).toBeTruthy();
  });

  it('grants Pro only with a reason, sends the body, and shows the row and the audit entry after', async () => {
    const granted = {
      ...USER,
      pro: { isActive: true, store: 'granted' as const, expiresAt: '2027-03-31T23:59:59Z' },
    };
    const calls = asAdmin({
      'GET /api/admin/users': { body: page([USER]) },
      'POST /api/admin/users/user-1/pro': { body: { user: granted } },
      'GET /api/admin/audit': { body: page([GRANT]) },
    });
    renderAt('/admin?tab=users');
    const ada = await screen.findByRole('article', { name: 'ada@example.com' });
    fireEvent.click(within(ada).getByRole('button', { name: 'Grant Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant Pro' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant Pro' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Last day of Pro (optional)'), {
      target: { value: '2027-03-31' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Beta tester' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'grant',
      reason: 'Beta tester',
      until: '2027-03-31',
    });
    expect(within(ada).getByText('Pro (granted) until 31 Mar 2027')).toBeTruthy();
    expect(within(ada).getByRole('button', { name: 'Revoke Pro' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(
      await screen.findByText('granted Pro to ada@example.com without an end: Beta tester'),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the dialog, in its words", async () => {
    const calls = asAdmin({
      'GET /api/admin/users': { body: page([ADMIN]) },
      'PUT /api/admin/users/user-2/role': {
        status: 409,
        body: { error: { code: 'conflict', message: 'You cannot remove your own admin role.' } },
      },
    });
    renderAt('/admin?tab=users');
    const boss = await screen.findByRole('article', { name: 'boss@example.com' });
    fireEvent.click(within(boss).getByRole('button', { name: 'Remove admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove admin' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Leaving the team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'You cannot remove your own admin role.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      role: 'user',
      reason: 'Leaving the team',
    });
  });

  it('disables an account with a reason', async () => {
    const calls = asAdmin({
      'GET /api/admin/users': { body: page([USER]) },
      'PUT /api/admin/users/user-1/disabled': {
        body: { user: { ...USER, disabled: true, disabledReason: 'Spam' } },
      },
    });
    renderAt('/admin?tab=users');
    const ada = await screen.findByRole('article', { name: 'ada@example.com' });
    fireEvent.click(within(ada).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(ada).findByText('Disabled')).toBeTruthy();
    expect(within(ada).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ disabled: true, reason: 'Spam' });
  });

  it('says when the list cannot load, and tries again', async () => {
    let attempts = 0;
    asAdmin({
      'GET /api/admin/users': () =>
        ++attempts === 1
          ? { status: 500, body: { error: { code: 'internal', message: 'The database is not answering.' } } }
          : { body: page([USER]) },
    });
    renderAt('/admin?tab=users');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is not answering.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'ada@example.com' })).toBeTruthy();
  });
});
