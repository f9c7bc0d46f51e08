import type { CaughtMail } from '@larder/domain/api/mail';
import { escapeHtml } from './escape-html.ts';

const STYLE = `
body{margin:0;background:#fbf8f1;color:#1c1b19;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{color:#1f5d3a;margin:0 0 4px}
article{background:#fff;border:1px solid #e7e1d3;border-radius:12px;padding:16px 20px;margin:16px 0}
h2{font-size:1.15rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:.9rem}
dt{color:#5f5b53}dd{margin:0;overflow-wrap:anywhere}
a{color:#1f5d3a;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fbf8f1;padding:12px;border-radius:8px;font-size:.85rem}
.muted{color:#5f5b53}`;

/**
 * The local mailbox: what the mail catcher received, newest first. Server-rendered with no script at
 * all (the Content-Security-Policy allows none inline), every value escaped, links clickable.
 */
export function renderMailboxPage(messages: CaughtMail[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="muted">No mail yet. Mail the server sends shows up here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mailbox · Larder</title><style>${STYLE}</style></head>
<body><main>
<h1>Mailbox</h1>
<p class="muted">Mail caught by the local mail catcher (SMTP_URL is not set), newest first. Reload to see new mail.</p>
${body}
</main></body></html>`;
}

function renderMessage(mail: CaughtMail): string {
  const links = mail.links.length
    ? `<ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a></li>`).join('')}</ul>`
    : '<p class="muted">No links.</p>';
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
${mail.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
<dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt)}</time></dd>
</dl>
${links}
<pre>${escapeHtml(mail.text)}</pre>
${mail.html ? `<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>` : ''}
</article>`;
}
