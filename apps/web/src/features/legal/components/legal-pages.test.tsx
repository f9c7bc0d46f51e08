import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at.tsx';

afterEach(cleanup);

async function expectLegalPage(path: string, title: string, sections: string[]) {
  renderAt(path);
  await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const updated = screen.getByText('21 November 2026');
  expect(updated.getAttribute('datetime')).toBe('2026-11-21');

  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(within(contents).getAllByRole('link')).toHaveLength(headings.length);
  for (const heading of headings) {
    const link = within(contents).getByRole('link', { name: heading.textContent ?? '' });
    expect(link.getAttribute('href')).toBe(`#${heading.id}`);
  }
  for (const section of sections)
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();

  const mail = within(document.getElementById('contact')?.parentElement ?? document.body).getByRole('link', {
    name: 'help@larder.test',
  });
  expect(mail.getAttribute('href')).toBe('mailto:help@larder.test');
}

describe('legal pages', () => {
  it('privacy: dated, with contents, the promised topics and the support address', async () => {
    await expectLegalPage('/legal/privacy', 'Privacy policy', [
      'What we store and why',
      'Settings kept on your device',
      'Where your data is kept',
      'Cookies and consent',
      'Push notifications',
      'Analytics and advertising',
      'How long we keep it, and your choices',
      'Children',
      'Changes to this policy',
      'Contact',
    ]);
    expect(screen.getByText(/error reports contain no personal data/i)).toBeTruthy();
  });

  it('terms: dated, with contents, the promised topics and the support address', async () => {
    await expectLegalPage('/legal/terms', 'Terms of use', [
      'The service',
      'Your account',
      'Free use and the daily allowance',
      'Larder Pro',
      'Acceptable use',
      'Food safety, allergies and nutrition',
      'AI-generated content',
      'Liability',
      'Changes to these terms',
      'Contact',
    ]);
    expect(screen.getByText(/^Always check labels, use-by dates/)).toBeTruthy();
  });
});
