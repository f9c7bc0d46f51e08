import { Hono } from 'hono';
import type { MailCatcher } from './mail-catcher.ts';
import { renderMailboxPage } from './mailbox-page.ts';

/** What the mailbox routes read: the mail catcher's messages. */
export type Mailbox = Pick<MailCatcher, 'messages'>;

/** `GET /api/dev/mailbox`: the caught messages as JSON, newest first. Never mounted in production. */
export function mailboxApiRoutes(mailbox: Mailbox) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: mailbox.messages() });
  });
}

/** `GET /dev/mailbox`: the caught messages as a page. Never mounted in production. */
export function mailboxPageRoutes(mailbox: Mailbox) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderMailboxPage(mailbox.messages()));
  });
}
