import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveNativeApp, simulateNativeApp } from '../../../test/native-app.ts';
import { renderAt, TEST_CONFIG } from '../../../test/render-at.tsx';

afterEach(cleanup);

describe('/pricing', () => {
  it('compares Free with Pro monthly and yearly at the server prices', async () => {
    renderAt('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const free = screen.getByRole('region', { name: 'Free' });
    expect(within(free).getByText('€0')).toBeTruthy();
    expect(within(free).getByText('4 more recipes today after sign-up')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pro monthly' })).getByText('€9.99')).toBeTruthy();
    const yearly = screen.getByRole('region', { name: 'Pro yearly' });
    expect(within(yearly).getByText('€99.99')).toBeTruthy();
    expect(within(yearly).getByText('€8.33 a month, billed yearly')).toBeTruthy();
    expect(within(yearly).getByText('Save 16%')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Free' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Pro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Today' }).getAttribute('href')).toBe('/today');
  });

  it('disables the Pro buttons with a note while this server does not sell Pro', async () => {
    renderAt('/pricing');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Choose monthly', 'Choose yearly']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText('Pro is not sold on this server.')).toBeTruthy();
    expect(screen.getByText(/with no daily limit/)).toBeTruthy();
  });

  it('says how many free recipes a day the operator allows when Pro is not sold', async () => {
    renderAt('/pricing', { pro: { ...TEST_CONFIG.pro, freeRecipesPerDay: 3 } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Free accounts get 3 recipes a day here\./)).toBeTruthy();
  });

  it('enables them when Pro is purchasable', async () => {
    renderAt('/pricing', { pro: { ...TEST_CONFIG.pro, purchasable: true } });
    await screen.findByRole('heading', { level: 1 });
    expect((screen.getByRole('button', { name: 'Choose yearly' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Pro is not sold on this server.')).toBeNull();
  });
});

describe('/pricing in the native app', () => {
  afterEach(() => {
    leaveNativeApp();
  });

  it('sells the plan through the store, not Stripe: a build without a store key says so', async () => {
    simulateNativeApp('ios');
    renderAt('/pricing', { pro: { ...TEST_CONFIG.pro, purchasable: true } });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Choose monthly' }));
    expect(await screen.findByText('Purchase Failed')).toBeTruthy();
    expect(
      screen.getByText(/In-app purchases aren't set up correctly in this version of Larder/),
    ).toBeTruthy();
  });
});
