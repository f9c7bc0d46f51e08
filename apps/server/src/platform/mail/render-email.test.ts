import { describe, expect, it } from 'vitest';
import { type EmailContent, renderEmail } from './render-email.ts';

const attack = '<script>alert("x")</script>';

const content: EmailContent = {
  preheader: 'Confirm your address to start cooking',
  heading: 'Welcome to Larder',
  paragraphs: ['Thanks for signing up.', 'Tap the button to confirm\nyour address.'],
  button: { label: 'Confirm my address', url: 'https://larder.example/confirm?token=abc&next=%2Ftoday' },
  footer: 'You got this mail because someone signed up with this address.',
};

describe('renderEmail', () => {
  it('builds a table layout with inline styles only, in Larder colours', () => {
    const { html } = renderEmail(content);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<style|<link|class=|<script/i);
    for (const colour of ['#1f5d3a', '#fbf8f1', '#1c1b19']) expect(html).toContain(colour);
    expect(html).toContain('Welcome to Larder</h1>');
    expect(html).toContain('Tap the button to confirm<br>your address.');
    // The URL is attribute-escaped: & becomes &amp; in both the button and the fallback link.
    expect(
      html.match(/href="https:\/\/larder\.example\/confirm\?token=abc&amp;next=%2Ftoday"/g),
    ).toHaveLength(2);
    expect(html).toContain('Confirm your address to start cooking');
  });

  it('writes a plain-text twin with the same words and the button URL', () => {
    const { text } = renderEmail(content);
    expect(text).toBe(
      [
        'Welcome to Larder',
        'Thanks for signing up.',
        'Tap the button to confirm\nyour address.',
        'Confirm my address: https://larder.example/confirm?token=abc&next=%2Ftoday',
        '--\nYou got this mail because someone signed up with this address.\n',
      ].join('\n\n'),
    );
  });

  it('escapes <script> in every field', () => {
    const { html } = renderEmail({
      preheader: attack,
      heading: attack,
      paragraphs: [attack, `"quoted" & 'single' ${attack}`],
      button: { label: attack, url: `https://larder.example/?q="><script>alert(1)</script>` },
      footer: attack,
    });
    expect(html).not.toMatch(/<script/i);
    // The URL cannot break out of its attribute.
    expect(html).toContain(
      'href="https://larder.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    // Heading twice (title, h1), preheader, two paragraphs, label, URL three times (two hrefs and the
    // fallback link's text), footer.
    expect(html.match(/&lt;script&gt;/g)).toHaveLength(10);
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
  });

  it('leaves the button out when there is none', () => {
    const { html, text } = renderEmail({ ...content, button: undefined });
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('http');
  });

  it('refuses a button URL that is not http(s)', () => {
    expect(() => renderEmail({ ...content, button: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(
      /http:\/\/ or https:\/\//,
    );
  });
});
