import { escapeHtml } from './escape-html.ts';

export interface EmailContent {
  /** The line mail clients show next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Why the reader got this mail, who sent it. */
  footer: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND = '#1f5d3a';
const CREAM = '#fbf8f1';
const INK = '#1c1b19';
const MUTED = '#5f5b53';
const RULE = '#e7e1d3';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/**
 * Larder's branded mail: table layout and inline styles only (what mail clients render), every value
 * escaped, and a plain-text twin with the same words and the button's URL written out.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { button } = content;
  if (button && !/^https?:\/\//i.test(button.url)) {
    throw new Error('renderEmail: the button URL must be an http:// or https:// URL');
  }
  return { html: renderHtml(content), text: renderText(content) };
}

function renderHtml({ preheader, heading, paragraphs, button, footer }: EmailContent): string {
  const paragraph = (words: string) =>
    `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">${lines(words)}</p>`;
  const buttonRows = button
    ? `<table ${TABLE} style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background-color:${BRAND};">` +
      `<a href="${escapeHtml(button.url)}" target="_blank" style="display:inline-block;padding:14px 28px;` +
      `font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;color:${CREAM};` +
      `text-decoration:none;border-radius:8px;">${escapeHtml(button.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">` +
      `If the button does not work, copy this link into your browser:<br>` +
      `<a href="${escapeHtml(button.url)}" target="_blank" style="color:${BRAND};word-break:break-all;">` +
      `${escapeHtml(button.url)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${CREAM};">`,
    `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">`,
    `${escapeHtml(preheader)}${'&nbsp;&zwnj;'.repeat(40)}</div>`,
    `<table ${TABLE} width="100%" style="background-color:${CREAM};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table ${TABLE} width="100%" style="max-width:560px;background-color:#ffffff;border:1px solid ${RULE};border-radius:12px;">`,
    `<tr><td style="padding:20px 32px;background-color:${BRAND};border-radius:12px 12px 0 0;` +
      `font-family:${FONT};font-size:22px;font-weight:bold;line-height:28px;color:${CREAM};">Larder</td></tr>`,
    `<tr><td style="padding:32px 32px 16px;">`,
    `<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;line-height:32px;color:${INK};">` +
      `${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(paragraph),
    buttonRows,
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid ${RULE};font-family:${FONT};font-size:13px;` +
      `line-height:20px;color:${MUTED};">${lines(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function renderText({ heading, paragraphs, button, footer }: EmailContent): string {
  const parts = [heading, ...paragraphs];
  if (button) parts.push(`${button.label}: ${button.url}`);
  parts.push(`--\n${footer}`);
  return `${parts.join('\n\n')}\n`;
}

/** Escaped text whose line breaks survive as <br>. */
function lines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
